import { z } from 'zod';
import { validateEmail } from '../validation/email.js';
import { contentRatingCodeSchema, platformCodeSchema } from './codes.js';
import { ruledString } from './ruledString.js';
import { idSchema, urlSchema } from './wire.js';

/** A genre; `slug` is the route form (hyphens for spaces and slashes). */
export const genreSchema = /* @__PURE__ */ (() =>
  z.object({ id: idSchema, name: z.string().min(1), slug: z.string().min(1) }))();
/** A genre. */
export type Genre = z.infer<typeof genreSchema>;

/** A platform of the reference list. */
export const platformSchema = /* @__PURE__ */ (() => z.object({ code: platformCodeSchema, name: z.string().min(1) }))();
/** A platform. */
export type Platform = z.infer<typeof platformSchema>;

/** A publisher; `featured` publishers are listed on the sitemap. */
export const publisherSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  name: z.string().min(1),
  featured: z.boolean().optional(),
}))();
/** A publisher. */
export type Publisher = z.infer<typeof publisherSchema>;

/** A content rating of the reference list (ESRB or PEGI, by the request's site). */
export const contentRatingSchema = /* @__PURE__ */ (() => z.object({
  code: contentRatingCodeSchema,
  name: z.string().min(1),
  system: z.enum(['ESRB', 'PEGI']),
}))();
/** A content rating. */
export type ContentRating = z.infer<typeof contentRatingSchema>;

/**
 * Builds a reference list answer `{ items }` (genres are read from `items`, spec §7).
 * @param item - the item schema
 * @returns the list schema
 */
function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Answer of `GET /d2d/genres`. */
export const genreListSchema = /* @__PURE__ */ (() => itemsOf(genreSchema))();
/** Genres. */
export type GenreList = z.infer<typeof genreListSchema>;
/** Answer of `GET /d2d/platforms`. */
export const platformListSchema = /* @__PURE__ */ (() => itemsOf(platformSchema))();
/** Platforms. */
export type PlatformList = z.infer<typeof platformListSchema>;
/** Answer of `GET /d2d/publishers`. */
export const publisherListSchema = /* @__PURE__ */ (() => itemsOf(publisherSchema))();
/** Publishers. */
export type PublisherList = z.infer<typeof publisherListSchema>;
/** Answer of `GET /d2d/content_ratings`. */
export const contentRatingListSchema = /* @__PURE__ */ (() => itemsOf(contentRatingSchema))();
/** Content ratings. */
export type ContentRatingList = z.infer<typeof contentRatingListSchema>;

/** A named link of the sitemap. */
export const sitemapLinkSchema = /* @__PURE__ */ (() => z.object({ name: z.string().min(1), url: urlSchema }))();
/** A sitemap link. */
export type SitemapLink = z.infer<typeof sitemapLinkSchema>;

/**
 * Answer of `GET /d2d/sitemap` (spec §2): genres, platforms, stores, sub-stores, the featured
 * publishers (26) and company links.
 */
export const sitemapSchema = /* @__PURE__ */ (() => z.object({
  genres: z.array(sitemapLinkSchema),
  platforms: z.array(sitemapLinkSchema),
  stores: z.array(sitemapLinkSchema),
  subStores: z.array(sitemapLinkSchema),
  publishers: z.array(sitemapLinkSchema),
  company: z.array(sitemapLinkSchema),
}))();
/** The sitemap. */
export type Sitemap = z.infer<typeof sitemapSchema>;

/**
 * Answer of `GET /d2d/regions/get_region/`: `region.view` is 1 for US, 2 for UK, anything else EU
 * (read with `siteIdForRegionView`); `code` is the region code in effect.
 */
export const regionInfoSchema = /* @__PURE__ */ (() => z.object({
  region: z.object({
    view: z.number().int(),
    code: z.number().int().optional(),
  }),
}))();
/** The request's region. */
export type RegionInfo = z.infer<typeof regionInfoSchema>;

/** Body of `POST /d2d/mailchimp/subscribe`: the e-mail and the region (newsletter coupons differ by region). */
export const mailingListBodySchema = /* @__PURE__ */ (() => z
  .object({
    email: ruledString(validateEmail, { max: 254 }),
    region_id: z.number().int().positive(),
  })
  .strict())();
/** A mailing-list body. */
export type MailingListBody = z.infer<typeof mailingListBodySchema>;

/** Answer of the mailing-list sign-up: the first-visit coupon code to display, when one is given. */
export const mailingListResultSchema = /* @__PURE__ */ (() => z.object({
  success: z.boolean(),
  coupon_code: z.string().nullable().optional(),
}))();
/** A mailing-list answer. */
export type MailingListResult = z.infer<typeof mailingListResultSchema>;

/**
 * Body of the region switch behind the store's `/region/{code}` route: `UK` sets region 302,
 * `EU` region 284 (our addition so EU shoppers reach site 3), anything else 301 (spec §1).
 */
export const regionSwitchBodySchema = /* @__PURE__ */ (() => z.object({ code: z.string().trim().min(1).max(10) }).strict())();
/** A region switch request. */
export type RegionSwitchBody = z.infer<typeof regionSwitchBodySchema>;
