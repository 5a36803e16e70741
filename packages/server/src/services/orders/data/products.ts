/**
 * What the orders area reads of the catalogue: the games a bundle delivers, SKUs with their
 * product's title, and the fields a product link is built from.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The SKUs some bundles contain, in their position order. */
export function bundleContentSkus(db: Kysely<Database>, bundleProductIds: readonly number[]): Promise<Array<{ bundle_product_id: number; sku_id: number }>> {
  return db.selectFrom('bundle_contents').select(['bundle_product_id', 'sku_id']).where('bundle_product_id', 'in', bundleProductIds).orderBy('position').execute();
}

/** Some SKUs with their product and its title. */
export function skusWithTitles(db: Kysely<Database>, skuIds: readonly number[]): Promise<Array<{ id: number; product_id: number; title: string }>> {
  return db.selectFrom('skus as s').innerJoin('products as p', 'p.id', 's.product_id').select(['s.id', 's.product_id', 'p.title']).where('s.id', 'in', skuIds).execute();
}

/** What a link to each of some products is built from. */
export function productLinkFields(db: Kysely<Database>, productIds: readonly number[]): Promise<Array<{ id: number; uri_safe_title: string; product_type: string }>> {
  return db.selectFrom('products').select(['id', 'uri_safe_title', 'product_type']).where('id', 'in', productIds).execute();
}
