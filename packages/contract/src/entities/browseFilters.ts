import { z } from 'zod';

/**
 * Browse filter codes of spec §2 and §9: sort options, price bands, release-date presets,
 * user-rating bands, featured tabs and the D2D Plus page types. Each code is the value the
 * browse route carries in its query (`sort`, `price`, `releaseDate`, `pType`) together with the
 * findpage parameters it stands for, so the route, the SDK and the server agree. The codes and
 * their lookups are in `browseFilterCodes.ts` (free of zod), their schemas here.
 */
export * from './browseFilterCodes.js';

/** A findpage `sort.field` value. */
export const sortFieldSchema = /* @__PURE__ */ (() =>
  z.enum(['releaseDate', 'bestselling', 'title', 'newlyAvailable', 'price']))();

/** A sort direction. */
export const sortDirectionSchema = /* @__PURE__ */ (() => z.enum(['asc', 'desc']))();

/** A route `price` code. */
export const priceBandValueSchema = /* @__PURE__ */ (() => z.literal([1, 2, 3, 4, 5, 6, 7]))();

/** A route `releaseDate` code. */
export const releaseDatePresetValueSchema = /* @__PURE__ */ (() => z.literal([1, 2, 3, 4, 5, 6]))();

/** A featured tab value. */
export const featuredTabValueSchema = /* @__PURE__ */ (() => z.enum([
  'featured', 'popular', 'new', 'onsale', 'prepurchase', 'under10', 'under30',
]))();

/** A D2D Plus page type. */
export const d2dPlusSchema = /* @__PURE__ */ (() => z.literal([1, 2]))();
