/**
 * The offers of products with their prices on one site.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** An offer's columns with its price's on a site (`o` offers, `op` offer prices). */
export const OFFER_PRICE_COLUMNS = [
  'o.id', 'o.product_id', 'o.sku_id', 'o.offer_action_type', 'o.is_primary', 'o.is_preorder', 'o.has_activation_keys',
  'o.instant_play_oid', 'o.instant_play_start_at', 'o.instant_play_end_at', 'op.list_price', 'op.suggested_price',
  'op.sale_price', 'op.sale_ends_at', 'op.trade_in_price', 'op.rental_price',
] as const;

/** The offers of products joined with their prices on a site (offers without a price there are left out). */
export function offerPriceRows(db: Db, productIds: readonly number[], siteId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('offer_prices as op', (join) => join.onRef('op.offer_id', '=', 'o.id').on('op.site_id', '=', siteId))
    .select([...OFFER_PRICE_COLUMNS])
    .where('o.product_id', 'in', [...productIds])
    .execute();
}

/** Which of `productIds` carry a Subscribe offer (a premium member may take them). */
export async function subscribeOfferProductIds(db: Db, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('offers')
    .select('product_id')
    .distinct()
    .where('product_id', 'in', [...productIds])
    .where('offer_action_type', '=', 'Subscribe')
    .execute();
  return rows.map((r) => r.product_id);
}
