/**
 * The social logins linked to accounts (`account_connections`): one row per provider subject,
 * at most one per account and provider (migration `0010_social`).
 * @module
 */
import type { SocialProvider } from '@d2d/contract';
import type { Db } from '../../../db/database.js';

/** The account a provider's subject is linked to, if any. */
export function accountIdBySubject(db: Db, provider: SocialProvider, subject: string): Promise<{ account_id: number } | undefined> {
  return db
    .selectFrom('account_connections')
    .select('account_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Links a provider's subject to an account. The keys refuse a subject linked elsewhere and a
 * second subject of the same provider on one account (a unique violation the caller reads).
 */
export async function insertConnection(db: Db, accountId: number, provider: SocialProvider, subject: string, now: number): Promise<void> {
  await db.insertInto('account_connections').values({ provider, subject, account_id: accountId, created_at: now }).execute();
}

/**
 * Unlinks a provider from an account.
 * @returns whether a link was removed
 */
export async function deleteConnection(db: Db, accountId: number, provider: SocialProvider): Promise<boolean> {
  const result = await db.deleteFrom('account_connections').where('account_id', '=', accountId).where('provider', '=', provider).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many providers are linked to the account. */
export async function connectionCount(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('account_connections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
