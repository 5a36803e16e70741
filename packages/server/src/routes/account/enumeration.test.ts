/**
 * What the account calls tell a stranger about which e-mail addresses have accounts. Login and the
 * password reset answer alike for known and unknown addresses (login.test.ts, password.test.ts).
 * Sign-up cannot: the spec gives a taken address its own answer ('This email address is already
 * registered.'), which is the only way a shopper learns to log in instead. What bounds it: the
 * answer comes only after the form is valid and a fresh proof-of-work captcha is solved (each
 * attempt uses one up), and sign-ups are rate-limited per address. docs/decisions.md says so.
 */
import { MESSAGES, conflictBodySchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS, DEFAULT_RATE_LIMITS } from '../../http/rateLimits.js';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';
import { signUp, solveCaptcha, startTestStore, type TestStore } from './__tests__/kit.js';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore();
});
afterEach(async () => {
  await store.close();
});

describe('account enumeration through sign-up', () => {
  it('should tell a taken address only to a sign-up that passed the captcha, within the rate limit', async () => {
    expect((await signUp(store.app, { email: 'ana@example.com' })).statusCode).toBe(201);

    // without a captcha, or with a forged one, a taken and a free address get the same answer
    for (const captcha of ['', 'forged-solution']) {
      const taken = await signUp(store.app, { email: 'ana@example.com' }, captcha);
      const free = await signUp(store.app, { email: 'nobody@example.com' }, captcha);
      expect(taken.statusCode, captcha).toBe(free.statusCode);
      expect(taken.statusCode).toBe(422);
      expect(unprocessableBodySchema.parse(taken.json())).toEqual(unprocessableBodySchema.parse(free.json()));
    }
    // an invalid form answers its field errors first, whoever owns the address
    const badForm = await signUp(store.app, { email: 'ana@example.com', password: 'short' });
    expect(badForm.statusCode).toBe(422);
    expect(JSON.stringify(badForm.json())).not.toContain('already registered');

    // a solved captcha gets the spec's answer for a taken address (the one difference)
    const solved = await signUp(store.app, { email: 'ana@example.com' });
    expect(solved.statusCode).toBe(409);
    expect(conflictBodySchema.parse(solved.json()).failureError.message).toBe('This email address is already registered.');
    // the solution is used up: replaying it does not ask again
    const captcha = await solveCaptcha(store.app);
    expect((await signUp(store.app, { email: 'ana@example.com' }, captcha)).statusCode).toBe(409);
    const replay = await signUp(store.app, { email: 'bob@example.com' }, captcha);
    expect(replay.statusCode).toBe(422);
    expect(JSON.stringify(replay.json())).not.toContain('already registered');

    // and one address may try only so many sign-ups a minute, whatever their answers
    const { max } = DEFAULT_RATE_LIMITS.signUp;
    const answers: number[] = [];
    for (let i = 0; i < max + 2; i++) answers.push((await signUp(store.app, { email: `probe${i}@example.com` }, 'forged')).statusCode);
    const refused = answers.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    const limited = await signUp(store.app, { email: 'ana@example.com' }, 'forged');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_REQUESTS);
    reportFigure(`1 answer differs (taken address after a solved captcha), ${max} sign-ups a minute per address`);
  });
});
