import { REGION_COOKIE_VALUE } from '../constants.js';

/**
 * Code tables of spec §1 and §3: platforms, content ratings, DRM types, product types, sites and
 * regions, as `as const` data with their label lookups. No zod here: a client that loads the
 * schemas later (the reference store) reads these on its first page without them. The schemas
 * of the same codes are in `codes.ts`, which re-exports this file.
 */

/** Platform codes of spec §3 with their display names and route slugs. */
export const PLATFORMS = [
  { code: 1100, name: 'PC', slug: 'pc' },
  { code: 1200, name: 'Mac', slug: 'mac' },
  // 1300 is also the console network (the /psn/search page)
  { code: 1300, name: 'PS3', slug: 'ps3' },
  { code: 1310, name: 'PS4', slug: 'ps4' },
  { code: 1320, name: 'PS-Vita', slug: 'ps-vita' },
  { code: 1400, name: 'Nintendo Switch', slug: 'nintendo-switch' },
  { code: 1500, name: 'Xbox One', slug: 'xbox-one' },
] as const;

/** A platform code (1100 PC … 1500 Xbox One). */
export type PlatformCode = (typeof PLATFORMS)[number]['code'];

/** Every platform code of spec §3. */
export const PLATFORM_CODES = /* @__PURE__ */ (() => PLATFORMS.map((p) => p.code) as readonly PlatformCode[])();

/** Named platform codes for readable call sites. */
export const PLATFORM = {
  PC: 1100,
  MAC: 1200,
  PS3: 1300,
  PS4: 1310,
  PS_VITA: 1320,
  NINTENDO_SWITCH: 1400,
  XBOX_ONE: 1500,
} as const satisfies Record<string, PlatformCode>;

/** The platforms the browse list allows (spec §3): every platform but Mac. */
export const BROWSE_PLATFORM_CODES = [1100, 1300, 1310, 1320, 1400, 1500] as const satisfies readonly PlatformCode[];

/**
 * The display name of a platform code.
 * @param code - a platform code
 * @returns the name (e.g. `'PS-Vita'`), or `undefined` for an unknown code
 * @example
 * platformName(1400); // 'Nintendo Switch'
 */
export function platformName(code: number): string | undefined {
  return PLATFORMS.find((p) => p.code === code)?.name;
}

/** ESRB content-rating codes (US site) with abbreviations and labels. */
export const ESRB_RATINGS = [
  { code: 50, abbreviation: 'NR', label: 'Not Rated' },
  { code: 100, abbreviation: 'EC', label: 'Early Childhood' },
  { code: 200, abbreviation: 'KA', label: 'Kids to Adults' },
  { code: 300, abbreviation: 'E', label: 'Everyone' },
  { code: 400, abbreviation: 'E10+', label: 'Everyone 10+' },
  { code: 500, abbreviation: 'T', label: 'Teen' },
  { code: 550, abbreviation: 'NR', label: 'Not Rated' },
  { code: 600, abbreviation: 'M', label: 'Mature' },
  { code: 700, abbreviation: 'AO', label: 'Adults Only' },
] as const;

/** An ESRB code. */
export type EsrbCode = (typeof ESRB_RATINGS)[number]['code'];

/** PEGI content-rating codes (UK and EU sites): `age` is `null` for "not rated". */
export const PEGI_RATINGS = [
  { code: 2000, age: 3, label: 'PEGI 3' },
  { code: 2100, age: 7, label: 'PEGI 7' },
  { code: 2200, age: 12, label: 'PEGI 12' },
  { code: 2400, age: 16, label: 'PEGI 16' },
  { code: 2500, age: 18, label: 'PEGI 18' },
  { code: 2700, age: null, label: 'Not Rated' },
  { code: 2800, age: null, label: 'Not Rated' },
] as const;

/** A PEGI code. */
export type PegiCode = (typeof PEGI_RATINGS)[number]['code'];

/** An ESRB or PEGI code. */
export type ContentRatingCode = EsrbCode | PegiCode;

/** The age-rating system of a site (spec §1: ESRB in the US, PEGI in the UK and EU). */
export type RatingSystem = 'ESRB' | 'PEGI';

/**
 * The label of an ESRB or PEGI code.
 * @param code - a content-rating code
 * @returns the label (e.g. `'Teen'`, `'PEGI 16'`), or `undefined` for an unknown code
 * @example
 * contentRatingLabel(2400); // 'PEGI 16'
 */
export function contentRatingLabel(code: number): string | undefined {
  return (ESRB_RATINGS.find((r) => r.code === code) ?? PEGI_RATINGS.find((r) => r.code === code))?.label;
}

/**
 * DRM types of spec §3 as the wire names them, each with a stable numeric filter code (the
 * `drm_types[]` findpage parameter; ADS is 12 as the spec says) and a display label. SecuRom is
 * shown as the store's own DRM.
 */
export const DRM_TYPES = [
  { name: 'NONE', filterCode: 1, label: 'DRM Free' },
  { name: 'Steam', filterCode: 2, label: 'Steam' },
  { name: 'Origin', filterCode: 3, label: 'Origin' },
  { name: 'SecuRom', filterCode: 4, label: 'D2D' },
  { name: 'MMO', filterCode: 5, label: 'MMO' },
  { name: 'Uplay', filterCode: 6, label: 'Uplay' },
  { name: 'Rockstar', filterCode: 7, label: 'Rockstar' },
  { name: 'Sony', filterCode: 8, label: 'Sony' },
  { name: 'ESO', filterCode: 9, label: 'ESO' },
  { name: 'Nintendo', filterCode: 10, label: 'Nintendo' },
  { name: 'Xbox', filterCode: 11, label: 'Xbox' },
  { name: 'ADS', filterCode: 12, label: 'ADS' },
  { name: 'Oculus', filterCode: 13, label: 'Oculus' },
  { name: 'Bethesda', filterCode: 14, label: 'Bethesda' },
  { name: 'Epic Games', filterCode: 15, label: 'Epic Games' },
] as const;

/** A DRM type name as the wire writes it (`'NONE'`, `'Steam'`, …, `'Epic Games'`). */
export type DrmType = (typeof DRM_TYPES)[number]['name'];
/** A DRM filter code (1 … 15; ADS is 12). */
export type DrmFilterCode = (typeof DRM_TYPES)[number]['filterCode'];

/** The filter code of ADS titles (the trade-in and rental DRM, spec §3). */
export const ADS_DRM_FILTER_CODE = 12;

/**
 * Reads a loose wire DRM value: empty or missing means `NONE`; case and spaces are ignored.
 * @param value - the product's `drmType` (or a cart line's `drm_type`)
 * @returns the DRM type, or `undefined` when the value names none of spec §3
 * @example
 * normalizeDrmType(''); // 'NONE'
 * normalizeDrmType('epicgames'); // 'Epic Games'
 */
export function normalizeDrmType(value: string | null | undefined): DrmType | undefined {
  const key = (value ?? '').replace(/\s+/g, '').toLowerCase();
  if (key === '') return 'NONE';
  return DRM_TYPES.find((d) => d.name.replace(/\s+/g, '').toLowerCase() === key)?.name;
}

/**
 * The display label of a wire DRM value (SecuRom shows as the store's own DRM).
 * @param value - the wire DRM value
 * @returns the label, or the value itself when it is not a known DRM type
 * @example
 * drmLabel('SecuRom'); // 'D2D'
 */
export function drmLabel(value: string | null | undefined): string {
  const type = normalizeDrmType(value);
  return DRM_TYPES.find((d) => d.name === type)?.label ?? (value ?? '');
}

/**
 * The filter code of a wire DRM value.
 * @param value - the wire DRM value
 * @returns the filter code, or `undefined` when unknown
 * @example
 * drmFilterCode('ADS'); // 12
 */
export function drmFilterCode(value: string | null | undefined): DrmFilterCode | undefined {
  const type = normalizeDrmType(value);
  return DRM_TYPES.find((d) => d.name === type)?.filterCode;
}

/**
 * Product types of spec §3. `Game` is the default (product routes' type defaults to game);
 * `DLC` marks add-ons that name a required base game. The wire may carry others (spec: "other").
 */
export const PRODUCT_TYPES = ['Game', 'Bundle', 'CustomBundle', 'ConsoleGame', 'DLC'] as const;

/** A product type the store knows. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Storefront sites of spec §1 with currency, rating system and date format. */
export const SITES = [
  { id: 1, code: 'US', currency: 'USD', symbol: '$', ratingSystem: 'ESRB', dateFormat: 'MM/dd/yyyy', locale: 'en-US' },
  { id: 2, code: 'UK', currency: 'GBP', symbol: '£', ratingSystem: 'PEGI', dateFormat: 'dd/MM/yyyy', locale: 'en-GB' },
  // the spec gives no EU date format; EU follows the UK's day-first order
  {
    id: 3, code: 'EU', currency: 'EUR', symbol: '€', ratingSystem: 'PEGI', dateFormat: 'dd/MM/yyyy', locale: 'en-IE',
  },
] as const;

/** A site id: 1 US, 2 UK, 3 EU. */
export type SiteId = (typeof SITES)[number]['id'];

/** One row of {@link SITES}. */
export type Site = (typeof SITES)[number];

/**
 * The site of an id.
 * @param id - a site id
 * @returns the site row, or `undefined` for an unknown id
 * @example
 * siteById(2)?.symbol; // '£'
 */
export function siteById(id: number): Site | undefined {
  return SITES.find((s) => s.id === id);
}

/**
 * Region codes and the site each maps to (spec §1): 1, 2, 284, 286 → sites 1, 2, 3, 3; the
 * region switch writes 301 (default, US site) or 302 (UK) into the 1-hour region cookie.
 */
export const REGIONS = [
  { code: 1, siteId: 1 },
  { code: 2, siteId: 2 },
  { code: 284, siteId: 3 },
  { code: 286, siteId: 3 },
  { code: 301, siteId: 1 },
  { code: 302, siteId: 2 },
] as const;

/** A region code of spec §1. */
export type RegionCode = (typeof REGIONS)[number]['code'];

/**
 * The site a region code maps to.
 * @param region - a region code
 * @returns the site id, or `undefined` for an unknown region
 * @example
 * siteIdForRegion(284); // 3
 */
export function siteIdForRegion(region: number): SiteId | undefined {
  return REGIONS.find((r) => r.code === region)?.siteId;
}

/**
 * The region written by the region switch (`/region/{code}`): UK gives 302, anything else 301.
 * @param code - the route's region code, e.g. `'UK'` or `'US'`
 * @returns 302 or 301
 * @example
 * regionForSwitchCode('uk'); // 302
 */
export function regionForSwitchCode(code: string): 301 | 302 {
  return code.trim().toUpperCase() === 'UK' ? REGION_COOKIE_VALUE.uk : REGION_COOKIE_VALUE.default;
}

/**
 * The site of a region view value (`region.view` of `/d2d/regions/get_region/`): 1 is US, 2 is
 * UK, anything else EU (spec §1).
 * @param view - the region view value
 * @returns the site id
 * @example
 * siteIdForRegionView(7); // 3
 */
export function siteIdForRegionView(view: number | string | null | undefined): SiteId {
  const n = Number(view);
  return n === 1 ? 1 : n === 2 ? 2 : 3;
}
