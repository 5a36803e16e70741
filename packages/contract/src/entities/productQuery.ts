import { z } from 'zod';
import { d2dPlusSchema, releaseDatePresetValueSchema, sortDirectionSchema, sortFieldSchema } from './browseFilters.js';
import { drmFilterCodeSchema, platformCodeSchema } from './codes.js';
import { SEARCH_KEYWORD_MAX_LENGTH } from '../constants.js';
import { pagingSchema } from './paging.js';
import { productSchema } from './product.js';
import { promotionSchema } from './promotion.js';
import { queryBoolean, queryInt, queryList, queryNumber } from './query.js';

/**
 * A findpage answer (spec §3 Product query result): a page of products and the promotions that
 * apply to the query. Paging fields other than `totalItems` and `isLastPage` may be absent.
 */
export const productQueryResultSchema = /* @__PURE__ */ (() => z.object({
  products: pagingSchema.partial().extend({
    items: z.array(productSchema),
    totalItems: z.number().int().nonnegative(),
    isLastPage: z.boolean(),
  }),
  promotions: z.array(promotionSchema).optional(),
}))();
/** A findpage answer. */
export type ProductQueryResult = z.infer<typeof productQueryResultSchema>;

/** The `YYYY-MM-DD` day format of the release-date range parameters. */
const isoDaySchema = /* @__PURE__ */ (() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'))();

/** A rating on the 0–10 user-rating scale. */
const ratingSchema = /* @__PURE__ */ (() => queryNumber.pipe(z.number().min(0).max(10)))();

// Query strings spell list parameters `platform[]=…`; fold them onto `platform` so both
// `platform[]` and `platform` parse alike.
function stripArrayBrackets(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const prev = out[name];
    out[name] = prev === undefined ? v : ([] as unknown[]).concat(prev, v);
  }
  return out;
}

/**
 * Query of `GET /api/productquery/findpage` with every parameter of spec §7, coerced from query
 * strings: numbers and booleans may arrive as strings, and each list parameter (`platform[]`,
 * `genre[]`, `publisher[]`, `esrb[]`, `drm_types[]`) as one value, repeated keys, or a
 * comma-separated value, with or without the `[]` suffix. Dotted names are kept flat, exactly as
 * on the wire.
 * @example
 * findpageQuerySchema.parse({ 'platform[]': ['1100', '1310'], 'search.keywords': 'doom', pagesize: '25' });
 * // { platform: [1100, 1310], 'search.keywords': 'doom', pagesize: 25 }
 */
export const findpageQuerySchema = /* @__PURE__ */ (() => z.preprocess(
  stripArrayBrackets,
  z.object({
    pagesize: queryInt.pipe(z.number().int().min(1).max(1000)).optional(),
    pageindex: queryInt.pipe(z.number().int().min(1)).optional(),
    platform: queryList(queryInt.pipe(platformCodeSchema)).optional(),
    genre: queryList(z.string().trim().min(1).max(100)).optional(),
    publisher: queryList(z.string().trim().min(1).max(100)).optional(),
    collection: queryInt.pipe(z.number().int().positive()).optional(),
    /** ESRB or PEGI codes, by the site's rating system. */
    esrb: queryList(queryInt.pipe(z.number().int().positive())).optional(),
    'search.keywords': z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
    'search.titleonly': queryBoolean.optional(),
    bestselling: queryBoolean.optional(),
    bundles: queryBoolean.optional(),
    promotionsSize: queryInt.pipe(z.number().int().min(0).max(1000)).optional(),
    drm_types: queryList(queryInt.pipe(drmFilterCodeSchema)).optional(),
    /** 1 trade-in titles, 2 rental titles. */
    d2d_plus: queryInt.pipe(d2dPlusSchema).optional(),
    'sort.field': sortFieldSchema.optional(),
    'sort.direction': z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), sortDirectionSchema)
      .optional(),
    'price.underprice': queryNumber.pipe(z.number().min(0)).optional(),
    'price.overprice': queryNumber.pipe(z.number().min(0)).optional(),
    onsale: queryBoolean.optional(),
    /** A release-date preset code (see RELEASE_DATE_PRESETS). */
    release_date: queryInt.pipe(releaseDatePresetValueSchema).optional(),
    'releasedate.startdate': isoDaySchema.optional(),
    'releasedate.enddate': isoDaySchema.optional(),
    'userrating.lowerrating': ratingSchema.optional(),
    'userrating.upperrating': ratingSchema.optional(),
  }),
))();
/** A findpage query after coercion (what the server reads and the client builds). */
export type FindpageQuery = z.output<typeof findpageQuerySchema>;

/**
 * Query of the typeahead (spec §7: platform, keywords, titleonly, pageSize 15, pageIndex). The
 * answer has the findpage result shape; under 3 characters it is an empty list.
 * @example
 * typeaheadQuerySchema.parse({ keywords: 'stel', pageSize: '15' });
 */
export const typeaheadQuerySchema = /* @__PURE__ */ (() => z.preprocess(
  stripArrayBrackets,
  z.object({
    platform: queryList(queryInt.pipe(platformCodeSchema)).optional(),
    keywords: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH),
    titleonly: queryBoolean.optional(),
    pageSize: queryInt.pipe(z.number().int().min(1).max(50)).optional(),
    pageIndex: queryInt.pipe(z.number().int().min(1)).optional(),
  }),
))();
/** A typeahead query after coercion. */
export type TypeaheadQuery = z.output<typeof typeaheadQuerySchema>;
