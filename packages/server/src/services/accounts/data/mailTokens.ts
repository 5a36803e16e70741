/**
 * The `account_mail_tokens` rows: the tokens of mailed links, stored by hash.
 * @module
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AccountMailTokenTable, MailTokenPurpose } from '../../../db/tables/accounts.js';

/** A token of `purpose` mailed to `email` for the account after `since`, if any. */
export function mailTokenSentSince(db: Db, accountId: number, purpose: MailTokenPurpose, email: string, since: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('account_mail_tokens')
    .select('id')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

/** Deletes the account's tokens of `purpose`. */
export async function deleteMailTokens(db: Db, accountId: number, purpose: MailTokenPurpose): Promise<void> {
  await db.deleteFrom('account_mail_tokens').where('account_id', '=', accountId).where('purpose', '=', purpose).execute();
}

/** Deletes the account's tokens of every purpose but `kept`. */
export async function deleteMailTokensExcept(db: Db, accountId: number, kept: MailTokenPurpose): Promise<void> {
  await db.deleteFrom('account_mail_tokens').where('account_id', '=', accountId).where('purpose', '!=', kept).execute();
}

/** Inserts a mail token row. */
export async function insertMailToken(db: Db, row: Insertable<AccountMailTokenTable>): Promise<void> {
  await db.insertInto('account_mail_tokens').values(row).execute();
}

/** A live token of one of `purposes` with this hash, if any; it stays unused. */
export function liveMailTokenByHash(db: Db, tokenHash: string, purposes: readonly MailTokenPurpose[], now: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('account_mail_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', [...purposes])
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Takes a live token of one of `purposes` with this hash by deleting it in one statement, so a
 * link works once even when clicked twice at the same moment.
 * @returns what it was for, or undefined for an unknown, used or expired token
 */
export function takeMailToken(
  db: Db,
  tokenHash: string,
  purposes: readonly MailTokenPurpose[],
  now: number,
): Promise<{ account_id: number; purpose: MailTokenPurpose; email: string } | undefined> {
  return db
    .deleteFrom('account_mail_tokens')
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', [...purposes])
    .where('expires_at', '>', now)
    .returning(['account_id', 'purpose', 'email'])
    .executeTakeFirst();
}
