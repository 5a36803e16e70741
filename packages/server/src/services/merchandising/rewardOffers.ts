import type { RewardOffers } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';
import { rewardOfferProductIds } from './data/rewardOffers.js';

/**
 * The products offered to VIP members, in merchandising order (the store asks for up to 1000).
 * Every tier's offers are listed; `min_tier` decides who may redeem, which the loyalty area checks.
 * @param viewer - the signed-in shopper, whose own states the products carry, or null for a visitor
 */
export async function loadRewardOffers(
  db: Db, query: { pagenumber?: number; pagesize?: number }, ctx: ShopperContext, viewer: CatalogueViewer = null,
): Promise<RewardOffers> {
  const pageSize = query.pagesize ?? 1000;
  const rows = await rewardOfferProductIds(db, pageSize, ((query.pagenumber ?? 1) - 1) * pageSize);
  return { items: await loadProductCards(db, rows.map((r) => r.id), ctx, viewer) };
}
