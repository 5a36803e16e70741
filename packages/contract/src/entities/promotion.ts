import { z } from 'zod';
import { pagedSchema } from './paging.js';
import { productSummarySchema } from './product.js';
import { idSchema, urlSchema, wireDateSchema } from './wire.js';

/** Named design images of a promotion or hero: big (desktop), small (mobile), background. */
export const designImagesSchema = /* @__PURE__ */ (() => z.object({
  big: urlSchema.nullable().optional(),
  small: urlSchema.nullable().optional(),
  background: urlSchema.nullable().optional(),
}))();
/** Design images. */
export type DesignImages = z.infer<typeof designImagesSchema>;

/**
 * A promotion (spec §3): a named group of products with an end date. An `endDate` whose year is
 * over 2098 means the promotion does not end (read with `isNoEndDate`).
 */
export const promotionSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  name: z.string(),
  endDate: wireDateSchema.nullable().optional(),
  designImages: designImagesSchema.nullable().optional(),
  background_color: z.string().nullable().optional(),
  products: z.array(productSummarySchema).optional(),
}))();
/** A promotion. */
export type Promotion = z.infer<typeof promotionSchema>;

/** One page of promotions (`GET /api/merchandising/getpromotions`). */
export const promotionPageSchema = /* @__PURE__ */ (() => pagedSchema(promotionSchema))();
/** A page of promotions. */
export type PromotionPage = z.infer<typeof promotionPageSchema>;

/** Answer of `GET /api/merchandising/getpromotion_background/{id}`. */
export const promotionBackgroundSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  backgroundImage: urlSchema.nullable(),
  background_color: z.string().nullable().optional(),
}))();
/** A promotion's background. */
export type PromotionBackground = z.infer<typeof promotionBackgroundSchema>;
