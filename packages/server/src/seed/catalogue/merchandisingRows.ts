import type { Insertable } from 'kysely';
import { FEATURED_TABS, productPath } from '@d2d/contract';
import type { Database } from '../../db/schema.js';
import {
  collectionImageUrl, heroImageUrl, MATURE_TRAILER_CODE, MATURE_TRAILER_PRODUCT_ID, productImageUrl, promotionImageUrl, SHOWCASE_REEL_CODE, tileImageUrl,
} from './artUrls.js';
import { DAY_MS, type ProductPools, type ProductSummary } from './productSpec.js';
import type { Random } from './random.js';
import { SHOWCASE_IDS } from './showcase.js';
import { uriSafeTitle } from './titles.js';
import { PALETTE, PUBLISHERS } from './words.js';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Promotions, collections, arcade stores, hero items, featured tabs and reward offers. */
export interface MerchandisingRows {
  collections: Rows<'collections'>;
  collection_products: Rows<'collection_products'>;
  promotions: Rows<'promotions'>;
  promotion_products: Rows<'promotion_products'>;
  hero_items: Rows<'hero_items'>;
  featured_tabs: Rows<'featured_tabs'>;
  reward_offers: Rows<'reward_offers'>;
  ad_tiles: Rows<'ad_tiles'>;
}

/** Ids of the merchandising records worth knowing. */
export const MERCHANDISING_IDS = {
  /** The promotion without end (end date in 2099); the sitemap links /promotion/88. */
  evergreenPromotion: 88,
  /** A promotion that ended five days before seeding: "This offer is not available." */
  endedPromotion: 121,
  /** A promotion that starts ten days after seeding. */
  upcomingPromotion: 122,
  /** A flash sale ending two days after seeding; its hero shows a countdown. */
  flashSalePromotion: 120,
  collections: [88, 89],
  arcadeStores: [1305, 1306],
} as const;

/** The promotion that never ends: year 2099 is over the spec's 2098 "no end" threshold. */
export const NO_END_DATE = '2099-12-31T23:59:59.000Z';

/** Builds the merchandising rows from the products seeded before. */
export function merchandisingRows(rng: Random, pools: ProductPools, now: Date): MerchandisingRows {
  const shown = pools.all.filter((p) => p.published && p.forSale && p.type !== 'DLC');
  const released = shown.filter((p) => p.released);
  const pickWhere = (predicate: (p: ProductSummary) => boolean, count: number): ProductSummary[] => {
    const matching = released.filter(predicate);
    const picked = rng.sample(matching.length >= count ? matching : released, count);
    return picked.sort((a, b) => a.id - b.id);
  };
  const at = (days: number): string => new Date(now.getTime() + days * DAY_MS).toISOString();
  const rows: MerchandisingRows = {
    collections: [], collection_products: [], promotions: [], promotion_products: [], hero_items: [], featured_tabs: [], reward_offers: [], ad_tiles: [],
  };

  const collections: Array<[number, string, string, string, ProductSummary[]]> = [
    [88, 'Indie Darlings', 'collection', 'Small studios, big ideas: our favourite independent games.', pickWhere((p) => p.genreId === 9, 24)],
    [89, 'Strategy Essentials', 'collection', 'Command, conquer and plan ahead with the best strategy games.', pickWhere((p) => p.genreId === 18, 24)],
    [1305, 'Retro Arcade', 'arcade_store', 'Classics from the golden age of PC gaming, all from before 2000.', pickWhere((p) => p.releaseDate < '2000-01-01', 30)],
    [1306, 'Legends Arcade', 'arcade_store', 'The legends arcade: the games everybody is still playing.', pickWhere(() => true, 30)],
  ];
  for (const [id, name, kind, description, products] of collections) {
    rows.collections.push({ id, name, kind, description, image: collectionImageUrl(id) });
    products.forEach((p, position) => rows.collection_products.push({ collection_id: id, product_id: p.id, position }));
  }

  const promotions: Array<{ id: number; name: string; start: string; end: string; publisherId: number | null; products: ProductSummary[] }> = [
    { id: 88, name: 'Evergreen Deals', start: at(-30), end: NO_END_DATE, publisherId: null, products: pickWhere(() => true, 24) },
  ];
  for (let i = 0; i < 6; i++) {
    const publisherId = i + 1;
    promotions.push({
      id: 101 + i,
      name: `Publisher Spotlight: ${PUBLISHERS[i] ?? 'Featured'}`,
      start: at(-3),
      end: at(4 + i * 3),
      publisherId,
      products: pickWhere((p) => p.publisherId === publisherId, 18),
    });
  }
  promotions.push(
    { id: 120, name: 'Weekend Flash Sale', start: at(-1), end: at(2), publisherId: null, products: pickWhere(() => true, 12) },
    { id: 121, name: 'Spring Sale', start: at(-20), end: at(-5), publisherId: null, products: pickWhere(() => true, 12) },
    { id: 122, name: 'Summer Preview', start: at(10), end: at(24), publisherId: null, products: pickWhere(() => true, 12) },
  );
  promotions.forEach((promo, position) => {
    rows.promotions.push({
      id: promo.id,
      name: promo.name,
      start_date: promo.start,
      end_date: promo.end,
      background_image: promotionImageUrl(promo.id, 'background'),
      banner_image: promotionImageUrl(promo.id, 'banner'),
      small_image: promotionImageUrl(promo.id, 'small'),
      background_color: PALETTE[promo.id % PALETTE.length] ?? '#1b2838',
      publisher_id: promo.publisherId,
      position,
    });
    promo.products.forEach((p, i) => rows.promotion_products.push({ promotion_id: promo.id, product_id: p.id, position: i }));
  });

  const title = (id: number): string => pools.all.find((p) => p.id === id)?.title ?? 'Featured';
  const productLink = (id: number): string => productPath({ id, uriSafeTitle: uriSafeTitle(title(id)) });
  const display = (file: string) => JSON.stringify([{ name: 'title', file, properties: { x: 40, y: 60 }, animation: { start: 0.2 } }]);
  const heroes: Array<Omit<Insertable<Database['hero_items']>, 'position' | 'big_image' | 'small_image' | 'displays'>> = [
    { id: 1, type: 0, title: title(SHOWCASE_IDS.onSale), link_url: productLink(SHOWCASE_IDS.onSale), product_id: SHOWCASE_IDS.onSale, autoplay: 0, video_code: null, timer_ends_at: null },
    { id: 2, type: 1, title: 'Weekend Flash Sale', link_url: '/promotion/120', product_id: null, autoplay: 0, video_code: null, timer_ends_at: at(2) },
    { id: 3, type: 1, title: 'Indie Darlings', link_url: '/collections/88', product_id: null, autoplay: 0, video_code: null, timer_ends_at: null },
    // the video heroes play the project's own clips; the product video is a mature title's, so it asks for a birthday first
    { id: 4, type: 2, title: `${title(MATURE_TRAILER_PRODUCT_ID)} launch trailer`, link_url: productLink(MATURE_TRAILER_PRODUCT_ID), product_id: MATURE_TRAILER_PRODUCT_ID, autoplay: 1, video_code: MATURE_TRAILER_CODE, timer_ends_at: null },
    { id: 5, type: 3, title: 'D2D Showcase: the year ahead', link_url: '/pc/comingsoon', product_id: null, autoplay: 0, video_code: SHOWCASE_REEL_CODE, timer_ends_at: null },
    { id: 6, type: 0, title: `Pre-order ${title(SHOWCASE_IDS.preorder)}`, link_url: productLink(SHOWCASE_IDS.preorder), product_id: SHOWCASE_IDS.preorder, autoplay: 0, video_code: null, timer_ends_at: null },
  ];
  heroes.forEach((hero, position) => {
    const id = hero.id as number;
    const big = hero.product_id ? productImageUrl(hero.product_id, 'detail') : heroImageUrl(id, 'big');
    rows.hero_items.push({ ...hero, position, big_image: big, small_image: heroImageUrl(id, 'small'), displays: display(heroImageUrl(id, 'big')) });
  });

  FEATURED_TABS.forEach((tab, position) => rows.featured_tabs.push({ id: position + 1, position, name: tab.name, value: tab.value }));

  pickWhere(() => true, 8).forEach((p, position) => rows.reward_offers.push({ id: position + 1, product_id: p.id, min_tier: (position % 4) + 1, position }));
  const tiles: Array<[string, string, string]> = [
    ['Trade in your games for store credit', 'tradein', '/pc/tradein'],
    ['Play in the cloud: Cloud Play', 'cloud-play', '/cloud-play'],
    ['Earn rewards with every purchase', 'rewards', '/rewards'],
    ['Deals of the week', 'onsale', '/pc/onsale?price=1'],
  ];
  tiles.forEach(([tileTitle, slug, link_url], position) => rows.ad_tiles.push({ id: position + 1, position, title: tileTitle, image: tileImageUrl(slug), link_url }));
  return rows;
}
