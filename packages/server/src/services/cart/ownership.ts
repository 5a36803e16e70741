import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the shopper's library says about one product. */
export interface ProductOwnership {
  /** Purchased items of the product still in the library (rentals and traded-in items do not count). */
  ownCount: number;
  /** The shopper traded the product in before: it cannot be bought again (spec §4 Trade-in, 422 code 1294). */
  tradedIn: boolean;
}

/**
 * Ownership of products by an account, read from the orders area's library (`inventory_items`)
 * and trade-ins (`trade_ins`). Products the account never had are absent from the map.
 * @param db - the database or a transaction
 * @param accountId - the shopper (or a gift's recipient)
 * @param productIds - the products to ask about
 * @example
 * const owned = await loadOwnership(db, account.id, [1, 4]);
 * owned.get(1)?.ownCount ?? 0;
 */
export async function loadOwnership(db: Kysely<Database>, accountId: number, productIds: readonly number[]): Promise<Map<number, ProductOwnership>> {
  const result = new Map<number, ProductOwnership>();
  if (productIds.length === 0) return result;
  const ids = [...new Set(productIds)];
  const [owned, tradedIn] = await Promise.all([
    db
      .selectFrom('inventory_items')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('account_id', '=', accountId)
      .where('product_id', 'in', ids)
      .where('purchase_type', '=', 'purchase')
      .where('traded_in_at', 'is', null)
      .groupBy('product_id')
      .execute(),
    db.selectFrom('trade_ins').select('product_id').distinct().where('account_id', '=', accountId).where('product_id', 'in', ids).execute(),
  ]);
  for (const row of owned) result.set(row.product_id, { ownCount: Number(row.n), tradedIn: false });
  for (const row of tradedIn) {
    const entry = result.get(row.product_id);
    if (entry) entry.tradedIn = true;
    else result.set(row.product_id, { ownCount: 0, tradedIn: true });
  }
  return result;
}
