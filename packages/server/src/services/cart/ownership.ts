import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ownedItemCounts, tradedInProductIds } from './data/ownership.js';

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
    ownedItemCounts(db, accountId, ids),
    tradedInProductIds(db, accountId, ids),
  ]);
  for (const row of owned) result.set(row.product_id, { ownCount: Number(row.n), tradedIn: false });
  for (const row of tradedIn) {
    const entry = result.get(row.product_id);
    if (entry) entry.tradedIn = true;
    else result.set(row.product_id, { ownCount: 0, tradedIn: true });
  }
  return result;
}
