import { z } from 'zod';
import { pagedSchema } from './paging.js';
import { queryInt } from './query.js';
import { idSchema, urlSchema } from './wire.js';

export { MEDIA_TYPE } from './mediaType.js';

/** A media type: 0 video, 1 screenshot. */
export const mediaTypeSchema = /* @__PURE__ */ (() => z.literal([0, 1]))();
/** 0 video, 1 screenshot. */
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** One rendition of a media item: its `definition` (e.g. `'hd'`, `'sd'`, `'thumbnail'`) and url. */
export const mediaSourceSchema = /* @__PURE__ */ (() => z.object({
  definition: z.string().max(40).nullable().optional(),
  url: urlSchema,
}))();
/** A media rendition. */
export type MediaSource = z.infer<typeof mediaSourceSchema>;

/**
 * A screenshot or video of a product (spec §3 Media).
 * @example
 * mediaSchema.parse({ type: 1, id: 7, item: { sources: [{ definition: 'hd', url: '/media/7.svg' }] } });
 */
export const mediaSchema = /* @__PURE__ */ (() => z.object({
  type: mediaTypeSchema,
  id: idSchema,
  item: z.object({
    title: z.string().nullable().optional(),
    sources: z.array(mediaSourceSchema),
  }),
}))();
/** A media item. */
export type Media = z.infer<typeof mediaSchema>;

/** One page of media (`GET /api/product/getmedia`, 100 per page for image and video lists). */
export const mediaPageSchema = /* @__PURE__ */ (() => pagedSchema(mediaSchema))();
/** A page of media. */
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** Query of `GET /api/product/getmedia` and `preview_media` (spec §3 Media request). */
export const mediaQuerySchema = /* @__PURE__ */ (() => z.object({
  productid: queryInt.pipe(idSchema),
  pageSize: queryInt.pipe(z.number().int().min(1).max(100)).optional(),
  pageIndex: queryInt.pipe(z.number().int().min(1)).optional(),
  type: queryInt.pipe(mediaTypeSchema).optional(),
  region: queryInt.pipe(z.number().int().positive()).optional(),
}))();
/** Media query after coercion. */
export type MediaQuery = z.output<typeof mediaQuerySchema>;
