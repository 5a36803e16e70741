/**
 * What an account holds of some products: live purchased items of its library
 * (`inventory_items`) and the products it traded in (`trade_ins`).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** How many purchased, not traded-in items of each of the products the account holds (products it holds none of are absent). */
export function ownedItemCounts(db: Kysely<Database>, accountId: number, productIds: number[]): Promise<{ product_id: number; n: number }[]> {
  return db
    .selectFrom('inventory_items')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .where('product_id', 'in', productIds)
    .where('purchase_type', '=', 'purchase')
    .where('traded_in_at', 'is', null)
    .groupBy('product_id')
    .execute();
}

/** Which of the products the account traded in. */
export function tradedInProductIds(db: Kysely<Database>, accountId: number, productIds: number[]): Promise<{ product_id: number }[]> {
  return db.selectFrom('trade_ins').select('product_id').distinct().where('account_id', '=', accountId).where('product_id', 'in', productIds).execute();
}
