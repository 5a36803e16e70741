/**
 * A product's own rows for its page: whether it is published, its detail columns, the products
 * it requires and its bonus items.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** Whether a product exists and is published. */
export function productPublication(db: Db, productId: number) {
  return db.selectFrom('products').select(['id', 'is_published']).where('id', '=', productId).executeTakeFirst();
}

/** The product page's columns of a product and its details, if it exists. */
export function productPageRow(db: Db, productId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_details as d', 'd.product_id', 'p.id')
    .select([
      'p.id', 'p.is_published', 'd.description', 'd.requirements', 'p.country_restrictions', 'd.tech_specs', 'd.copyright',
      'd.publisher_support_uri', 'p.patch_version', 'p.has_activation_keys_only', 'p.tracking_model', 'p.uri_safe_title', 'p.product_type',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

/** The products a product requires or recommends owning, by id. */
export function requiredProductRows(db: Db, productId: number) {
  return db
    .selectFrom('product_requirements as r')
    .innerJoin('products as b', 'b.id', 'r.required_product_id')
    .select(['b.id', 'b.title', 'b.uri_safe_title', 'r.is_required'])
    .where('r.product_id', '=', productId)
    .orderBy('b.id')
    .execute();
}

/** A product's bonus items, in their order. */
export function bonusItemRows(db: Db, productId: number) {
  return db.selectFrom('bonus_items').select(['name', 'description', 'is_downloadable', 'sku_id']).where('product_id', '=', productId).orderBy('id').execute();
}
