import { MESSAGES, ackSchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TOKEN_TTL_MS } from '../../services/accounts/mailTokens.js';
import { STORE, authed, confirmedAccount, login, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

function forgot(store: TestStore, email: unknown) {
  return store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email } } });
}

function reset(store: TestStore, account: Record<string, unknown>, source?: string) {
  return store.app.inject({ method: 'PUT', url: '/api/account/password', payload: { account, source } });
}

describe('forgot and reset password', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
    await confirmedAccount(store.app, 'ana@example.com');
  });
  afterEach(async () => {
    await store.close();
  });

  it('should give the same answer for a known and an unknown e-mail, and mail only the known one', async () => {
    const known = await forgot(store, 'ana@example.com');
    const unknown = await forgot(store, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const [mail] = await mailbox(store.app, 'ana@example.com');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.links[0]).toMatch(new RegExp(`^${STORE.replace(/\./g, '\\.')}/#!/reset-password/[\\w-]{43}$`));
    expect(await mailbox(store.app, 'nobody@example.com')).toEqual([]);
  });

  it('should answer 422 for a missing or malformed e-mail', async () => {
    expect((await forgot(store, '')).json().errors).toEqual({ email: [MESSAGES.fieldRequired] });
    expect((await forgot(store, 'x@y')).json().errors).toEqual({ email: [MESSAGES.invalidEmailAddress] });
  });

  it('should send at most one reset mail a minute to an address', async () => {
    await forgot(store, 'ana@example.com');
    await forgot(store, 'ana@example.com');
    expect((await mailbox(store.app, 'ana@example.com')).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
    store.clock.advance(61_000);
    await forgot(store, 'ana@example.com');
    expect((await mailbox(store.app, 'ana@example.com')).filter((m) => m.subject === 'Reset your password')).toHaveLength(2);
  });

  it('should reset by the mailed token once and revoke every older token', async () => {
    const old = (await login(store.app, 'ana@example.com', 'secret12')).json();
    await forgot(store, 'ana@example.com');
    const token = await mailedToken(store.app, 'ana@example.com', 'reset-password');
    const res = await reset(store, { reset_password_token: token, password: 'reset1234', password_confirmation: 'reset1234' }, 'store');
    expect(res.statusCode).toBe(200);
    expect(ackSchema.parse(res.json())).toEqual({ success: true, message: 'Your password has been changed. Please log in with your new password.' });
    expect((await authed(store.app, old.token, 'GET', '/api/account/show')).statusCode).toBe(401);
    expect((await login(store.app, 'ana@example.com', 'reset1234')).statusCode).toBe(200);
    const again = await reset(store, { reset_password_token: token, password: 'other1234', password_confirmation: 'other1234' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ reset_password_token: ['This password reset link is invalid or has expired.'] });
  });

  it('should refuse a reset token after 6 hours', async () => {
    await forgot(store, 'ana@example.com');
    const token = await mailedToken(store.app, 'ana@example.com', 'reset-password');
    store.clock.advance(MAIL_TOKEN_TTL_MS.reset_password + 1);
    const res = await reset(store, { reset_password_token: token, password: 'reset1234', password_confirmation: 'reset1234' });
    expect(res.statusCode).toBe(422);
  });

  it('should check the new password before using up the token', async () => {
    await forgot(store, 'ana@example.com');
    const token = await mailedToken(store.app, 'ana@example.com', 'reset-password');
    const bad = await reset(store, { reset_password_token: token, password: 'short', password_confirmation: 'other' });
    expect(bad.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(bad.json()).errors).toEqual({
      password: [MESSAGES.passwordRule],
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
    expect((await reset(store, { reset_password_token: token, password: 'reset1234', password_confirmation: 'reset1234' })).statusCode).toBe(200);
  });

  it('should confirm an unconfirmed address by a reset, since the link proves the mailbox', async () => {
    await signUp(store.app, { email: 'new@example.com' });
    await forgot(store, 'new@example.com');
    const token = await mailedToken(store.app, 'new@example.com', 'reset-password');
    expect((await reset(store, { reset_password_token: token, password: 'reset1234', password_confirmation: 'reset1234' })).statusCode).toBe(200);
    expect((await login(store.app, 'new@example.com', 'reset1234')).json().unconfirmedEmail).toBeNull();
  });
});

describe('PATCH /api/account/update_password', () => {
  let store: TestStore;
  let token: string;
  beforeEach(async () => {
    store = await startTestStore();
    token = (await confirmedAccount(store.app, 'ana@example.com')).token;
  });
  afterEach(async () => {
    await store.close();
  });

  const change = (current_password: string, password: string, password_confirmation = password) =>
    authed(store.app, token, 'PATCH', '/api/account/update_password', { account: { current_password, password, password_confirmation } });

  it("should answer 422 'Your password is incorrect.' for a wrong current password and keep the old one", async () => {
    const res = await change('wrong1234', 'better123');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [MESSAGES.passwordIncorrect] });
    expect((await login(store.app, 'ana@example.com', 'secret12')).statusCode).toBe(200);
  });

  it('should apply the password rule to the new password', async () => {
    const res = await change('secret12', 'nodigitshere', 'nodigitshere');
    expect(res.json().errors).toEqual({ password: [MESSAGES.passwordNeedsNumber] });
    const missing = await authed(store.app, token, 'PATCH', '/api/account/update_password', { account: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
  });

  it('should log out every other device', async () => {
    const other = (await login(store.app, 'ana@example.com', 'secret12')).json();
    const res = await change('secret12', 'better123');
    expect(res.statusCode).toBe(200);
    expect((await authed(store.app, other.token, 'GET', '/api/account/show')).statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe(res.json().token);
  });

  it('should answer 401 without a session', async () => {
    const res = await store.app.inject({ method: 'PATCH', url: '/api/account/update_password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
