/**
 * The `promotions` rows and their products (`promotion_products`).
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PromotionTable } from '../../../db/tables/catalogue.js';

/** A promotion runs from its start date until its end date. */
function running(db: Kysely<Database>, now: Date) {
  const iso = now.toISOString();
  return db.selectFrom('promotions').where('start_date', '<=', iso).where('end_date', '>', iso);
}

/** The promotions running at `now` in merchandising order: `limit` of them, after `offset` when given. */
export function runningPromotionRows(db: Kysely<Database>, now: Date, limit: number, offset?: number): Promise<Selectable<PromotionTable>[]> {
  const query = running(db, now).selectAll().orderBy('position').orderBy('id').limit(limit);
  return (offset === undefined ? query : query.offset(offset)).execute();
}

/** How many promotions run at `now`. */
export function runningPromotionCount(db: Kysely<Database>, now: Date): Promise<{ n: number }> {
  return running(db, now).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
}

/** The promotion with `id` if it runs at `now`. */
export function runningPromotionRow(db: Kysely<Database>, id: number, now: Date): Promise<Selectable<PromotionTable> | undefined> {
  return running(db, now).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The published products of a promotion, in merchandising order. */
export function promotionProductIds(db: Kysely<Database>, promotionId: number): Promise<{ id: number }[]> {
  return db
    .selectFrom('promotion_products as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select('p.id')
    .where('pp.promotion_id', '=', promotionId)
    .where('p.is_published', '=', 1)
    .orderBy('pp.position')
    .execute();
}

/**
 * The published products of several promotions, each promotion's in merchandising order (the
 * collection page reads them all in one query instead of one per promotion).
 */
export function promotionsProductIds(db: Kysely<Database>, promotionIds: readonly number[]): Promise<{ promotion_id: number; id: number }[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_products as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(['pp.promotion_id', 'p.id'])
    .where('pp.promotion_id', 'in', [...promotionIds])
    .where('p.is_published', '=', 1)
    .orderBy('pp.promotion_id')
    .orderBy('pp.position')
    .execute();
}

/** The background of the promotion with `id` (running or not), if it exists. */
export function promotionBackgroundRow(db: Kysely<Database>, id: number): Promise<{ id: number; background_image: string; background_color: string } | undefined> {
  return db.selectFrom('promotions').select(['id', 'background_image', 'background_color']).where('id', '=', id).executeTakeFirst();
}
