import { DAY_MS, isoDay, mainSkuId, startOfUtcDay, type ProductSpec } from './productSpec.js';

/**
 * The first products of every demo catalogue have fixed ids, titles and traits, so docs, tests
 * and later features (cart, checkout, keys) can name them. Everything else about them (genre,
 * developer, media counts) still comes from the seeded generator.
 */
export const SHOWCASE_IDS = {
  /** On sale with an end time, reviews, videos, bonus items and an active instant-play offer. */
  onSale: 1,
  /** A pre-order (isPreorderOffer) releasing in 45 days. */
  preorder: 2,
  /** A pre-purchase: releases in 20 days, charged now (not a pre-order offer). */
  prePurchase: 3,
  /** An ADS title with trade-in and rental prices. */
  ads: 4,
  /** DLC that requires product 1 (single-required). */
  dlc: 5,
  /** A Bundle of products 1, 4 and 5. */
  bundle: 6,
  /** A CustomBundle: pick 3 of the main SKUs of products 1, 4, 11, 12, 16, 17, 18, 19. */
  customBundle: 7,
  /** Free (price 0 on every site). */
  free: 8,
  /** Exactly one activation key in the pool (for concurrency tests). */
  oneKeyA: 9,
  /** Exactly one activation key in the pool (for concurrency tests). */
  oneKeyB: 10,
  /** Not sold to GB and DE: buyableFromCountry is N on the UK and EU sites. */
  restricted: 11,
  /** Has a Subscribe offer beside its Purchase offer. */
  subscribe: 12,
  /** A ConsoleGame on PS4. */
  console: 13,
  /** Unpublished: only the preview calls show it. */
  unpublished: 14,
  /** DLC requiring both product 1 and product 12 (multiple requirements). */
  dlcMultiple: 15,
} as const;

/** How many leading ids the showcase uses (16–19 are plain games the custom bundle offers). */
export const SHOWCASE_COUNT = 19;

const TITLES: Record<number, string> = {
  1: 'Stellar Odyssey',
  2: 'Frozen Throne of Avalon',
  3: 'Neon Drift 2',
  4: 'Rogue Circuit',
  5: 'Stellar Odyssey: Season Pass',
  6: 'Stellar Odyssey Anthology',
  7: 'Build Your Own Indie Bundle',
  8: 'Pixel Garden',
  9: 'Last Signal',
  10: 'Hollow Tides',
  11: 'Wasteland Raiders',
  12: 'Iron Legion Tactics',
  13: 'Midnight Racers',
  14: 'Echoes of Eldermoor',
  15: 'Stellar Odyssey: Frontier Expansion',
  16: 'Copper Gambit',
  17: 'Lanterns of Thornwood',
  18: 'Quiet Harbor',
  19: 'Velvet Requiem',
};

/** Every showcase title, reserved before the generator draws any. */
export const SHOWCASE_TITLES: readonly string[] = Object.values(TITLES);

/**
 * Turns a freshly drawn spec into showcase product `id`.
 * @returns the patched spec (the same object)
 */
export function applyShowcase(spec: ProductSpec, now: Date): ProductSpec {
  const today = startOfUtcDay(now);
  const daysFromToday = (days: number): string => isoDay(today + days * DAY_MS);
  const hoursFromNow = (hours: number): string => new Date(now.getTime() + hours * 3_600_000).toISOString();
  Object.assign(spec, {
    title: TITLES[spec.id] ?? spec.title,
    type: 'Game',
    platformId: 1100,
    platformIds: [1100],
    drm: 'Steam',
    releaseDate: daysFromToday(-200 - spec.id),
    availableAt: new Date(today - (190 + spec.id) * DAY_MS).toISOString(),
    priceUsd: 1999,
    preorder: false,
    salePercent: null,
    saleEndsAt: null,
    tradeIn: false,
    rental: false,
    instantPlay: null,
    subscribe: false,
    restrictions: [],
    published: true,
    bundleSkuIds: [],
    pickCount: null,
    requirements: [],
    headband: null,
    overlay: null,
  } satisfies Partial<ProductSpec>);
  switch (spec.id) {
    case 1:
      Object.assign(spec, {
        platformIds: [1100, 1200], priceUsd: 2999, salePercent: 40, saleEndsAt: hoursFromNow(72), reviews: 8, quality: 9,
        videos: 2, screenshots: 6, bonusCount: 2, instantPlay: 'active', unitsSold: 25_000, overlay: 'sale',
      } satisfies Partial<ProductSpec>);
      break;
    case 2:
      Object.assign(spec, { releaseDate: daysFromToday(45), availableAt: new Date(today - 10 * DAY_MS).toISOString(), preorder: true, priceUsd: 5999, reviews: 0, headband: 'Pre-Order' } satisfies Partial<ProductSpec>);
      break;
    case 3:
      Object.assign(spec, { releaseDate: daysFromToday(20), availableAt: new Date(today - 5 * DAY_MS).toISOString(), priceUsd: 3999, reviews: 0, headband: 'Pre-Purchase' } satisfies Partial<ProductSpec>);
      break;
    case 4:
      Object.assign(spec, { drm: 'ADS', priceUsd: 1999, tradeIn: true, rental: true } satisfies Partial<ProductSpec>);
      break;
    case 5:
      Object.assign(spec, { type: 'DLC', priceUsd: 999, requirements: [{ productId: 1, required: true }], reviews: 0 } satisfies Partial<ProductSpec>);
      break;
    case 6:
      Object.assign(spec, { type: 'Bundle', priceUsd: 3999, bundleSkuIds: [1, 4, 5].map(mainSkuId), reviews: 0 } satisfies Partial<ProductSpec>);
      break;
    case 7:
      Object.assign(spec, { type: 'CustomBundle', genreIds: [9], priceUsd: 2499, bundleSkuIds: [1, 4, 11, 12, 16, 17, 18, 19].map(mainSkuId), pickCount: 3, reviews: 0 } satisfies Partial<ProductSpec>);
      break;
    case 8:
      Object.assign(spec, { drm: 'NONE', priceUsd: 0 } satisfies Partial<ProductSpec>);
      break;
    case 11:
      Object.assign(spec, { restrictions: ['GB', 'DE'] } satisfies Partial<ProductSpec>);
      break;
    case 12:
      Object.assign(spec, { subscribe: true } satisfies Partial<ProductSpec>);
      break;
    case 13:
      Object.assign(spec, { type: 'ConsoleGame', platformId: 1310, platformIds: [1310], drm: 'Sony' } satisfies Partial<ProductSpec>);
      break;
    case 14:
      Object.assign(spec, { published: false } satisfies Partial<ProductSpec>);
      break;
    case 16:
      // the mature title whose trailer the video hero plays behind the age gate
      Object.assign(spec, { esrb: 600, pegi: 2500, videos: 1 } satisfies Partial<ProductSpec>);
      break;
    case 15:
      Object.assign(spec, { type: 'DLC', priceUsd: 1499, requirements: [{ productId: 1, required: true }, { productId: 12, required: true }], reviews: 0 } satisfies Partial<ProductSpec>);
      break;
    default:
      break;
  }
  if (spec.type === 'Bundle' || spec.type === 'CustomBundle' || spec.type === 'DLC') spec.bonusCount = 0;
  return spec;
}

/** Keys in the pool of a showcase product's main SKU, when it is not the default. */
export function showcaseKeyCount(productId: number): number | undefined {
  return productId === SHOWCASE_IDS.oneKeyA || productId === SHOWCASE_IDS.oneKeyB ? 1 : undefined;
}
