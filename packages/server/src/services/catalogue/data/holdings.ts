/**
 * What an account holds, as the catalogue reads it: its bought library items (with their keys),
 * the bundle order lines behind them, its live library items and its premium plan.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The account's bought library items that were not traded in, with their assigned keys. */
function ownedItems(db: Db, accountId: number) {
  return db
    .selectFrom('inventory_items as i')
    .leftJoin('activation_keys as k', 'k.assigned_inventory_id', 'i.id')
    .where('i.account_id', '=', accountId)
    .where('i.purchase_type', '=', 'purchase')
    .where('i.traded_in_at', 'is', null);
}

/** The SKUs (and keys) the account bought of `productIds` themselves. */
export function ownedGameRows(db: Db, accountId: number, productIds: readonly number[]) {
  return ownedItems(db, accountId).select(['i.product_id', 'i.sku_id', 'k.id as key_id']).where('i.product_id', 'in', [...productIds]).execute();
}

/**
 * The bundle order lines of `productIds` behind the account's items of other products (a
 * Bundle's library items are its games; the order line still names the bundle bought).
 */
export function ownedBundleLineRows(db: Db, accountId: number, productIds: readonly number[]) {
  return ownedItems(db, accountId)
    .innerJoin('order_lines as ol', 'ol.id', 'i.order_line_id')
    .select(['ol.product_id', 'ol.sku_id', 'k.id as key_id'])
    .where('ol.product_id', 'in', [...productIds])
    .whereRef('ol.product_id', '!=', 'i.product_id')
    .execute();
}

/** Whether the account's premium plan runs at `nowMs` (stopped or cancelled plans run to `end_at`). */
export async function premiumRunsAt(db: Db, accountId: number, nowMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('premium_subscriptions')
    .select('end_at')
    .where('account_id', '=', accountId)
    .where('end_at', '>', nowMs)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of `productIds` the account has a live library item of: not traded in and, for a rental,
 * not expired at `nowMs`.
 */
export function liveLibraryProductIds(db: Db, accountId: number, productIds: readonly number[], nowMs: number) {
  return db
    .selectFrom('inventory_items')
    .select('product_id')
    .where('account_id', '=', accountId)
    .where('product_id', 'in', [...productIds])
    .where('traded_in_at', 'is', null)
    .where((eb) => eb.or([eb('rental_expires_at', 'is', null), eb('rental_expires_at', '>', nowMs)]))
    .execute();
}

/** Which of `productIds` the account has taken its one Instant Play trial of. */
export async function triedProductIds(db: Db, accountId: number, productIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('instant_play_trials')
    .select('product_id')
    .where('account_id', '=', accountId)
    .where('product_id', 'in', [...productIds])
    .execute();
  return rows.map((r) => r.product_id);
}
