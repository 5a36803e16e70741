import { z } from 'zod';
import { idSchema, urlSchema } from './wire.js';

/**
 * Body of `POST /api/product/downloadlocations` (spec §3): the skus to download (a game's files
 * or a bonus item), the file type, and `forhttp` for a plain HTTP link.
 * @example
 * downloadLocationRequestSchema.parse({ skuIds: [9001], forhttp: true });
 */
export const downloadLocationRequestSchema = /* @__PURE__ */ (() => z
  .object({
    skuIds: z.array(idSchema).min(1).max(50),
    filetype: z.string().trim().min(1).max(40).optional(),
    forhttp: z.boolean().optional(),
  })
  .strict())();
/** A download location request. */
export type DownloadLocationRequest = z.infer<typeof downloadLocationRequestSchema>;

/**
 * Where a sku downloads from. `locationStatus` is `'LocationAvailable'` (go to `url`),
 * `'PreorderPendingRelease'`, or another status meaning an error (read with `downloadOutcome`).
 */
export const downloadLocationSchema = /* @__PURE__ */ (() => z.object({
  skuId: idSchema.optional(),
  locationStatus: z.string().min(1),
  url: urlSchema.nullable().optional(),
}))();
/** A download location. */
export type DownloadLocation = z.infer<typeof downloadLocationSchema>;

/** Answer of `POST /api/product/downloadlocations`. */
export const downloadLocationResponseSchema = /* @__PURE__ */ (() => z.object({
  locations: z.array(downloadLocationSchema),
}))();
/** A download location answer. */
export type DownloadLocationResponse = z.infer<typeof downloadLocationResponseSchema>;
