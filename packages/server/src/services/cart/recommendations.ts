import type { ProductSummary } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';

/** How many products the cart recommends. */
export const CART_RECOMMENDATION_COUNT = 4;

/**
 * Products to recommend beside a cart (spec §2 Cart "recommendations"): best sellers sharing a
 * genre with the cart's lines (best sellers overall for an empty cart), games only, neither in
 * the cart nor in the shopper's library nor traded in.
 * @param db - the database
 * @param accountId - the shopper
 * @param productIds - the cart's products
 * @param ctx - site, country and clock (the cards' prices)
 */
export async function cartRecommendations(db: Db, accountId: number, productIds: readonly number[], ctx: ShopperContext): Promise<ProductSummary[]> {
  const genreIds = productIds.length === 0
    ? []
    : (await db.selectFrom('product_genres').select('genre_id').distinct().where('product_id', 'in', [...productIds]).execute()).map((g) => g.genre_id);
  let query = db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where('p.product_type', 'in', ['Game', 'ConsoleGame'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(
        selectFrom('inventory_items as i')
          .select('i.id')
          .whereRef('i.product_id', '=', 'p.id')
          .where('i.account_id', '=', accountId)
          .where('i.purchase_type', '=', 'purchase'),
      )),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('trade_ins as t').select('t.id').whereRef('t.product_id', '=', 'p.id').where('t.account_id', '=', accountId))),
    );
  if (productIds.length > 0) query = query.where('p.id', 'not in', [...productIds]);
  if (genreIds.length > 0) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('product_genres as pg').select('pg.product_id').whereRef('pg.product_id', '=', 'p.id').where('pg.genre_id', 'in', genreIds)),
    );
  }
  const rows = await query.orderBy('p.units_sold', 'desc').orderBy('p.id').limit(CART_RECOMMENDATION_COUNT).execute();
  // the cart is always the shopper's own, so its cards carry their states (a member's Subscribe offers)
  return loadProductCards(db, rows.map((r) => r.id), ctx, { accountId });
}
