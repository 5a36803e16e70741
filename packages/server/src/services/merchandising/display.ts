import type { HeroItem, MerchandisingDisplay } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { jsonColumn, loadProductCards } from '../catalogue/productCards.js';
import { findProductIds } from '../catalogue/productQuery.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';
import { adTileRows, featuredTabRows, heroItemRows } from './data/homeDisplay.js';

/** Products in the fixed bottom carousel (three pages of five, spec §9). */
export const BOTTOM_CAROUSEL_SIZE = 15;

/** The displays this server knows; the home page is the default. */
export const DISPLAY_NAMES = ['home'] as const;

/**
 * The home page display (spec §2): hero rotator items with their products and countdowns,
 * the featured tabs, the fixed bottom carousel (newest released games) and the ad tiles.
 * @param db - the database
 * @param ctx - site, country and clock (hero products carry the site's prices)
 * @param viewer - the signed-in shopper, whose own states the products carry, or null for a visitor
 */
export async function loadDisplay(db: Db, ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<MerchandisingDisplay> {
  const today = ctx.now.toISOString().slice(0, 10);
  const [heroes, tabs, tiles, newest] = await Promise.all([
    heroItemRows(db),
    featuredTabRows(db),
    adTileRows(db),
    findProductIds(db, { 'releasedate.enddate': today, pagesize: BOTTOM_CAROUSEL_SIZE, 'sort.field': 'releaseDate' }, ctx),
  ]);
  const productIds = heroes.flatMap((h) => (h.product_id === null ? [] : [h.product_id]));
  const [heroProducts, carousel] = await Promise.all([loadProductCards(db, productIds, ctx, viewer), loadProductCards(db, newest.ids, ctx, viewer)]);
  const byId = new Map(heroProducts.map((p) => [p.id, p]));
  const heroItems: HeroItem[] = heroes.map((h) => ({
    type: h.type === 1 || h.type === 2 || h.type === 3 ? h.type : 0,
    title: h.title,
    linkUrl: h.link_url,
    designImages: { big: h.big_image, small: h.small_image },
    product: h.product_id === null ? null : (byId.get(h.product_id) ?? null),
    autoplay: h.autoplay === 1,
    video_code: h.video_code,
    designDisplays: jsonColumn(h.displays, []),
    // the countdown is relative to this answer, so it is computed now rather than stored
    timer: h.timer_ends_at === null ? null : { timeToLive: Math.max(0, Math.floor((Date.parse(h.timer_ends_at) - ctx.now.getTime()) / 1000)) },
  }));
  return {
    heroItems,
    featuredTabs: tabs,
    bottomCarousel: carousel,
    adTiles: tiles.map((t) => ({ title: t.title, image: t.image, linkUrl: t.link_url })),
  };
}
