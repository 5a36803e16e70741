import { CAPTCHA_VALIDITY_MS, MESSAGES, accountSchema, conflictBodySchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailbox, signUp, solveCaptcha, startTestStore, type TestStore } from './__tests__/kit.js';

describe('POST /api/account/sign_up', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('should answer the account in the contract shape and set the token cookie SameSite=Lax', async () => {
    const res = await signUp(store.app, { email: 'ana@example.com' });
    expect(res.statusCode).toBe(201);
    const account = accountSchema.parse(res.json());
    expect(account.connections).toEqual([
      { source: 'facebook', connected: false },
      { source: 'google', connected: false },
    ]);
    expect(account).toMatchObject({ purchase_amount: 0, vip_tier: null, bonus20hrs: false, freeTrialEvent: false, loyalty_misc: { welcome: false } });
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: account.token, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('should list every field error with the spec texts in a 422 and create nothing', async () => {
    const res = await signUp(store.app, { user_name: ' ', email: 'not-an-email', password: 'short' }, '');
    expect(res.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(res.json()).errors).toEqual({
      user_name: [MESSAGES.fieldRequired],
      email: [MESSAGES.invalidEmailAddress],
      password: [MESSAGES.passwordRule],
      captcha: [MESSAGES.captchaRequired],
    });
    expect(await store.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
  });

  it('should require a digit in the password and a matching confirmation', async () => {
    const noDigit = await signUp(store.app, { email: 'a@example.com', password: 'abcdefghij' });
    expect(noDigit.json().errors).toEqual({ password: [MESSAGES.passwordNeedsNumber] });
    const mismatch = await signUp(store.app, { email: 'a@example.com', password: 'abcdefg12', password_confirmation: 'abcdefg13' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordsDoNotMatch] });
    const tooLong = await signUp(store.app, { email: 'a@example.com', password: 'abcdefghijklmnop1' });
    expect(tooLong.json().errors).toEqual({ password: [MESSAGES.passwordRule] });
  });

  it('should answer 409 with a failureError for an e-mail already registered, in any letter case', async () => {
    expect((await signUp(store.app, { email: 'ana@example.com' })).statusCode).toBe(201);
    const again = await signUp(store.app, { email: 'ANA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(conflictBodySchema.parse(again.json()).failureError.message).toBe('This email address is already registered.');
    expect(await mailbox(store.app)).toHaveLength(1);
  });

  it('should let only one of two simultaneous sign-ups for an address through', async () => {
    const [a, b] = await Promise.all([signUp(store.app, { email: 'race@example.com' }), signUp(store.app, { email: 'race@example.com' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await store.db.selectFrom('accounts').select('id').execute()).toHaveLength(1);
  });

  it('should flag an account at a temporary e-mail domain', async () => {
    const res = await signUp(store.app, { email: 'someone@mailinator.com' });
    expect(res.json().temporary_email).toBe(true);
  });

  it('should refuse a captcha solution used once already', async () => {
    const captcha = await solveCaptcha(store.app);
    expect((await signUp(store.app, { email: 'one@example.com' }, captcha)).statusCode).toBe(201);
    const replay = await signUp(store.app, { email: 'two@example.com' }, captcha);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ captcha: ['This captcha was already used. Please solve it again.'] });
  });

  it('should refuse a captcha solved after its 120 seconds', async () => {
    const captcha = await solveCaptcha(store.app);
    store.clock.advance(CAPTCHA_VALIDITY_MS + 1000);
    const res = await signUp(store.app, { email: 'late@example.com' }, captcha);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captcha: [MESSAGES.captchaExpired] });
  });

  it('should accept a captcha just inside its 120 seconds', async () => {
    const captcha = await solveCaptcha(store.app);
    store.clock.advance(CAPTCHA_VALIDITY_MS - 2000);
    expect((await signUp(store.app, { email: 'in-time@example.com' }, captcha)).statusCode).toBe(201);
  });

  it('should refuse a forged or tampered captcha', async () => {
    const captcha = JSON.parse(Buffer.from(await solveCaptcha(store.app), 'base64').toString());
    captcha.solution.derivedKey = captcha.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const tampered = Buffer.from(JSON.stringify(captcha)).toString('base64');
    for (const payload of [tampered, 'bm90IGpzb24=', 'x'.repeat(5000)]) {
      const res = await signUp(store.app, { email: 'bot@example.com' }, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.captcha).toEqual(['The captcha could not be verified. Please solve it again.']);
    }
  });
});
