import { MESSAGES } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TOKEN_TTL_MS } from '../../services/accounts/mailTokens.js';
import { authed, confirmedAccount, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

describe('/d2d/account/confirmation', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  const confirm = (token: unknown) => store.app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: token === undefined ? {} : { confirmation_token: String(token) } });

  it('should confirm once and refuse the used link', async () => {
    const token = (await signUp(store.app, { email: 'ana@example.com' })).json().token;
    const link = await mailedToken(store.app, 'ana@example.com', 'confirmation');
    const ok = await confirm(link);
    expect(ok.statusCode).toBe(200);
    expect((await authed(store.app, token, 'GET', '/api/account/getcurrent')).json().unconfirmedEmail).toBeNull();
    const again = await confirm(link);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ confirmation_token: ['This confirmation link is invalid or has expired.'] });
  });

  it('should answer 422 for a missing, unknown or expired token', async () => {
    expect((await confirm(undefined)).json().errors).toEqual({ confirmation_token: [MESSAGES.fieldRequired] });
    expect((await confirm('A'.repeat(43))).statusCode).toBe(422);
    await signUp(store.app, { email: 'ana@example.com' });
    const link = await mailedToken(store.app, 'ana@example.com', 'confirmation');
    store.clock.advance(MAIL_TOKEN_TTL_MS.confirmation + 1);
    expect((await confirm(link)).statusCode).toBe(422);
  });

  it('should not confirm with a password reset token', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    await store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email: 'ana@example.com' } } });
    expect((await confirm(await mailedToken(store.app, 'ana@example.com', 'reset-password'))).statusCode).toBe(422);
  });

  it('should resend the confirmation with a new link that replaces the old one, the same answer for anyone', async () => {
    await signUp(store.app, { email: 'ana@example.com' });
    const first = await mailedToken(store.app, 'ana@example.com', 'confirmation');
    store.clock.advance(61_000);
    const resend = (email: string) => store.app.inject({ method: 'POST', url: '/d2d/account/confirmation', payload: { account: { email } } });
    const known = await resend('ana@example.com');
    const unknown = await resend('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const second = await mailedToken(store.app, 'ana@example.com', 'confirmation');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(422);
    expect((await confirm(second)).statusCode).toBe(200);
    // a confirmed account gets no more confirmation mails
    store.clock.advance(61_000);
    await resend('ana@example.com');
    expect((await mailbox(store.app, 'ana@example.com')).filter((m) => m.subject === 'Confirm your e-mail address')).toHaveLength(2);
  });

  it('should resend the reconfirmation of an e-mail change by its new address', async () => {
    const { token } = await confirmedAccount(store.app, 'ana@example.com');
    await authed(store.app, token, 'PATCH', '/api/account/update_email', { account: { email: 'next@example.com', current_password: 'secret12' } });
    const first = await mailedToken(store.app, 'next@example.com', 'reconfirmation');
    store.clock.advance(61_000);
    const res = await store.app.inject({ method: 'POST', url: '/d2d/account/confirmation', payload: { email: 'next@example.com' } });
    expect(res.statusCode).toBe(200);
    const second = await mailedToken(store.app, 'next@example.com', 'reconfirmation');
    expect(second).not.toBe(first);
    expect((await confirm(second)).json()).toMatchObject({ emailAddress: 'next@example.com', kind: 'reconfirmation' });
  });

  it('should answer 422 to a resend without a valid e-mail', async () => {
    const res = await store.app.inject({ method: 'POST', url: '/d2d/account/confirmation', payload: { account: { email: 'nope' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [MESSAGES.invalidEmailAddress] });
  });
});
