/**
 * Every route of the spec's §2 route table, by name. Patterns use `:name` for a whole segment
 * and `prefix-:name` for a segment that starts with a fixed prefix (`/download-:slug/:pid`).
 * Parameter types are read from the patterns, so `href('product', { slug, pid })` is checked.
 * @module
 */

/** The route table. */
export const ROUTES = {
  home: '/',
  region: '/region/:code',
  registration: '/registration',
  completeRegistration: '/complete-registration',
  completeResetPassword: '/complete-reset-password',
  completeForgetPassword: '/complete-forget-password',
  resetPassword: '/reset-password/:token',
  confirmation: '/confirmation/:token',
  reconfirmation: '/reconfirmation/:token',
  completePurchased: '/complete-purchased',
  purchaseFail: '/purchase-fail/:err',
  myAccount: '/my-account',
  myAccountTab: '/my-account/:tabName',
  cart: '/cart',
  pc: '/pc',
  mac: '/mac',
  pcDownload: '/pc/download',
  pcDownloadGenre: '/pc/download/:genre',
  macDownload: '/mac/download',
  macDownloadGenre: '/mac/download/:genre',
  pcD2dPlus: '/pc/d2dplus',
  macD2dPlus: '/mac/d2dplus',
  pcSubscription: '/pc/subscription',
  pcRental: '/pc/rental',
  pcTradeIn: '/pc/tradein',
  pcAdsDrm: '/pc/adsdrm',
  pcComingSoon: '/pc/comingsoon',
  pcOnSale: '/pc/onsale',
  macComingSoon: '/mac/comingsoon',
  macOnSale: '/mac/onsale',
  psnSearch: '/psn/search',
  collection: '/collection',
  collections: '/collections/:cid',
  arcadeStores: '/arcade-stores/:cid',
  search: '/search',
  sitemap: '/sitemap',
  byob: '/byob-:slug/:pid',
  product: '/download-:slug/:pid',
  preview: '/preview-:preview/:pid',
  promotion: '/promotion/:promoId',
  streaming: '/streaming',
  streamingSubscribe: '/streaming/subscribe',
  instantPlay: '/instant-play',
  cloudPlay: '/cloud-play',
  rewards: '/rewards',
  rewardsDisabled: '/rewards-disabled',
  premium: '/premium',
  premiumSubscribe: '/premium/subscribe',
  premiumStopRenewing: '/premium/stop-renewing',
  premiumCancel: '/premium/cancel',
  subscription: '/subscription',
  subscriptionSubscribe: '/subscription/subscribe',
  aboutUs: '/about-us',
  openLetter: '/open-letter',
  affiliateProgram: '/affiliate-program',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  aboutUsPage: '/about-us/:page',
  error: '/error',
  maintenance: '/maintenance',
  gdpr: '/gdpr',
  badRequest: '/400',
  notFound: '/404',
} as const;

/** The name of a route. */
export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

/** The parameters of a route, by name: `RouteParams<'product'>` is `{ slug: string; pid: string }`. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]>]: string };

/** Parameters that must be whole numbers: anything else is an unknown path (404). */
export const NUMERIC_PARAMS: ReadonlySet<string> = new Set(['pid', 'cid', 'promoId']);

/** The sub pages `/about-us/{page}` may name; each is also a top-level route. */
export const ABOUT_US_PAGES = {
  'open-letter': 'openLetter',
  'affiliate-program': 'affiliateProgram',
  'privacy-policy': 'privacyPolicy',
  'terms-of-use': 'termsOfUse',
} as const satisfies Record<string, RouteName>;

/** Routes on which the navigation bar is hidden (spec §2). */
export const ROUTES_WITHOUT_NAVIGATION: ReadonlySet<RouteName> = new Set(['registration', 'gdpr']);
