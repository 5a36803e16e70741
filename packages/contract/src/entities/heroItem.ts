import { z } from 'zod';
import { productSummarySchema } from './product.js';
import { designImagesSchema } from './promotion.js';
import { urlSchema } from './wire.js';

/** Hero item types (spec §3): 0 product image, 1 collection or promotion, 2 product video, 3 external video. */
export const HERO_TYPE = { PRODUCT_IMAGE: 0, COLLECTION_OR_PROMOTION: 1, PRODUCT_VIDEO: 2, EXTERNAL_VIDEO: 3 } as const;
/** A hero item type. */
export const heroTypeSchema = /* @__PURE__ */ (() => z.literal([0, 1, 2, 3]))();

/** A layer of a hero's design (name, file, CSS-like properties) animated from `animation.start`. */
export const designDisplaySchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  file: urlSchema.nullable().optional(),
  properties: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  animation: z.object({ start: z.number().nonnegative() }).nullable().optional(),
}))();
/** A design display layer. */
export type DesignDisplay = z.infer<typeof designDisplaySchema>;

/**
 * A slide of the home hero rotator (spec §3 Hero item). A `timer` shows a countdown flip clock
 * for `timeToLive` seconds from when the display was fetched; when it stops the route reloads. Mature videos pass the
 * age gate first.
 * @example
 * heroItemSchema.parse({ type: 0, title: 'Sale', linkUrl: '/promotion/88', designImages: { big: '/hero/88.svg' } });
 */
export const heroItemSchema = /* @__PURE__ */ (() => z.object({
  type: heroTypeSchema,
  title: z.string(),
  linkUrl: urlSchema.nullable().optional(),
  designImages: designImagesSchema.nullable().optional(),
  product: productSummarySchema.nullable().optional(),
  autoplay: z.boolean().optional(),
  video_code: z.string().nullable().optional(),
  designDisplays: z.array(designDisplaySchema).optional(),
  timer: z.object({ timeToLive: z.number().int().nonnegative() }).nullable().optional(),
}))();
/** A hero item. */
export type HeroItem = z.infer<typeof heroItemSchema>;
