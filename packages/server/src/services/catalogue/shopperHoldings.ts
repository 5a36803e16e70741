/**
 * What a signed-in shopper holds of the products a catalogue read shows: the games bought (in
 * the library, not traded in; a Bundle counts as bought through the order line that delivered
 * its games), their SKUs and keys, and premium membership. The catalogue turns it into the
 * shopper's own offer fields and button state (spec §4), so every read, product page or list,
 * answers the reader's states.
 *
 * Rentals are not purchases: the spec's button has no rented state and the contract no field
 * for it, so a rented game keeps the buy button (renting again is the rental call's `again`).
 * @module
 */
import type { Db } from '../../db/database.js';

/** Who reads the catalogue: the signed-in shopper's account id, or `null` for a visitor. */
export type CatalogueViewer = { accountId: number } | null;

/** What the shopper holds of one product. */
export interface ProductHolding {
  /** SKUs of the product the shopper bought (the game's own, or the bundle line's). */
  skuIds: number[];
  /** Whether one of those purchases came with an activation key. */
  hasKey: boolean;
}

/** A signed-in shopper's holdings among some products. */
export interface ShopperHoldings {
  /** Bought products by id; products the shopper does not own are absent. */
  products: Map<number, ProductHolding>;
  /** Whether the shopper is a premium member now (may take Subscribe offers). */
  member: boolean;
}

/**
 * Reads what an account holds of `productIds` at `now`.
 * @param db - the database
 * @param accountId - the signed-in shopper
 * @param productIds - the products about to be shown
 * @param now - the clock (premium membership ends at `end_at`)
 * @example
 * const holdings = await loadShopperHoldings(db, account.id, [1, 6], ctx.now);
 * holdings.products.has(1); // true once product 1 is in the library
 */
export async function loadShopperHoldings(db: Db, accountId: number, productIds: readonly number[], now: Date): Promise<ShopperHoldings> {
  const ids = [...new Set(productIds)];
  const products = new Map<number, ProductHolding>();
  if (ids.length === 0) return { products, member: await isPremiumMember(db, accountId, now) };
  const owned = () =>
    db
      .selectFrom('inventory_items as i')
      .leftJoin('activation_keys as k', 'k.assigned_inventory_id', 'i.id')
      .where('i.account_id', '=', accountId)
      .where('i.purchase_type', '=', 'purchase')
      .where('i.traded_in_at', 'is', null);
  const [games, bundleLines, member] = await Promise.all([
    owned().select(['i.product_id', 'i.sku_id', 'k.id as key_id']).where('i.product_id', 'in', ids).execute(),
    // a Bundle's library items are its games; the order line still names the bundle bought
    owned()
      .innerJoin('order_lines as ol', 'ol.id', 'i.order_line_id')
      .select(['ol.product_id', 'ol.sku_id', 'k.id as key_id'])
      .where('ol.product_id', 'in', ids)
      .whereRef('ol.product_id', '!=', 'i.product_id')
      .execute(),
    isPremiumMember(db, accountId, now),
  ]);
  for (const row of [...games, ...bundleLines]) {
    const holding = products.get(row.product_id) ?? { skuIds: [], hasKey: false };
    if (!holding.skuIds.includes(row.sku_id)) holding.skuIds.push(row.sku_id);
    holding.hasKey ||= row.key_id !== null;
    products.set(row.product_id, holding);
  }
  for (const holding of products.values()) holding.skuIds.sort((a, b) => a - b);
  return { products, member };
}

/** Whether the account's premium plan runs at `now` (stopped or cancelled plans run to `end_at`). */
async function isPremiumMember(db: Db, accountId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('premium_subscriptions')
    .select('end_at')
    .where('account_id', '=', accountId)
    .where('end_at', '>', now.getTime())
    .executeTakeFirst();
  return row !== undefined;
}
