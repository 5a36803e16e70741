/**
 * Games put straight into a library, as purchase completion writes them, for tests of areas
 * that only read what a shopper owns (the cart's ownership rules, reviews).
 * @module
 */
import type { Db } from '../db/database.js';

/** How the game was had. */
export interface LibraryItemOptions {
  purchaseType?: 'purchase' | 'rental';
  /** When the copy was traded in; it stays in the library until now. */
  tradedInAt?: number | null;
  /** When it was bought (epoch ms). */
  at: number;
}

/**
 * Inserts an activated copy of a product's main SKU (`id * 10`) into an account's library.
 * @returns the library item's id
 * @example
 * await putInLibrary(kit.db, ana.id, 16, { at: kit.clock.now });
 */
export async function putInLibrary(db: Db, accountId: number, productId: number, options: LibraryItemOptions): Promise<number> {
  const row = await db
    .insertInto('inventory_items')
    .values({
      account_id: accountId, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: productId,
      sku_id: productId * 10, purchase_type: options.purchaseType ?? 'purchase', is_preorder: 0, entitlement_status: 'activated',
      rental_expires_at: null, traded_in_at: options.tradedInAt ?? null, created_at: options.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
