import {
  merchandisingDisplayQuerySchema,
  merchandisingDisplaySchema,
  promotionsQuerySchema,
  rewardOffersSchema,
  shelvesBodySchema,
  shelvesResponseSchema,
} from '../entities/merchandising.js';
import { promotionBackgroundSchema, promotionPageSchema, promotionSchema } from '../entities/promotion.js';
import {
  contentRatingListSchema,
  genreListSchema,
  mailingListBodySchema,
  mailingListResultSchema,
  platformListSchema,
  publisherListSchema,
  regionInfoSchema, regionSwitchBodySchema,
  sitemapSchema,
} from '../entities/referenceData.js';
import { merchandisingRoutes } from '../routes/merchandising.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The merchandising and reference-data calls of spec §7. The spec names shelves, getpromotion,
 * getpromotion_background, getpromotions and reward_offers without their prefix; they sit beside
 * getdisplay under `/api/merchandising/`.
 * The schemas and summary of each call; method, path and login need come from `merchandisingRoutes`.
 */
export const merchandisingEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    merchandisingDisplay: {
      ...merchandisingRoutes.merchandisingDisplay,
      query: merchandisingDisplayQuerySchema,
      response: merchandisingDisplaySchema,
      summary: 'The home page: heroes, featured tabs, carousel, ad tiles',
    },
    merchandisingShelves: {
      ...merchandisingRoutes.merchandisingShelves,
      body: shelvesBodySchema,
      response: shelvesResponseSchema,
      summary: 'Fill several product shelves with findpage queries',
    },
    merchandisingPromotion: {
      ...merchandisingRoutes.merchandisingPromotion,
      response: promotionSchema,
      summary: 'A promotion with its products',
    },
    merchandisingPromotionBackground: {
      ...merchandisingRoutes.merchandisingPromotionBackground,
      response: promotionBackgroundSchema,
      summary: "A promotion's background",
    },
    merchandisingPromotions: {
      ...merchandisingRoutes.merchandisingPromotions,
      query: promotionsQuerySchema,
      response: promotionPageSchema,
      summary: 'Promotions (the collection page)',
    },
    merchandisingRewardOffers: {
      ...merchandisingRoutes.merchandisingRewardOffers,
      query: promotionsQuerySchema,
      response: rewardOffersSchema,
      summary: 'Products offered to VIP members',
    },
    genres: { ...merchandisingRoutes.genres, response: genreListSchema, summary: 'Genres' },
    platforms: { ...merchandisingRoutes.platforms, response: platformListSchema, summary: 'Platforms' },
    publishers: { ...merchandisingRoutes.publishers, response: publisherListSchema, summary: 'Publishers' },
    contentRatings: {
      ...merchandisingRoutes.contentRatings,
      response: contentRatingListSchema,
      summary: "Content ratings of the request's site",
    },
    sitemap: { ...merchandisingRoutes.sitemap, response: sitemapSchema, summary: 'The sitemap lists' },
    region: {
      ...merchandisingRoutes.region,
      response: regionInfoSchema,
      summary: "The request's region (region.view)",
    },
    regionSwitch: {
      ...merchandisingRoutes.regionSwitch,
      body: regionSwitchBodySchema,
      response: regionInfoSchema,
      summary: 'Sets the 1-hour region cookie for /region/{code} (UK 302, EU 284, else 301)',
    },
    mailingListSubscribe: {
      ...merchandisingRoutes.mailingListSubscribe,
      body: mailingListBodySchema,
      response: mailingListResultSchema,
      summary: 'Join the mailing list; answers the first-visit coupon',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
