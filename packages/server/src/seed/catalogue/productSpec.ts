import { DRM_TYPES, ESRB_RATINGS, PEGI_RATINGS, PLATFORMS } from '@d2d/contract';
import type { Random } from './random.js';
import type { TitleGenerator } from './titles.js';
import { BUNDLE_NAMES, DLC_NAMES, GENRES } from './words.js';

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC instant. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Start of the UTC day of `now`. */
export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export type SeedProductType = 'Game' | 'ConsoleGame' | 'Bundle' | 'CustomBundle' | 'DLC';

/**
 * Everything the generator decides about one product before it is turned into rows. Showcase
 * products start from a random spec and patch it (`showcase.ts`).
 */
export interface ProductSpec {
  id: number;
  title: string;
  type: SeedProductType;
  platformId: number;
  platformIds: number[];
  genreIds: number[];
  developerId: number;
  publisherId: number;
  releaseDate: string;
  availableAt: string;
  drm: string;
  esrb: number;
  pegi: number;
  /** USD list price in cents; null means not for sale (no offer at all). */
  priceUsd: number | null;
  preorder: boolean;
  salePercent: number | null;
  /** ISO instant; in the past for a sale that has ended. */
  saleEndsAt: string | null;
  tradeIn: boolean;
  rental: boolean;
  instantPlay: 'active' | 'ended' | null;
  subscribe: boolean;
  /** Activation keys in the pool of the main SKU. */
  keys: number;
  restrictions: string[];
  published: boolean;
  /** Bundle: the SKUs it contains; CustomBundle: the SKUs the shopper picks from. */
  bundleSkuIds: number[];
  pickCount: number | null;
  requirements: { productId: number; required: boolean }[];
  bonusCount: number;
  screenshots: number;
  videos: number;
  reviews: number;
  /** Mean review score 1–10 the reviews scatter around. */
  quality: number;
  unitsSold: number;
  headband: string | null;
  overlay: 'new' | 'sale' | 'exclusive' | null;
}

/** What later products may refer to: bundles pick earlier SKUs, DLC earlier base games. */
export interface ProductSummary {
  id: number;
  type: SeedProductType;
  platformId: number;
  genreId: number;
  publisherId: number;
  title: string;
  released: boolean;
  forSale: boolean;
  published: boolean;
  releaseDate: string;
}

/**
 * Earlier products grouped the way later ones look them up, kept incrementally so a 100,000-product
 * catalogue never rescans the list.
 */
export class ProductPools {
  readonly all: ProductSummary[] = [];
  /** Games and console games that are for sale: DLC bases. */
  readonly games: ProductSummary[] = [];
  readonly releasedGames: ProductSummary[] = [];
  readonly releasedByPlatform = new Map<number, ProductSummary[]>();

  add(p: ProductSummary): void {
    this.all.push(p);
    if ((p.type === 'Game' || p.type === 'ConsoleGame') && p.forSale) {
      this.games.push(p);
      if (p.released) {
        this.releasedGames.push(p);
        const list = this.releasedByPlatform.get(p.platformId) ?? [];
        list.push(p);
        this.releasedByPlatform.set(p.platformId, list);
      }
    }
  }
}

/** A product's main SKU id: ten times its id, so SKU ids read back to their product. */
export function mainSkuId(productId: number): number {
  return productId * 10;
}

const PC_DRMS = DRM_TYPES.map((d) => d.name).filter((d) => d !== 'Sony' && d !== 'Nintendo' && d !== 'Xbox');
const CONSOLE_DRM: Record<number, string> = { 1300: 'Sony', 1310: 'Sony', 1320: 'Sony', 1400: 'Nintendo', 1500: 'Xbox' };
const ESRB_TO_PEGI: Record<number, number> = { 50: 2700, 100: 2000, 200: 2000, 300: 2000, 400: 2100, 500: 2200, 550: 2800, 600: 2400, 700: 2500 };
const PRICE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [499, 10], [799, 6], [999, 16], [1499, 14], [1999, 14], [2499, 8], [2999, 10], [3999, 9], [4999, 6], [5999, 5], [6999, 2],
];
const SALE_PERCENTS = [10, 15, 20, 25, 33, 40, 50, 60, 66, 75, 80, 90] as const;
const RESTRICTIONS = [['DE'], ['GB', 'IE'], ['AU', 'NZ'], ['US', 'CA'], ['DE', 'AT', 'CH']] as const;

/** Drawing rules for the generated (non-showcase) part of the catalogue. */
export class SpecFactory {
  /** How many generated products came before; the first few force coverage of every code. */
  private generated = 0;

  constructor(
    private readonly rng: Random,
    private readonly titles: TitleGenerator,
    private readonly now: Date,
    private readonly developerCount: number,
    private readonly publisherCount: number,
  ) {}

  /** A random product spec for `id`, given what was generated before it. */
  create(id: number, pools: ProductPools, options: { showcase?: boolean } = {}): ProductSpec {
    const r = this.rng;
    // showcase products are patched afterwards, so they do not use up the coverage slots
    const k = options.showcase ? Number.MAX_SAFE_INTEGER : this.generated++;
    const today = startOfUtcDay(this.now);

    let platformId: number;
    if (k < PLATFORMS.length) platformId = (PLATFORMS[k] as (typeof PLATFORMS)[number]).code;
    else if (k < PLATFORMS.length + PC_DRMS.length) platformId = 1100;
    else platformId = r.weighted([[1100, 72], [1200, 8], [1300, 3], [1310, 6], [1320, 2], [1400, 5], [1500, 4]]);
    const isConsole = platformId >= 1300;

    let drm: string;
    if (isConsole) drm = CONSOLE_DRM[platformId] ?? 'Sony';
    else if (k >= PLATFORMS.length && k < PLATFORMS.length + PC_DRMS.length) drm = PC_DRMS[k - PLATFORMS.length] ?? 'Steam';
    else drm = r.weighted([['Steam', 40], ['NONE', 10], ['Origin', 6], ['SecuRom', 8], ['MMO', 3], ['Uplay', 6], ['Rockstar', 3], ['ESO', 2], ['ADS', 10], ['Oculus', 2], ['Bethesda', 4], ['Epic Games', 6]]);

    const platformIds = [platformId];
    if (platformId === 1100 && r.chance(0.25)) platformIds.push(1200);
    if (platformId === 1200 && r.chance(0.6)) platformIds.push(1100);
    if (platformId === 1300 && r.chance(0.3)) platformIds.push(1320);

    const forcedTypes: SeedProductType[] = ['Bundle', 'CustomBundle', 'DLC', 'Game'];
    const typeSlot = k - (PLATFORMS.length + PC_DRMS.length);
    let type: SeedProductType;
    if (isConsole) type = 'ConsoleGame';
    else if (typeSlot >= 0 && typeSlot < forcedTypes.length && pools.releasedGames.length >= 10) type = forcedTypes[typeSlot] as SeedProductType;
    else if (pools.releasedGames.length < 10) type = 'Game';
    else type = r.weighted<SeedProductType>([['Game', 84], ['DLC', 8], ['Bundle', 5], ['CustomBundle', 3]]);

    const primaryGenre = r.int(1, GENRES.length);
    const genreIds = [primaryGenre];
    for (const extra of r.sample(Array.from({ length: GENRES.length }, (_, i) => i + 1), r.int(0, 2))) {
      if (!genreIds.includes(extra)) genreIds.push(extra);
    }
    const esrb = k < ESRB_RATINGS.length ? (ESRB_RATINGS[k] as (typeof ESRB_RATINGS)[number]).code
      : r.weighted([[300, 30], [400, 18], [500, 26], [600, 18], [700, 1], [100, 2], [200, 2], [50, 2], [550, 1]]);
    const pegi = k < PEGI_RATINGS.length ? (PEGI_RATINGS[k] as (typeof PEGI_RATINGS)[number]).code : (ESRB_TO_PEGI[esrb] ?? 2700);

    // release dates: a few upcoming, a slice of recent ones, and a long tail back to the 1980s
    const bucket = r.weighted<string>([['future', 4], ['last60', 8], ['lastYear', 12], ['recent', 40], ['2000s', 20], ['1990s', 10], ['1980s', 6]]);
    let releaseMs: number;
    switch (bucket) {
      case 'future': releaseMs = today + r.int(1, 180) * DAY_MS; break;
      case 'last60': releaseMs = today - r.int(0, 59) * DAY_MS; break;
      case 'lastYear': releaseMs = today - r.int(61, 364) * DAY_MS; break;
      case 'recent': releaseMs = Date.UTC(2011, 0, 1) + r.next() * (today - 366 * DAY_MS - Date.UTC(2011, 0, 1)); break;
      case '2000s': releaseMs = Date.UTC(2000, 0, 1) + r.next() * (Date.UTC(2010, 11, 31) - Date.UTC(2000, 0, 1)); break;
      case '1990s': releaseMs = Date.UTC(1990, 0, 1) + r.next() * (Date.UTC(1999, 11, 31) - Date.UTC(1990, 0, 1)); break;
      default: releaseMs = Date.UTC(1982, 0, 1) + r.next() * (Date.UTC(1989, 11, 31) - Date.UTC(1982, 0, 1));
    }
    releaseMs = Math.floor(releaseMs / DAY_MS) * DAY_MS;
    const released = releaseMs <= today;
    // the store lists old games long after their release; new ones the week they come out
    const listedMs = released
      ? Math.min(this.now.getTime(), Math.max(releaseMs, today - r.int(0, 5 * 365) * DAY_MS) + r.int(0, 20) * 3_600_000)
      : this.now.getTime() - r.int(1, 60) * DAY_MS;

    const era = releaseMs < Date.UTC(2005, 0, 1) ? 0.5 : 1;
    let priceUsd: number | null = r.weighted(PRICE_POINTS);
    if (era < 1) priceUsd = Math.max(499, Math.round((priceUsd * era) / 100) * 100 - 1);
    if (type === 'DLC') priceUsd = r.pick([299, 499, 999, 1499]);
    if (type === 'Bundle' || type === 'CustomBundle') priceUsd = r.pick([1999, 2999, 3999, 4999]);
    if (released && r.chance(0.015)) priceUsd = 0;
    let preorder = false;
    if (!released) {
      const roll = r.next();
      if (roll < 0.5) preorder = true;
      else if (roll >= 0.9) priceUsd = null;
    }

    let salePercent: number | null = null;
    let saleEndsAt: string | null = null;
    if (priceUsd !== null && priceUsd > 0) {
      const saleRoll = r.next();
      if (saleRoll < 0.22) {
        salePercent = r.pick(SALE_PERCENTS);
        saleEndsAt = new Date(this.now.getTime() + r.int(2, 24 * 14) * 3_600_000).toISOString();
      } else if (saleRoll < 0.25) {
        // an ended sale: the row is there but the offer is back at its list price
        salePercent = r.pick(SALE_PERCENTS);
        saleEndsAt = new Date(this.now.getTime() - r.int(1, 24 * 30) * 3_600_000).toISOString();
      }
    }

    const isAds = drm === 'ADS';
    const reviewCount = released && r.chance(0.65) ? r.weighted([[1, 30], [2, 20], [3, 15], [4, 10], [6, 8], [8, 5]]) : 0;
    const title = type === 'Game' || type === 'ConsoleGame' ? this.titles.next(GENRES[(genreIds[0] ?? 1) - 1] ?? 'Action') : '';

    const spec: ProductSpec = {
      id,
      title,
      type,
      platformId,
      platformIds,
      genreIds,
      developerId: r.int(1, this.developerCount),
      publisherId: r.int(1, this.publisherCount),
      releaseDate: isoDay(releaseMs),
      availableAt: new Date(listedMs).toISOString(),
      drm,
      esrb,
      pegi,
      priceUsd,
      preorder,
      salePercent,
      saleEndsAt,
      tradeIn: isAds && priceUsd !== null && priceUsd > 0,
      rental: isAds && priceUsd !== null && priceUsd > 0 && r.chance(0.7),
      instantPlay: released && !isConsole && r.chance(0.03) ? (r.chance(0.8) ? 'active' : 'ended') : null,
      subscribe: released && platformId === 1100 && priceUsd !== null && r.chance(0.04),
      keys: 0,
      restrictions: r.chance(0.02) ? [...r.pick(RESTRICTIONS)] : [],
      published: !r.chance(0.005),
      bundleSkuIds: [],
      pickCount: null,
      requirements: [],
      bonusCount: r.chance(0.1) ? r.int(1, 3) : 0,
      screenshots: r.int(2, 6),
      videos: r.weighted([[0, 35], [1, 45], [2, 20]]),
      reviews: reviewCount,
      quality: r.int(3, 10),
      unitsSold: Math.floor(20000 * r.next() ** 3) + (released ? 0 : r.int(0, 500)),
      headband: null,
      overlay: null,
    };
    this.addStructure(spec, pools);
    if (!released) spec.headband = preorder ? 'Pre-Order' : priceUsd === null ? 'Coming Soon' : 'Pre-Purchase';
    else if (releaseMs >= today - 30 * DAY_MS) spec.headband = 'New Release';
    if (spec.headband === 'New Release' && r.chance(0.3)) spec.overlay = 'new';
    else if (salePercent !== null && saleEndsAt !== null && saleEndsAt > this.now.toISOString() && r.chance(0.2)) spec.overlay = 'sale';
    return spec;
  }

  private addStructure(spec: ProductSpec, pools: ProductPools): void {
    const r = this.rng;
    const games = pools.games.length > 0 ? pools.games : pools.all;
    if (spec.type === 'DLC') {
      const base = r.pick(games);
      spec.platformId = base.platformId;
      spec.platformIds = [base.platformId];
      spec.publisherId = base.publisherId;
      spec.genreIds = [base.genreId];
      spec.requirements = [{ productId: base.id, required: r.chance(0.85) }];
      if (r.chance(0.15)) {
        const second = r.pick(games);
        if (second.id !== base.id) spec.requirements.push({ productId: second.id, required: true });
      }
      spec.title = this.uniqueDerived(`${base.title.split(':')[0]}: ${r.pick(DLC_NAMES)}`);
    } else if (spec.type === 'Bundle' || spec.type === 'CustomBundle') {
      const samePlatform = pools.releasedByPlatform.get(spec.platformId) ?? [];
      const source = samePlatform.length >= 10 ? samePlatform : pools.releasedGames;
      const take = spec.type === 'Bundle' ? r.int(2, 4) : r.int(6, 10);
      const chosen = this.pickDistinct(source, take);
      spec.bundleSkuIds = chosen.map((c) => mainSkuId(c.id));
      spec.pickCount = spec.type === 'CustomBundle' ? Math.min(3, chosen.length) : null;
      spec.genreIds = [...new Set(chosen.map((c) => c.genreId))].slice(0, 3);
      if (spec.genreIds.length === 0) spec.genreIds = [1];
      const first = chosen[0];
      spec.title = spec.type === 'CustomBundle'
        ? this.uniqueDerived(`Build Your Own ${GENRES[(spec.genreIds[0] ?? 1) - 1] ?? 'Game'} Bundle`)
        : this.uniqueDerived(`${first ? first.title.split(':')[0] : 'Classic'} ${r.pick(BUNDLE_NAMES)}`);
      spec.reviews = 0;
      spec.tradeIn = false;
      spec.rental = false;
    }
  }

  /** `count` distinct items of a possibly huge list, without copying it. */
  private pickDistinct(list: readonly ProductSummary[], count: number): ProductSummary[] {
    const chosen = new Map<number, ProductSummary>();
    for (let attempt = 0; chosen.size < Math.min(count, list.length) && attempt < count * 10; attempt++) {
      const item = this.rng.pick(list);
      chosen.set(item.id, item);
    }
    return [...chosen.values()];
  }

  private uniqueDerived(title: string): string {
    if (this.titles.take(title)) return title;
    for (let n = 2; ; n++) {
      if (this.titles.take(`${title} ${n}`)) return `${title} ${n}`;
    }
  }
}
