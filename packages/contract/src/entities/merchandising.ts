import { z } from 'zod';
import { featuredTabSchema } from './featuredTab.js';
import { heroItemSchema } from './heroItem.js';
import { productSummarySchema } from './product.js';
import { findpageQuerySchema, productQueryResultSchema } from './productQuery.js';
import { queryInt } from './query.js';
import { urlSchema } from './wire.js';

/** An ad tile of the home page. */
export const adTileSchema = /* @__PURE__ */ (() => z.object({
  title: z.string(),
  image: urlSchema,
  linkUrl: urlSchema,
}))();
/** An ad tile. */
export type AdTile = z.infer<typeof adTileSchema>;

/**
 * Answer of `GET /api/merchandising/getdisplay`: what the home page shows (spec §2): the hero
 * rotator, the featured tabs, the fixed bottom carousel and the ad tiles.
 * @example
 * const display = merchandisingDisplaySchema.parse(await res.json());
 */
export const merchandisingDisplaySchema = /* @__PURE__ */ (() => z.object({
  heroItems: z.array(heroItemSchema),
  featuredTabs: z.array(featuredTabSchema),
  bottomCarousel: z.array(productSummarySchema).optional(),
  adTiles: z.array(adTileSchema).optional(),
}))();
/** The home page display. */
export type MerchandisingDisplay = z.infer<typeof merchandisingDisplaySchema>;

/** Query of `GET /api/merchandising/getdisplay`: which display (the home page when absent). */
export const merchandisingDisplayQuerySchema = /* @__PURE__ */ (() => z.object({
  name: z.string().trim().min(1).max(64).optional(),
}))();
/** A display query. */
export type MerchandisingDisplayQuery = z.output<typeof merchandisingDisplayQuerySchema>;

/** One shelf to fill: a name, a findpage query, and its page (the store asks page 1, 15 items). */
export const shelfRequestSchema = /* @__PURE__ */ (() => z
  .object({
    name: z.string().trim().min(1).max(64),
    query: findpageQuerySchema,
    pageindex: z.number().int().min(1).optional(),
    pagesize: z.number().int().min(1).max(100).optional(),
  })
  .strict())();
/** A shelf request. */
export type ShelfRequest = z.output<typeof shelfRequestSchema>;

/** Body of `POST /api/merchandising/shelves`. */
export const shelvesBodySchema = /* @__PURE__ */ (() => z
  .object({ shelves: z.array(shelfRequestSchema).min(1).max(20) })
  .strict())();
/** A shelves body. */
export type ShelvesBody = z.output<typeof shelvesBodySchema>;

/** Answer of `POST /api/merchandising/shelves`: each shelf by name with its products. */
export const shelvesResponseSchema = /* @__PURE__ */ (() => z.object({
  shelves: z.array(z.object({ name: z.string(), result: productQueryResultSchema })),
}))();
/** A shelves answer. */
export type ShelvesResponse = z.infer<typeof shelvesResponseSchema>;

/** Query of `GET /api/merchandising/getpromotions` (the store asks page 1 of 1000). */
export const promotionsQuerySchema = /* @__PURE__ */ (() => z.object({
  pagenumber: queryInt.pipe(z.number().int().min(1)).optional(),
  pagesize: queryInt.pipe(z.number().int().min(1).max(1000)).optional(),
}))();
/** A promotions query after coercion. */
export type PromotionsQuery = z.output<typeof promotionsQuerySchema>;

/** Answer of `GET /api/merchandising/reward_offers`: the products on offer to VIP members. */
export const rewardOffersSchema = /* @__PURE__ */ (() => z.object({ items: z.array(productSummarySchema) }))();
/** Reward offers. */
export type RewardOffers = z.infer<typeof rewardOffersSchema>;
