/**
 * The `affiliates` rows: partners whose `?aff=` id can earn commission.
 * @module
 */
import type { Db } from '../../../db/database.js';
import type { AffiliateRow } from '../../../db/tables/orders.js';

/** Inserts an affiliate, or updates the name and account of the one with its id; returns the row. */
export function upsertAffiliate(db: Db, id: string, name: string, accountId: number | null, now: number): Promise<AffiliateRow> {
  return db
    .insertInto('affiliates')
    .values({ id, name, account_id: accountId, created_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name, account_id: accountId }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The affiliate with this id unless it is the account `accountId`'s own, if any. */
export function affiliateNotOwnedBy(db: Db, affiliateId: string, accountId: number): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('affiliates')
    .select('id')
    .where('id', '=', affiliateId)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '!=', accountId)]))
    .executeTakeFirst();
}
