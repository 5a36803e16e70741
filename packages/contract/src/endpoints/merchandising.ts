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
import type { EndpointDefinition } from './endpoint.js';

/**
 * The merchandising and reference-data calls of spec §7. The spec names shelves, getpromotion,
 * getpromotion_background, getpromotions and reward_offers without their prefix; they sit beside
 * getdisplay under `/api/merchandising/`.
 */
export const merchandisingEndpoints = {
  merchandisingDisplay: {
    method: 'GET',
    path: '/api/merchandising/getdisplay',
    auth: false,
    query: merchandisingDisplayQuerySchema,
    response: merchandisingDisplaySchema,
    summary: 'The home page: heroes, featured tabs, carousel, ad tiles',
  },
  merchandisingShelves: {
    method: 'POST',
    path: '/api/merchandising/shelves',
    auth: false,
    body: shelvesBodySchema,
    response: shelvesResponseSchema,
    chosen: true,
    summary: 'Fill several product shelves with findpage queries',
  },
  merchandisingPromotion: {
    method: 'GET',
    path: '/api/merchandising/getpromotion/:id',
    auth: false,
    response: promotionSchema,
    chosen: true,
    summary: 'A promotion with its products',
  },
  merchandisingPromotionBackground: {
    method: 'GET',
    path: '/api/merchandising/getpromotion_background/:id',
    auth: false,
    response: promotionBackgroundSchema,
    chosen: true,
    summary: "A promotion's background",
  },
  merchandisingPromotions: {
    method: 'GET',
    path: '/api/merchandising/getpromotions',
    auth: false,
    query: promotionsQuerySchema,
    response: promotionPageSchema,
    chosen: true,
    summary: 'Promotions (the collection page)',
  },
  merchandisingRewardOffers: {
    method: 'GET',
    path: '/api/merchandising/reward_offers',
    auth: false,
    query: promotionsQuerySchema,
    response: rewardOffersSchema,
    chosen: true,
    summary: 'Products offered to VIP members',
  },
  genres: { method: 'GET', path: '/d2d/genres', auth: false, response: genreListSchema, summary: 'Genres' },
  platforms: {
    method: 'GET',
    path: '/d2d/platforms',
    auth: false,
    response: platformListSchema,
    summary: 'Platforms',
  },
  publishers: {
    method: 'GET',
    path: '/d2d/publishers',
    auth: false,
    response: publisherListSchema,
    summary: 'Publishers',
  },
  contentRatings: {
    method: 'GET',
    path: '/d2d/content_ratings',
    auth: false,
    response: contentRatingListSchema,
    summary: "Content ratings of the request's site",
  },
  sitemap: {
    method: 'GET',
    path: '/d2d/sitemap',
    auth: false,
    response: sitemapSchema,
    summary: 'The sitemap lists',
  },
  region: {
    method: 'GET',
    path: '/d2d/regions/get_region/',
    auth: false,
    response: regionInfoSchema,
    summary: "The request's region (region.view)",
  },
  regionSwitch: {
    method: 'POST',
    path: '/d2d/regions/switch',
    auth: false,
    body: regionSwitchBodySchema,
    response: regionInfoSchema,
    chosen: true,
    summary: 'Sets the 1-hour region cookie for /region/{code} (UK 302, EU 284, else 301)',
  },
  mailingListSubscribe: {
    method: 'POST',
    path: '/d2d/mailchimp/subscribe',
    auth: false,
    body: mailingListBodySchema,
    response: mailingListResultSchema,
    summary: 'Join the mailing list; answers the first-visit coupon',
  },
} as const satisfies Record<string, EndpointDefinition>;
