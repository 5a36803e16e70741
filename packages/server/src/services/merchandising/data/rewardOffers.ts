/**
 * The `reward_offers` rows: the products offered to VIP members.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** One page of the published reward products, in merchandising order. */
export function rewardOfferProductIds(db: Kysely<Database>, limit: number, offset: number): Promise<{ id: number }[]> {
  return db
    .selectFrom('reward_offers as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .orderBy('r.position')
    .limit(limit)
    .offset(offset)
    .execute();
}
