/**
 * The `account_tokens` rows: session and remember tokens, stored by hash, grouped per login in a family.
 * @module
 */
import type { Insertable } from 'kysely';
import { compiledQuery } from '../../../db/compiledQuery.js';
import type { Db } from '../../../db/database.js';
import type { AccountRow, AccountTokenKind, AccountTokenTable } from '../../../db/tables/accounts.js';

/** Inserts token rows. */
export async function insertAccountTokens(db: Db, rows: Insertable<AccountTokenTable>[]): Promise<void> {
  await db.insertInto('account_tokens').values(rows).execute();
}

/** A live token's row joined with its account. */
export type LiveTokenRow = AccountRow & { token_id: number; family: string; token_expires_at: number };

// every signed-in request runs it: compiled once (see db/compiledQuery.ts)
const liveToken = compiledQuery((db: Db, p: { tokenHash: string; kind: AccountTokenKind; now: number }) =>
  db
    .selectFrom('account_tokens')
    .innerJoin('accounts', 'accounts.id', 'account_tokens.account_id')
    .selectAll('accounts')
    .select(['account_tokens.id as token_id', 'account_tokens.family', 'account_tokens.expires_at as token_expires_at'])
    .where('account_tokens.token_hash', '=', p.tokenHash)
    .where('account_tokens.kind', '=', p.kind)
    .where('account_tokens.expires_at', '>', p.now),
);

/** The account and token of a live token of `kind` with this hash, if any. */
export function liveTokenByHash(db: Db, tokenHash: string, kind: AccountTokenKind, now: number): Promise<LiveTokenRow | undefined> {
  return liveToken.first(db, { tokenHash, kind, now });
}

/**
 * Takes a live remember token with this hash by deleting it in one statement, so a remember token
 * works once even when two requests race with it.
 * @returns its account and family, or undefined when it is unknown, used or expired
 */
export function takeRememberToken(db: Db, tokenHash: string, now: number): Promise<{ account_id: number; family: string } | undefined> {
  return db
    .deleteFrom('account_tokens')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'remember')
    .where('expires_at', '>', now)
    .returning(['account_id', 'family'])
    .executeTakeFirst();
}

/** Deletes every token of one login (family). */
export async function deleteTokenFamily(db: Db, family: string): Promise<void> {
  await db.deleteFrom('account_tokens').where('family', '=', family).execute();
}

/** Deletes every token of an account. */
export async function deleteAccountTokens(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('account_tokens').where('account_id', '=', accountId).execute();
}

/** Deletes the tokens that expired by `now`. */
export async function deleteExpiredTokens(db: Db, now: number): Promise<void> {
  await db.deleteFrom('account_tokens').where('expires_at', '<=', now).execute();
}
