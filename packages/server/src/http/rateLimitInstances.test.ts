/**
 * The per-address rate limits and the login throttle across instances: two apps on one database
 * (a SQLite file, or with `TEST_DATABASE_URL` a PostgreSQL database through pools of their own)
 * count together, so a script spreading its calls over the instances behind a load balancer
 * gets no more than from one.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { LOGIN_THROTTLE } from '../services/accounts/loginThrottle.js';
import { CHEAP, STORE_CONFIG, confirmedAccount, login } from '../__tests__/harness.js';
import { startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS, type RateLimits } from './rateLimits.js';

const ATTACKER = '203.0.113.60';
const TOO_MANY_FAILURES = 'Too many failed login attempts. Please try again later or reset your password.';

let a: TestStore;
let secondDb: Db;
let b: FastifyInstance;

/** Instance B: its own connection (pool) to A's database, the same settings and clock. */
async function secondInstance(rateLimits?: Partial<RateLimits>): Promise<void> {
  secondDb = openDatabase(a.file);
  b = await buildApp({ db: secondDb, config: STORE_CONFIG, accounts: { ...CHEAP, now: () => a.clock.now }, rateLimits });
}

afterEach(async () => {
  await b?.close();
  await secondDb?.destroy();
  await a?.close();
});

describe('rate limits shared by two instances on one database', () => {
  beforeEach(async () => {
    a = await startTestStore();
    await secondInstance();
    await confirmedAccount(a.app, 'ana@example.com');
  });

  it('should count a burst of logins spread over both instances against one allowance', async () => {
    const { max } = DEFAULT_RATE_LIMITS.login;
    const tries = max + 10;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => login(i % 2 === 0 ? a.app : b, 'ana@example.com', `guess${i}xyz`, ATTACKER)));
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(tries - max);
    for (const res of limited) expect(res.json()).toEqual({ message: TOO_MANY_REQUESTS });
    // whichever instance is asked next, the address had its share for this window
    for (const app of [a.app, b]) expect((await login(app, 'ana@example.com', 'secret12', ATTACKER)).statusCode).toBe(429);
    expect((await login(b, 'ana@example.com', 'secret12', '198.51.100.20')).statusCode).toBe(200);
    // and both start counting afresh once the window is over (the login throttle still has its say)
    a.clock.advance(DEFAULT_RATE_LIMITS.login.windowMs);
    expect((await login(b, 'ana@example.com', 'secret12', ATTACKER)).statusCode).not.toBe(429);
  });
});

describe('the login throttle shared by two instances on one database', () => {
  beforeEach(async () => {
    // the per-address limit raised, so the guesses reach the throttle
    const rateLimits = { login: { max: 1000, windowMs: 60_000 } };
    a = await startTestStore({ rateLimits });
    await secondInstance(rateLimits);
    await confirmedAccount(a.app, 'ana@example.com');
  });

  it('should hear no more failures from one address than the throttle allows, however they are spread', async () => {
    const tries = LOGIN_THROTTLE.perClient * 3;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => login(i % 2 === 0 ? a.app : b, 'ana@example.com', `guess${i}xyz`, ATTACKER)));
    const refused = answers.filter((res) => res.json<{ failureError?: { message?: string } }>().failureError?.message === TOO_MANY_FAILURES);
    expect(refused).toHaveLength(tries - LOGIN_THROTTLE.perClient);
    // even the right password waits now, on either instance
    for (const app of [a.app, b]) {
      expect((await login(app, 'ana@example.com', 'secret12', ATTACKER)).json().failureError.message).toBe(TOO_MANY_FAILURES);
    }
  });
});
