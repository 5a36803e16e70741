/**
 * A product's screenshots and videos (`media`), videos (type 0) first, each kind in its order.
 * @module
 */
import type { Db } from '../../../db/database.js';

function mediaOf(db: Db, productId: number, type: 0 | 1 | undefined) {
  const all = db.selectFrom('media').where('product_id', '=', productId);
  return type === undefined ? all : all.where('type', '=', type);
}

/** How many media a product has, of one type or both. */
export async function countMedia(db: Db, productId: number, type: 0 | 1 | undefined): Promise<number> {
  const row = await mediaOf(db, productId, type).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a product's media, of one type or both. */
export function mediaRows(db: Db, productId: number, type: 0 | 1 | undefined, page: { limit: number; offset: number }) {
  return mediaOf(db, productId, type).selectAll().orderBy('type').orderBy('position').limit(page.limit).offset(page.offset).execute();
}

/** A product's first medium (its first video, else its first screenshot), if any. */
export function topMediaRow(db: Db, productId: number) {
  return db.selectFrom('media').selectAll().where('product_id', '=', productId).orderBy('type').orderBy('position').limit(1).executeTakeFirst();
}
