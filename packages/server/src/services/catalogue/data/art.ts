/**
 * What the generated art draws from: a product's title, colour and platform, whether a
 * screenshot or video exists, and the names of promotions, hero items and collections.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** A product's title, background colour and platform name, if it exists. */
export function productArtRow(db: Db, productId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('platforms as pl', 'pl.id', 'p.platform_id')
    .select(['p.id', 'p.title', 'p.background_color', 'pl.name as platform'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

/** The product's medium of a type at a position, if it exists. */
export function mediaAt(db: Db, productId: number, type: 0 | 1, position: number) {
  return db.selectFrom('media').select('id').where('product_id', '=', productId).where('type', '=', type).where('position', '=', position).executeTakeFirst();
}

/** A promotion's name, colour and end date, if it exists. */
export function promotionArtRow(db: Db, id: number) {
  return db.selectFrom('promotions').select(['name', 'background_color', 'end_date']).where('id', '=', id).executeTakeFirst();
}

/** A hero item's title, if it exists. */
export function heroArtRow(db: Db, id: number) {
  return db.selectFrom('hero_items').select(['title']).where('id', '=', id).executeTakeFirst();
}

/** A collection's name and description, if it exists. */
export function collectionArtRow(db: Db, id: number) {
  return db.selectFrom('collections').select(['name', 'description']).where('id', '=', id).executeTakeFirst();
}
