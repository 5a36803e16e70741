/**
 * The month's hand-picked premium titles (spec §9: 5 a month), `GET /d2d/premium/active_games`.
 * @module
 */
import type { PremiumActiveGames } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';
import { latestPickedMonth, pickedProductIds } from './data/activeGames.js';

/** The `YYYY-MM` (UTC) month of an instant. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/**
 * The titles of the month of `ctx.now`, as product cards in their hand-picked order. A month
 * nobody picked for yet shows the latest earlier month's picks, so the page is never empty
 * between a month's start and its editorial update; unpublished products are left out.
 * @param viewer - the signed-in shopper, whose own states the cards carry, or null for a visitor
 */
export async function premiumActiveGames(db: Db, ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<PremiumActiveGames> {
  const latest = await latestPickedMonth(db, monthOf(ctx.now.getTime()));
  if (latest === undefined) return { items: [] };
  const productIds = await pickedProductIds(db, latest);
  return { items: await loadProductCards(db, productIds, ctx, viewer) };
}
