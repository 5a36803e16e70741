import { PRICE_FILTER_VALUE, RELEASE_DATE_VALUE, SORT_VALUE } from '../constants.js';

/**
 * Browse filter codes of spec §2 and §9: sort options, price bands, release-date presets,
 * user-rating bands, featured tabs and the D2D Plus page types. Each code is the value the
 * browse route carries in its query (`sort`, `price`, `releaseDate`, `pType`) together with the
 * findpage parameters it stands for, so the route, the SDK and the server agree. No zod here:
 * their schemas are in `browseFilters.ts`, which re-exports this file.
 */

/** The findpage `sort.field` values. */
export const SORT_FIELDS = ['releaseDate', 'bestselling', 'title', 'newlyAvailable', 'price'] as const;

/** A findpage sort field. */
export type SortField = (typeof SORT_FIELDS)[number];

/** `'asc'` or `'desc'` (`sortDirectionSchema` in browseFilters.ts checks the same two). */
export type SortDirection = 'asc' | 'desc';

// What every sort option must hold; checked against SORT_OPTIONS below.
interface SortOptionShape {
  value: number;
  key: string;
  label: string;
  field: SortField;
  direction: SortDirection;
}

/**
 * The six sort options of the browse list (spec §2). `value` is the route's `sort` code; 3 is
 * "new releases and coming soon" as §9 says. Value 4 is not a sort order but the bundles list
 * (`SORT_VALUE.bundles`, which sets findpage `bundles`).
 */
export const SORT_OPTIONS = /* @__PURE__ */ (() =>
  [
    {
      value: SORT_VALUE.newReleasesAndComingSoon,
      key: 'releaseDate',
      label: 'Release Date',
      field: 'releaseDate',
      direction: 'desc',
    },
    { value: 1, key: 'bestselling', label: 'Bestselling', field: 'bestselling', direction: 'desc' },
    { value: 2, key: 'title', label: 'Title', field: 'title', direction: 'asc' },
    { value: 5, key: 'newlyAvailable', label: 'Newly Available', field: 'newlyAvailable', direction: 'desc' },
    { value: 6, key: 'priceAsc', label: 'Price: Low to High', field: 'price', direction: 'asc' },
    { value: 7, key: 'priceDesc', label: 'Price: High to Low', field: 'price', direction: 'desc' },
  ] as const satisfies readonly SortOptionShape[])();

/** One sort option. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The sort option of a route `sort` code.
 * @param value - the route's sort code
 * @returns the option, or `undefined` for an unknown code (4 is the bundles list, not an order)
 * @example
 * sortOptionByValue(6)?.label; // 'Price: Low to High'
 */
export function sortOptionByValue(value: number): SortOption | undefined {
  return SORT_OPTIONS.find((o) => o.value === value);
}

/**
 * Price bands of spec §2: on sale, 10/20/30/40/50 and under, over 50, in the site's currency.
 * `value` is the route's `price` code (§9: price 1 is on sale).
 */
export const PRICE_BANDS = /* @__PURE__ */ (() =>
  [
    { value: PRICE_FILTER_VALUE.onSale, key: 'onSale', onsale: true },
    { value: 2, key: 'under10', underprice: 10 },
    { value: 3, key: 'under20', underprice: 20 },
    { value: 4, key: 'under30', underprice: 30 },
    { value: 5, key: 'under40', underprice: 40 },
    { value: 6, key: 'under50', underprice: 50 },
    { value: 7, key: 'over50', overprice: 50 },
  ] as const)();

/** One price band. */
export type PriceBand = (typeof PRICE_BANDS)[number];

/**
 * The label of a price band in the site's currency.
 * @param value - the route's price code
 * @param currencySymbol - `$`, `£` or `€`
 * @returns e.g. `'$10 and under'`, `'Over £50'`, `'On Sale'`; `undefined` for an unknown code
 * @example
 * priceBandLabel(3, '€'); // '€20 and under'
 */
export function priceBandLabel(value: number, currencySymbol: string): string | undefined {
  const band = PRICE_BANDS.find((b) => b.value === value);
  if (!band) return undefined;
  if ('onsale' in band) return 'On Sale';
  if ('underprice' in band) return `${currencySymbol}${band.underprice} and under`;
  return `Over ${currencySymbol}${band.overprice}`;
}

/**
 * Release-date presets of spec §2. `value` is the route's `releaseDate` code (§9: 1 coming soon,
 * i.e. pre-purchase; 2 what's new, the last 60 days).
 */
export const RELEASE_DATE_PRESETS = /* @__PURE__ */ (() =>
  [
    { value: RELEASE_DATE_VALUE.comingSoon, key: 'prePurchase', label: 'Pre-Purchase' },
    { value: RELEASE_DATE_VALUE.whatsNew, key: 'last60Days', label: 'Last 60 Days' },
    { value: 3, key: 'lastYear', label: 'Last Year' },
    { value: 4, key: '2000to2010', label: '2000 - 2010' },
    { value: 5, key: '1990to2000', label: '1990 - 2000' },
    { value: 6, key: 'before1990', label: 'Older than 1990' },
  ] as const)();

/** One release-date preset. */
export type ReleaseDatePreset = (typeof RELEASE_DATE_PRESETS)[number];

/** An inclusive date range as findpage's `releasedate.startdate` / `releasedate.enddate`. */
export interface ReleaseDateRange {
  /** First day, `YYYY-MM-DD`, absent for "no lower bound". */
  startdate?: string;
  /** Last day, `YYYY-MM-DD`, absent for "no upper bound". */
  enddate?: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The date range a release-date preset stands for, relative to `now` (UTC days).
 * Pre-purchase means "releases after today".
 * @param value - the route's releaseDate code
 * @param now - the current time (pass it in so the result is testable)
 * @returns the range, or `undefined` for an unknown code
 * @example
 * releaseDateRange(4, new Date()); // { startdate: '2000-01-01', enddate: '2010-12-31' }
 */
export function releaseDateRange(value: number, now: Date): ReleaseDateRange | undefined {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (value) {
    case 1:
      return { startdate: isoDay(today + DAY_MS) };
    case 2:
      return { startdate: isoDay(today - 60 * DAY_MS), enddate: isoDay(today) };
    case 3:
      return { startdate: isoDay(today - 365 * DAY_MS), enddate: isoDay(today) };
    case 4:
      return { startdate: '2000-01-01', enddate: '2010-12-31' };
    case 5:
      return { startdate: '1990-01-01', enddate: '1999-12-31' };
    case 6:
      return { enddate: '1989-12-31' };
    default:
      return undefined;
  }
}

/**
 * User-rating bands of spec §2: 9 and higher down to 5 and higher, or not rated. Ratings are on
 * a 0–10 scale; "not rated" is the 0–0 range.
 */
export const USER_RATING_BANDS = [
  { value: 9, label: '9 and higher', lowerrating: 9, upperrating: 10 },
  { value: 8, label: '8 and higher', lowerrating: 8, upperrating: 10 },
  { value: 7, label: '7 and higher', lowerrating: 7, upperrating: 10 },
  { value: 6, label: '6 and higher', lowerrating: 6, upperrating: 10 },
  { value: 5, label: '5 and higher', lowerrating: 5, upperrating: 10 },
  { value: 0, label: 'Not Rated', lowerrating: 0, upperrating: 0 },
] as const;

/** One user-rating band. */
export type UserRatingBand = (typeof USER_RATING_BANDS)[number];

/**
 * Featured tabs of the home page carousel (spec §2), each with the findpage parameters it shows.
 * Each tab follows its own rule, so no two open on the same titles: Featured the best-selling of
 * the titles rated 9 and higher, Popular by sales, New by release (last 60 days, newest first),
 * Pre-Purchase the titles not yet released, soonest first. (The catalogue's default order, newest
 * release first, would open Featured on the pre-purchase titles.)
 */
export const FEATURED_TABS = /* @__PURE__ */ (() =>
  [
    { name: 'Featured', value: 'featured', query: { 'userrating.lowerrating': 9, bestselling: true } },
    { name: 'Popular', value: 'popular', query: { bestselling: true } },
    { name: 'New', value: 'new', query: { release_date: RELEASE_DATE_VALUE.whatsNew } },
    { name: 'On Sale', value: 'onsale', query: { onsale: true } },
    { name: 'Pre-Purchase', value: 'prepurchase', query: { release_date: RELEASE_DATE_VALUE.comingSoon, 'sort.field': 'releaseDate', 'sort.direction': 'asc' } },
    { name: 'Under 10', value: 'under10', query: { 'price.underprice': 10 } },
    { name: 'Under 30', value: 'under30', query: { 'price.underprice': 30 } },
  ] as const)();

/** One featured tab of {@link FEATURED_TABS}. */
export type FeaturedTabCode = (typeof FEATURED_TABS)[number];

/** D2D Plus page types (findpage `d2d_plus`, route `pType`): 1 trade-in, 2 rental. */
export const D2D_PLUS = { TRADE_IN: 1, RENTAL: 2 } as const;
