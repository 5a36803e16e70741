import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CAP, takeMailSlot } from '../../mail/mailCap.js';
import { MAIL_RESEND_INTERVAL_MS } from '../../services/accounts/mailTokens.js';
import { confirmedAccount, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore();
});
afterEach(async () => {
  await store.close();
});

// every request from another address: the cap is per mailbox, whatever a per-client limit does
let client = 0;
const from = () => `198.51.100.${(client++ % 250) + 1}`;
const forgot = (email: string) => store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email } }, remoteAddress: from() });
const resend = (email: string) => store.app.inject({ method: 'POST', url: '/d2d/account/confirmation', payload: { account: { email } }, remoteAddress: from() });
const count = async (to: string, subject: string) => (await mailbox(store.app, to)).filter((m) => m.subject === subject).length;

describe('mails per address and day', () => {
  it('should send at most 5 reset mails a day to one address, answering as usual after that, and send again the next day', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const answers = [];
    for (let i = 0; i < MAIL_CAP.perWindow + 3; i += 1) {
      answers.push(await forgot('ana@example.com'));
      store.clock.advance(MAIL_RESEND_INTERVAL_MS + 1);
    }
    expect(await count('ana@example.com', 'Reset your password')).toBe(MAIL_CAP.perWindow);
    const unknown = await forgot('nobody@example.com');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(unknown.body);
    }
    // the last mail that went out still works
    expect(await mailedToken(store.app, 'ana@example.com', 'reset-password')).toMatch(/^[\w-]{43}$/);

    store.clock.advance(MAIL_CAP.windowMs);
    await forgot('ana@example.com');
    expect(await count('ana@example.com', 'Reset your password')).toBe(MAIL_CAP.perWindow + 1);
  });

  it('should cap confirmation mails (sign-up and resends) the same way, separately from reset mails', async () => {
    expect((await signUp(store.app, { email: 'bea@example.com' })).statusCode).toBe(201);
    for (let i = 0; i < MAIL_CAP.perWindow + 2; i += 1) {
      store.clock.advance(MAIL_RESEND_INTERVAL_MS + 1);
      expect((await resend('bea@example.com')).statusCode).toBe(200);
    }
    expect(await count('bea@example.com', 'Confirm your e-mail address')).toBe(MAIL_CAP.perWindow);
    await forgot('bea@example.com');
    expect(await count('bea@example.com', 'Reset your password')).toBe(1);
  });

  it('should give out exactly the cap when many requests race for one address', async () => {
    const now = store.clock.now;
    const results = await Promise.all(Array.from({ length: 20 }, () => store.db.transaction().execute((trx) => takeMailSlot(trx, ' Cat@Example.com', 'reset_password', now))));
    expect(results.filter(Boolean)).toHaveLength(MAIL_CAP.perWindow);
    expect(await takeMailSlot(store.db, 'cat@example.com', 'reset_password', now + MAIL_CAP.windowMs - 1)).toBe(false);
    expect(await takeMailSlot(store.db, 'cat@example.com', 'reset_password', now + MAIL_CAP.windowMs)).toBe(true);
    expect(await takeMailSlot(store.db, 'cat@example.com', 'confirmation', now)).toBe(true);
  });
});
