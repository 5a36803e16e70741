/**
 * The catalogue rows the cart reads: a product's SKU, purchase offer and price on a site, its
 * country restrictions, base-game requirements, bundle contents, platforms and genres.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The product and kind of a SKU, if it exists. */
export function skuProduct(db: Kysely<Database>, skuId: number): Promise<{ product_id: number; kind: string } | undefined> {
  return db.selectFrom('skus').select(['product_id', 'kind']).where('id', '=', skuId).executeTakeFirst();
}

/** What adding a product to a cart needs to know about it. */
export interface CartProductRow {
  id: number;
  title: string;
  product_type: string;
  is_published: number;
  bundle_pick_count: number | null;
}

/** The product with `id`, if it exists (published or not). */
export function cartProductRow(db: Kysely<Database>, productId: number): Promise<CartProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'product_type', 'is_published', 'bundle_pick_count'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** The product's purchase offer, the primary one first, if it has one. */
export function purchaseOfferOf(db: Kysely<Database>, productId: number): Promise<{ id: number; sku_id: number } | undefined> {
  return db
    .selectFrom('offers')
    .select(['id', 'sku_id'])
    .where('product_id', '=', productId)
    .where('offer_action_type', '=', 'Purchase')
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** The offer's list price on the site, if it is priced there. */
export function offerListPrice(db: Kysely<Database>, offerId: number, siteId: number): Promise<{ list_price: number } | undefined> {
  return db.selectFrom('offer_prices').select('list_price').where('offer_id', '=', offerId).where('site_id', '=', siteId).executeTakeFirst();
}

/** The product's `country_restrictions` (a JSON list); throws when the product does not exist. */
export function productCountryRestrictions(db: Kysely<Database>, productId: number): Promise<{ country_restrictions: string }> {
  return db.selectFrom('products').select('country_restrictions').where('id', '=', productId).executeTakeFirstOrThrow();
}

/** A base game a product lists, with its title. */
export interface RequirementRow {
  required_product_id: number;
  is_required: number;
  title: string;
}

/** The base games the product lists, by id. */
export function productRequirementRows(db: Kysely<Database>, productId: number): Promise<RequirementRow[]> {
  return db
    .selectFrom('product_requirements as r')
    .innerJoin('products as b', 'b.id', 'r.required_product_id')
    .select(['r.required_product_id', 'r.is_required', 'b.title'])
    .where('r.product_id', '=', productId)
    .orderBy('r.required_product_id')
    .execute();
}

/** The SKUs a bundle offers. */
export function bundleSkuIds(db: Kysely<Database>, bundleProductId: number): Promise<{ sku_id: number }[]> {
  return db.selectFrom('bundle_contents').select('sku_id').where('bundle_product_id', '=', bundleProductId).execute();
}

/** The platforms of the products, by platform id. */
export function productPlatformRows(db: Kysely<Database>, productIds: number[]): Promise<{ product_id: number; platform_id: number }[]> {
  return db.selectFrom('product_platforms').select(['product_id', 'platform_id']).where('product_id', 'in', productIds).orderBy('platform_id').execute();
}

/** The genre names of the products, by genre id. */
export function productGenreNames(db: Kysely<Database>, productIds: number[]): Promise<{ product_id: number; name: string }[]> {
  return db
    .selectFrom('product_genres as pg')
    .innerJoin('genres as g', 'g.id', 'pg.genre_id')
    .select(['pg.product_id', 'g.name'])
    .where('pg.product_id', 'in', productIds)
    .orderBy('g.id')
    .execute();
}

/** The distinct genres of the products. */
export function productGenreIds(db: Kysely<Database>, productIds: number[]): Promise<{ genre_id: number }[]> {
  return db.selectFrom('product_genres').select('genre_id').distinct().where('product_id', 'in', productIds).execute();
}
