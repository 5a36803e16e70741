/**
 * Test kit of the accounts area: the shared harness's app on a fresh database holding only the
 * countries, its clock standing still until a test moves it. Signing up with the captcha solved,
 * logging in and reading the dev mailbox are the harness's; they are exported here too.
 */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../../app.js';
import type { Db } from '../../../db/database.js';
import type { AccountsOptions } from '../../../services/accounts/context.js';
import { openTestApp, testClock, type TestApp, type TestClock } from '../../../__tests__/harness.js';

export {
  CHEAP, STORE, authed, confirmedAccount, login, mailbox, mailedToken, signUp, solveCaptcha, type MailItem, type SignUpFields,
} from '../../../__tests__/harness.js';

export interface TestStore extends TestApp {
  /** The injected clock (epoch ms); move it with `advance`. */
  clock: TestClock;
}

/** A fresh database file with the countries, and an app on it. */
export async function startTestStore(
  options: {
    accounts?: AccountsOptions;
    config?: Partial<AppOptions['config']>;
    /** Per-address limits to change (tests that send bursts from one address raise them). */
    rateLimits?: AppOptions['rateLimits'];
    /** Adds routes (of a test) before the app starts. */
    extend?: (app: FastifyInstance, db: Db) => void;
  } = {},
): Promise<TestStore> {
  const clock = testClock();
  const store = await openTestApp({ name: 'accounts', database: { countries: true }, clock, ...options });
  return { ...store, clock };
}
