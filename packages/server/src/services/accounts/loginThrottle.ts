import type { Db } from '../../db/database.js';
import { upsertKnownClient } from './data/knownClients.js';
import {
  deleteAccountLoginFailures,
  deleteClientLoginFailures,
  deleteLoginFailure,
  deleteLoginFailuresUntil,
  insertLoginFailureWithinLimits,
} from './data/loginFailures.js';

/**
 * Login throttling (ARCHITECTURE.md "Security"). Password checks are counted per account and per
 * (account, client address) pair over a sliding hour:
 * - one client may fail at most `perClient` times an hour for one account, then that pair waits;
 * - clients the account never logged in from may fail at most `perAccount` times an hour in all,
 *   then only clients it did log in from (the owner's usual path) are still heard.
 * So an attacker spread over many addresses gets at most `perAccount` guesses an hour, and still
 * cannot lock the owner out of the devices they use; the password reset mail always works too.
 */
export interface LoginThrottleLimits {
  windowMs: number;
  perClient: number;
  perAccount: number;
  /** A client counts as known for this long after its last successful login. */
  knownClientMs: number;
}

/** The production limits: 10 failures an hour per client, 100 from unknown clients per account. */
export const LOGIN_THROTTLE: LoginThrottleLimits = Object.freeze({
  windowMs: 60 * 60 * 1000,
  perClient: 10,
  perAccount: 100,
  knownClientMs: 90 * 24 * 60 * 60 * 1000,
});

/**
 * Takes one password check for `accountId` from `client`, or refuses it. The attempt is written
 * as a failure up front, in one conditional INSERT, so a burst of parallel guesses cannot all
 * read "under the limit" before any of them is counted; a right password settles it with
 * {@link recordLoginSuccess}.
 * @returns the attempt's id, or null when the limits refuse the check
 */
export async function reserveLoginAttempt(db: Db, accountId: number, client: string, now: number, limits: LoginThrottleLimits = LOGIN_THROTTLE): Promise<number | null> {
  const since = now - limits.windowMs;
  const knownSince = now - limits.knownClientMs;
  await deleteLoginFailuresUntil(db, accountId, since);
  return insertLoginFailureWithinLimits(db, accountId, client, now, { since, knownSince, perClient: limits.perClient, perAccount: limits.perAccount });
}

/**
 * Settles a reserved attempt whose password was right: the client becomes known and its failures
 * for the account are forgiven (the reserved row among them).
 */
export async function recordLoginSuccess(db: Db, accountId: number, client: string, now: number): Promise<void> {
  await deleteClientLoginFailures(db, accountId, client);
  await upsertKnownClient(db, accountId, client, now);
}

/**
 * Settles a reserved attempt whose password was right without making the client known (a
 * current-password check on a session): just the reserved row goes.
 */
export async function forgiveLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await deleteLoginFailure(db, attemptId);
}

/** After a password reset every failure of the account is forgiven: the owner proved the mailbox. */
export async function clearLoginFailures(db: Db, accountId: number): Promise<void> {
  await deleteAccountLoginFailures(db, accountId);
}
