/**
 * The `login_failures` rows: password checks counted against the login throttle.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { lockRows, withinTransaction } from '../../../db/locks.js';

/** Deletes the account's failures made at or before `since`. */
export async function deleteLoginFailuresUntil(db: Db, accountId: number, since: number): Promise<void> {
  await db.deleteFrom('login_failures').where('account_id', '=', accountId).where('created_at', '<=', since).execute();
}

/** The window and limits {@link insertLoginFailureWithinLimits} checks. */
export interface LoginFailureLimits {
  /** Failures after this time count (epoch ms). */
  since: number;
  /** Clients with a successful login after this time are known (epoch ms). */
  knownSince: number;
  perClient: number;
  perAccount: number;
}

/**
 * Writes a failure for `accountId` from `client` in one conditional INSERT, only while the pair
 * is under `perClient` and either the client is known or the account's failures from unknown
 * clients are under `perAccount`: a burst of parallel guesses cannot all read "under the limit"
 * before any of them is counted.
 * @returns the new row's id, or null when the limits refused it
 */
export async function insertLoginFailureWithinLimits(db: Db, accountId: number, client: string, now: number, limits: LoginFailureLimits): Promise<number | null> {
  const { since, knownSince } = limits;
  return withinTransaction(db, async (trx) => {
    // PostgreSQL: one account's guesses queue on its row, so each count sees the failures before it
    await lockRows(trx, 'accounts', 'id', accountId);
    const result = await sql<{ id: number }>`
      INSERT INTO login_failures (account_id, client, created_at)
      SELECT ${accountId}, ${client}, ${now}
      WHERE (SELECT count(*) FROM login_failures
             WHERE account_id = ${accountId} AND client = ${client} AND created_at > ${since}) < ${limits.perClient}
        AND (EXISTS (SELECT 1 FROM login_known_clients
                     WHERE account_id = ${accountId} AND client = ${client} AND last_success_at > ${knownSince})
             OR (SELECT count(*) FROM login_failures f
                 WHERE f.account_id = ${accountId} AND f.created_at > ${since}
                   AND NOT EXISTS (SELECT 1 FROM login_known_clients k
                                   WHERE k.account_id = f.account_id AND k.client = f.client AND k.last_success_at > ${knownSince})
                ) < ${limits.perAccount})
      RETURNING id
    `.execute(trx);
    return result.rows[0]?.id ?? null;
  });
}

/** Deletes the account's failures from one client. */
export async function deleteClientLoginFailures(db: Db, accountId: number, client: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_id', '=', accountId).where('client', '=', client).execute();
}

/** Deletes one failure row. */
export async function deleteLoginFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Deletes every failure of the account. */
export async function deleteAccountLoginFailures(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('account_id', '=', accountId).execute();
}
