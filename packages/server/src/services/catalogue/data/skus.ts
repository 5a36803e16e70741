/**
 * The SKUs of products: a product's SKUs, and the SKUs a download names with their product.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** A product's SKUs and their kinds. */
export function skusOfProduct(db: Db, productId: number) {
  return db.selectFrom('skus').select(['id', 'kind']).where('product_id', '=', productId).execute();
}

/** SKUs with their file and their product's release date and key-only flag. */
export function downloadSkuRows(db: Db, skuIds: readonly number[]) {
  return db
    .selectFrom('skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.product_id', 's.kind', 's.file_name', 'p.release_date', 'p.has_activation_keys_only'])
    .where('s.id', 'in', [...skuIds])
    .execute();
}

/** A SKU with its file and its product's title and patch version, if it exists. */
export function skuFileRow(db: Db, skuId: number) {
  return db
    .selectFrom('skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.name', 's.file_name', 'p.title', 'p.patch_version'])
    .where('s.id', '=', skuId)
    .executeTakeFirst();
}
