/**
 * The settings every test app shares: the store's origin, cheap password hashing and captcha
 * work, the dev mailbox on.
 * @module
 */
import type { AppOptions } from '../app.js';
import type { AccountsOptions } from '../services/accounts/context.js';

/** The origin links in test mails point to (`PUBLIC_URL`). */
export const STORE = 'https://store.test';

/** Cheap settings so a test run takes seconds; production defaults are tested on their own. */
export const CHEAP: AccountsOptions = {
  passwordCost: { memoryKiB: 64, passes: 1, parallelism: 1 },
  captchaDifficulty: { cost: 10, minCounter: 5, maxCounter: 30 },
};

/** The store's settings in tests: open, at {@link STORE}, with the outbox readable at `/dev/mail`. */
export const STORE_CONFIG: AppOptions['config'] = { maintenance: false, publicUrl: STORE, devMailbox: true };
