/**
 * The store's pages (spec §2 route table), by name: the one table the reference store routes by,
 * the elements link to, the server writes into mails, receipts and the sitemap, and core's
 * checkout flow navigates to. Routing is hash-bang (`#!/cart`), so a page's URL is the store's
 * origin, an optional `?aff=` query, then `#!` and the page path.
 *
 * Patterns use `:name` for a whole segment and `prefix-:name` for a segment that starts with a
 * fixed prefix (`/download-:slug/:pid`). Parameter types are read from the patterns, so
 * `pagePath('product', { slug, pid })` is checked.
 * @module
 */

/** The route table of spec §2. */
export const PAGES = {
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

/** The name of a store page. */
export type PageName = keyof typeof PAGES;

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

/** The parameters of a page, by name: `PageParams<'product'>` is `{ slug: string; pid: string }`. */
export type PageParams<N extends PageName> = { [K in ParamNames<(typeof PAGES)[N]>]: string };

/** Page parameters that must be whole numbers: anything else is an unknown path (404). */
export const NUMERIC_PAGE_PARAMS: ReadonlySet<string> = /* @__PURE__ */ new Set(['pid', 'cid', 'promoId']);

/** A query for {@link pagePath}: `undefined`, `null`, `false` and empty values are left out. */
export type PageQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

/** The arguments after a page's name: its parameters (required when it has any) and a query. */
export type PageArgs<N extends PageName> = keyof PageParams<N> extends never
  ? [params?: PageParams<N>, query?: PageQuery]
  : [params: PageParams<N>, query?: PageQuery];

/**
 * Writes a query string (with its `?`), or `''` when empty. Lists are joined with commas.
 * @param query - The query values.
 * @returns For example `?q=doom&pf=PC`.
 * @example
 * pageQueryString({ q: 'doom', page: 2, sale: false }); // '?q=doom&page=2'
 */
export function pageQueryString(query: PageQuery | URLSearchParams | undefined): string {
  if (!query) return '';
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '' || value === false) continue;
      if (Array.isArray(value)) {
        if (value.length > 0) search.set(key, value.join(','));
      } else {
        search.set(key, String(value));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** A pattern of the page table, e.g. `'/download-:slug/:pid'`. */
export type PagePattern = (typeof PAGES)[PageName];

/** The arguments after a page pattern: its parameters (required when it has any) and a query. */
export type PatternArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: PageQuery]
  : [params: { [K in ParamNames<P>]: string }, query?: PageQuery];

/**
 * Fills a page pattern of the table. The pattern must be one of the table's (a type error
 * otherwise), so code that names a few pages can write them out without carrying the whole table
 * into its bundle; {@link pagePath} is the same by name.
 * @param pattern - A pattern of {@link PAGES}.
 * @param args - Its parameters, then an optional query.
 * @returns The path, e.g. `/purchase-fail/4001`.
 * @example
 * fillPagePattern('/purchase-fail/:err', { err: '4001' }); // '/purchase-fail/4001'
 */
export function fillPagePattern<P extends PagePattern>(pattern: P, ...args: PatternArgs<P>): string {
  const [params, query] = args;
  const values = (params ?? {}) as Record<string, string>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return `${path}${pageQueryString(query)}`;
}

/**
 * The path of a page with its parameters filled in (without the `#!`).
 * @param name - The page's name.
 * @param args - Its parameters, then an optional query.
 * @returns The path, e.g. `/download-doom/1042`.
 * @example
 * pagePath('product', { slug: 'doom', pid: '1042' }); // '/download-doom/1042'
 * pagePath('search', undefined, { q: 'doom' }); // '/search?q=doom'
 */
export function pagePath<N extends PageName>(name: N, ...args: PageArgs<N>): string {
  return (fillPagePattern as (pattern: string, ...rest: unknown[]) => string)(PAGES[name], ...args);
}

/**
 * The full URL of a store page, for links from outside the store (mails, receipts, partner
 * pages, payment return pages): origin, the affiliate query before the hash, then the hash-bang
 * path.
 * @param origin - The store's origin, e.g. `https://store.example.com` (a trailing `/` is fine).
 * @param path - A page path, e.g. from {@link pagePath} or {@link productPath}.
 * @param options - `affiliate`: the affiliate id to carry (`?aff=`).
 * @returns For example `https://store.example.com/?aff=blog42#!/cart`.
 * @example
 * pageUrl('https://store.example.com', pagePath('cart'), { affiliate: 'blog42' });
 */
export function pageUrl(origin: string, path: string, options: { affiliate?: string | null | undefined } = {}): string {
  const base = origin.replace(/\/+$/, '');
  const query = options.affiliate ? `?aff=${encodeURIComponent(options.affiliate)}` : '';
  return `${base}/${query}#!${path.startsWith('/') ? path : `/${path}`}`;
}
