import type { RouteDefinition } from './route.js';

/**
 * The merchandising and reference-data calls of spec §7. The spec names shelves, getpromotion,
 * getpromotion_background, getpromotions and reward_offers without their prefix; they sit beside
 * getdisplay under `/api/merchandising/`.
 * Method, path and login need only (schemas and summaries are in `endpoints`): importing this
 * never pulls zod in.
 */
export const merchandisingRoutes = {
  merchandisingDisplay: { method: 'GET', path: '/api/merchandising/getdisplay', auth: false },
  merchandisingShelves: { method: 'POST', path: '/api/merchandising/shelves', auth: false, chosen: true },
  merchandisingPromotion: { method: 'GET', path: '/api/merchandising/getpromotion/:id', auth: false, chosen: true },
  merchandisingPromotionBackground: { method: 'GET', path: '/api/merchandising/getpromotion_background/:id', auth: false, chosen: true },
  merchandisingPromotions: { method: 'GET', path: '/api/merchandising/getpromotions', auth: false, chosen: true },
  merchandisingRewardOffers: { method: 'GET', path: '/api/merchandising/reward_offers', auth: false, chosen: true },
  genres: { method: 'GET', path: '/d2d/genres', auth: false },
  platforms: { method: 'GET', path: '/d2d/platforms', auth: false },
  publishers: { method: 'GET', path: '/d2d/publishers', auth: false },
  contentRatings: { method: 'GET', path: '/d2d/content_ratings', auth: false },
  sitemap: { method: 'GET', path: '/d2d/sitemap', auth: false },
  region: { method: 'GET', path: '/d2d/regions/get_region/', auth: false },
  regionSwitch: { method: 'POST', path: '/d2d/regions/switch', auth: false, chosen: true },
  mailingListSubscribe: { method: 'POST', path: '/d2d/mailchimp/subscribe', auth: false },
} as const satisfies Record<string, RouteDefinition>;
