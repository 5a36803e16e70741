import type { ProductSummary } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';
import { productGenreIds } from './data/products.js';
import { bestSellingGameIds } from './data/recommendations.js';

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
    : (await productGenreIds(db, [...productIds])).map((g) => g.genre_id);
  const rows = await bestSellingGameIds(db, accountId, [...productIds], genreIds, CART_RECOMMENDATION_COUNT);
  // the cart is always the shopper's own, so its cards carry their states (a member's Subscribe offers)
  return loadProductCards(db, rows.map((r) => r.id), ctx, { accountId });
}
