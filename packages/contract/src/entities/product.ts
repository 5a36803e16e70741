import { z } from 'zod';
import { mediaSchema } from './media.js';
import { offerActionSchema } from './offerAction.js';
import { queryInt } from './query.js';
import { idSchema, urlSchema, wireDateSchema } from './wire.js';

/**
 * Products of spec §3. The wire is loose (the catalogue fills fields unevenly), so almost every
 * field is optional and nullable; what is present must have the right type.
 */

const text = () => z.string().nullable().optional();
const image = () => urlSchema.nullable().optional();

/** An image laid over the box art (spec §3 overlays). */
export const overlaySchema = /* @__PURE__ */ (() => z.object({
  overlayImage: urlSchema,
  overlayURL: urlSchema.nullable().optional(),
  overlayX: z.number().optional(),
  overlayY: z.number().optional(),
  width: z.number().optional(),
}))();
/** An overlay. */
export type Overlay = z.infer<typeof overlaySchema>;

/** A product's content rating: the ESRB or PEGI code, its label and content descriptors. */
export const productContentRatingSchema = /* @__PURE__ */ (() => z.object({
  code: z.number().int().nullable().optional(),
  name: text(),
  system: z.enum(['ESRB', 'PEGI']).nullable().optional(),
  image: image(),
  descriptors: z.array(z.string()).optional(),
}))();
/** A product's content rating. */
export type ProductContentRating = z.infer<typeof productContentRatingSchema>;

/** A bonus item that comes with a product; downloadable ones are fetched by `skuId`. */
export const bonusItemSchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  description: text(),
  isDownloadable: z.boolean().optional(),
  skuId: idSchema.nullable().optional(),
}))();
/** A bonus item. */
export type BonusItem = z.infer<typeof bonusItemSchema>;

/** One line of the technical specification table. */
export const techSpecSchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  value: z.string(),
}))();
/** A technical specification line. */
export type TechSpec = z.infer<typeof techSpecSchema>;

/**
 * A product another product requires (a DLC's base game). `isRequired: false` means the
 * shopper may add the DLC without it (cart add `allowNonRequiredBase`).
 */
export const productRequirementSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  title: z.string(),
  uriSafeTitle: text(),
  thumbnailImage: image(),
  isRequired: z.boolean(),
}))();
/** A required (or suggested) base product. */
export type ProductRequirement = z.infer<typeof productRequirementSchema>;

/** A download source of a product (spec §3 sources). */
export const productSourceSchema = /* @__PURE__ */ (() => z.object({ url: urlSchema }))();

/**
 * The fields a product card needs: what lists (findpage items, bundles, recommendations) carry.
 * {@link productSchema} adds the detail page fields.
 */
export const productSummarySchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  uriSafeTitle: z.string().optional(),
  title: z.string(),
  shortDescription: text(),
  tinyDescription: text(),
  /** `ConsoleGame`, `CustomBundle`, `Bundle`, `Game`, … (see PRODUCT_TYPES); other values pass. */
  productType: z.string().optional(),
  platform: text(),
  platformId: z.number().int().nullable().optional(),
  platformIds: z.array(z.number().int()).optional(),
  frontImage: image(),
  backImage: image(),
  detailImage: image(),
  thumbnailImage: image(),
  url: urlSchema.nullable().optional(),
  background_color: text(),
  overlays: z.array(overlaySchema).optional(),
  genres: z.array(z.string()).optional(),
  developer: text(),
  publisher: text(),
  releaseDate: wireDateSchema.nullable().optional(),
  /** A DRM name of spec §3; empty or `NONE` for none (read with `normalizeDrmType`). */
  drmType: text(),
  contentRating: productContentRatingSchema.nullable().optional(),
  allow_trade_in: z.boolean().optional(),
  streaming_game_id: z.number().int().nullable().optional(),
  /** The game is delivered as an activation key, never as files (a member's tile offers Get Key, not Download). */
  hasActivationKeysOnly: z.boolean().optional(),
  buttonState: text(),
  headband: text(),
  offerActions: z.array(offerActionSchema).optional(),
}))();
/** A product as lists carry it. */
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * A product with every field of spec §3, as `GET /api/product/get/{id}` answers.
 * @example
 * const product = productSchema.parse(await res.json());
 * product.offerActions?.[0]?.purchasePrice?.amount;
 */
export const productSchema = /* @__PURE__ */ (() => productSummarySchema.extend({
  description: text(),
  requirements: text(),
  productRequirements: z.array(productRequirementSchema).optional(),
  countryRestrictions: z.array(z.string()).nullable().optional(),
  bundledSkuProducts: z.array(productSummarySchema).optional(),
  bundlesOfferedIn: z.array(productSummarySchema).optional(),
  bonusItems: z.array(bonusItemSchema).optional(),
  techSpecs: z.array(techSpecSchema).optional(),
  copyright: text(),
  publisherSupportUri: urlSchema.nullable().optional(),
  patchVersion: text(),
  hasPurchaseActivationKeys: z.boolean().optional(),
  trackingModel: text(),
  skuIdsPurchased: z.array(idSchema).optional(),
  recommendedProducts: z.array(productSummarySchema).optional(),
  topMedia: mediaSchema.nullable().optional(),
  previewUrl: urlSchema.nullable().optional(),
  sources: z.array(productSourceSchema).optional(),
}))();
/** A product with its detail fields. */
export type Product = z.infer<typeof productSchema>;

/** Query of `GET /api/product/preview/{id}`: the region to price the preview for. */
export const productPreviewQuerySchema = /* @__PURE__ */ (() => z.object({
  region: queryInt.pipe(z.number().int().positive()).optional(),
}))();
/** A preview query after coercion. */
export type ProductPreviewQuery = z.output<typeof productPreviewQuerySchema>;
