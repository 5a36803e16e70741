import { z } from 'zod';

/**
 * Code tables of spec §1 and §3: platforms, content ratings, DRM types, product types, sites and
 * regions. Each table is `as const` data with a zod schema and a label lookup, so the server,
 * the SDK and the UI read the same codes. The tables and lookups are in `codeTables.ts` (free of
 * zod), the schemas here. Browse filter codes live in `browseFilters.ts`.
 */
export * from './codeTables.js';

/** A platform code of spec §3. */
export const platformCodeSchema = /* @__PURE__ */ (() => z.literal([1100, 1200, 1300, 1310, 1320, 1400, 1500]))();

/** An ESRB code of spec §3. */
export const esrbCodeSchema = /* @__PURE__ */ (() => z.literal([50, 100, 200, 300, 400, 500, 550, 600, 700]))();

/** A PEGI code of spec §3. */
export const pegiCodeSchema = /* @__PURE__ */ (() => z.literal([2000, 2100, 2200, 2400, 2500, 2700, 2800]))();

/** Any content-rating code, ESRB or PEGI. */
export const contentRatingCodeSchema = /* @__PURE__ */ (() => z.union([esrbCodeSchema, pegiCodeSchema]))();

/** A DRM type name of spec §3 (exact spelling; use {@link normalizeDrmType} for loose input). */
export const drmTypeSchema = /* @__PURE__ */ (() => z.enum([
  'NONE', 'Steam', 'Origin', 'SecuRom', 'MMO', 'Uplay', 'Rockstar', 'Sony', 'ESO', 'Nintendo', 'Xbox',
  'ADS', 'Oculus', 'Bethesda', 'Epic Games',
]))();

/** A DRM filter code. */
export const drmFilterCodeSchema = /* @__PURE__ */ (() =>
  z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]))();

/** A known product type. */
export const productTypeSchema = /* @__PURE__ */ (() =>
  z.enum(['Game', 'Bundle', 'CustomBundle', 'ConsoleGame', 'DLC']))();

/** A site id. */
export const siteIdSchema = /* @__PURE__ */ (() => z.literal([1, 2, 3]))();

/** A region code. */
export const regionCodeSchema = /* @__PURE__ */ (() => z.literal([1, 2, 284, 286, 301, 302]))();
