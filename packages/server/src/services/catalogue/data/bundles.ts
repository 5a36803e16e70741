/**
 * What bundles hold (`bundle_contents`): a bundle's games and the bundles a game is in.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The products of a bundle's SKUs, in the bundle's order. */
export function bundledProductIds(db: Db, bundleProductId: number) {
  return db
    .selectFrom('bundle_contents as bc')
    .innerJoin('skus as s', 's.id', 'bc.sku_id')
    .select('s.product_id')
    .where('bc.bundle_product_id', '=', bundleProductId)
    .orderBy('bc.position')
    .execute();
}

/** The published bundles holding one of `skuIds`, by id. */
export function bundlesHoldingSkus(db: Db, skuIds: readonly number[]) {
  return db
    .selectFrom('bundle_contents as bc')
    .innerJoin('products as b', 'b.id', 'bc.bundle_product_id')
    .select('b.id')
    .where('bc.sku_id', 'in', [...skuIds])
    .where('b.is_published', '=', 1)
    .orderBy('b.id')
    .execute();
}
