import type { RouteDefinition } from './route.js';

/** The catalogue calls of spec §7 (products, media, downloads, activation keys, findpage). */
export const catalogueRoutes = {
  productGet: { method: 'GET', path: '/api/product/get/:id', auth: false },
  productPreview: { method: 'GET', path: '/api/product/preview/:id', auth: false },
  productDownloadLocations: { method: 'POST', path: '/api/product/downloadlocations', auth: true },
  productMedia: { method: 'GET', path: '/api/product/getmedia', auth: false },
  // spec §7 names preview_media beside getmedia without its path
  productPreviewMedia: { method: 'GET', path: '/api/product/preview_media', auth: false, chosen: true },
  // spec §7 names the two key calls without a prefix; they sit with the other product calls
  productPurchasedActivationKeys: { method: 'GET', path: '/api/product/getpurchasedactivationkeys', auth: true, chosen: true },
  productSubscriptionActivationKeys: { method: 'GET', path: '/api/product/getsubscriptionactivationkeys', auth: true, chosen: true },
  findPage: { method: 'GET', path: '/api/productquery/findpage', auth: false },
  typeahead: { method: 'GET', path: '/api/productquery/typeahead', auth: false, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
