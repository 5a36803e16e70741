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
import { ownedBundleLineRows, ownedGameRows, premiumRunsAt, triedProductIds } from './data/holdings.js';

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
  /** Products whose one Instant Play trial the shopper has taken (`canInstantPlay` turns false). */
  tried: Set<number>;
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
  if (ids.length === 0) return { products, member: await premiumRunsAt(db, accountId, now.getTime()), tried: new Set() };
  const [games, bundleLines, member, tried] = await Promise.all([
    ownedGameRows(db, accountId, ids),
    ownedBundleLineRows(db, accountId, ids),
    premiumRunsAt(db, accountId, now.getTime()),
    triedProductIds(db, accountId, ids),
  ]);
  for (const row of [...games, ...bundleLines]) {
    const holding = products.get(row.product_id) ?? { skuIds: [], hasKey: false };
    if (!holding.skuIds.includes(row.sku_id)) holding.skuIds.push(row.sku_id);
    holding.hasKey ||= row.key_id !== null;
    products.set(row.product_id, holding);
  }
  for (const holding of products.values()) holding.skuIds.sort((a, b) => a - b);
  return { products, member, tried: new Set(tried) };
}
