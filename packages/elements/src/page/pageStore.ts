/**
 * The one store of a partner page. `initElements(...)` (what `<d2d-store>` and `D2D.init` call)
 * opens the hidden channel to the store's origin and creates the page's core store with a fetch
 * that goes through it; every element on the page then shares that store, its session and its
 * cart. Calling it again for the same store returns the same page store, even from a second
 * copy of the script: the page store lives on a global registry.
 * @module
 */
import { siteById, siteIdForRegionView, type Product, type SiteId } from '@d2d/contract';
import { AFFILIATE_COOKIE, LoginCancelledError, browserAdapters, browserCookies, createStore, type CookieAdapter, type Store } from '@d2d/core';
import { ChannelClient } from '../channel/channelClient.js';
import { emit } from '../elements/events.js';
import { channelCookies } from '../channel/channelCookies.js';
import { channelFetch } from '../channel/channelFetch.js';
import { normalizeOrigin } from '../channel/origins.js';
import { resolveAffiliate } from './affiliate.js';
import { openLoginWindow, waitForLogin } from './loginWindow.js';
import { storeLinks, type StoreLinks } from './storeLinks.js';
import { startTabSync } from './tabSync.js';

/** Where links to the store open: a new tab (default) or in place of the partner page. */
export type LinkTarget = '_blank' | '_self';

/** Settings of the page's store (the attributes of `<d2d-store>`). */
export interface ElementsOptions {
  /** The store's origin (any URL on it is accepted; only its origin is used). */
  api: string;
  /**
   * The storefront to format prices for when the store cannot say: 1 US (default), 2 UK, 3 EU.
   * Prices follow the shopper's region on the store, so the store's answer wins.
   */
  site?: number | string | null | undefined;
  /** The partner's affiliate id; a `?aff=` on the page's URL takes precedence. */
  affiliate?: string | null | undefined;
  /** Where links to the store open (default `_blank`). */
  linkTarget?: LinkTarget | string | null | undefined;
}

/** The page's store and what the elements share. */
export interface PageStore {
  /** The core store every element renders from. */
  readonly store: Store;
  /** The hidden channel to the store's origin. */
  readonly channel: ChannelClient;
  readonly origin: string;
  readonly site: SiteId;
  /** The affiliate of this visit (30-day attribution), if any. */
  readonly affiliate: string | undefined;
  /** Links to the store's pages, carrying the affiliate. */
  readonly links: StoreLinks;
  readonly linkTarget: LinkTarget;
  /**
   * A product, loaded once per page however many elements show it.
   * @throws the store's error when it cannot be loaded (a 404 does not navigate).
   */
  product(id: number): Promise<Product>;
  /**
   * Makes sure a shopper is logged in, opening the store's login window when not.
   * @param from - The element asking: it dispatches `d2d-login-required` (cancel it to handle
   *   the login yourself; the wait then still ends when the store reports a login).
   * @returns Whether a shopper is logged in at the end.
   */
  requireLogin(from: Element): Promise<boolean>;
  /** Opens a store page where `linkTarget` says. */
  open(url: string): void;
  /** Stops the store, its channel and the tab sync. */
  dispose(): void;
}

interface Registry {
  key?: string;
  eventTarget?: EventTarget;
  page?: Promise<PageStore>;
  resolved?: PageStore;
  waiters: Array<(page: PageStore) => void>;
}

const REGISTRY = Symbol.for('@d2d/elements.page');

function registry(): Registry {
  const host = globalThis as unknown as Record<symbol, Registry | undefined>;
  host[REGISTRY] ??= { waiters: [] };
  return host[REGISTRY];
}

/** The page store, once created. */
export function getPageStore(): PageStore | undefined {
  return registry().resolved;
}

/**
 * The page store, as soon as `<d2d-store>` or `D2D.init` has created it.
 * @returns Resolves with the page store.
 */
export function whenPageStore(): Promise<PageStore> {
  const reg = registry();
  if (reg.resolved) return Promise.resolve(reg.resolved);
  return new Promise((resolve) => reg.waiters.push(resolve));
}

/**
 * Forgets the page store, disposing its store and closing its channel (tests, and pages that
 * switch stores).
 * @internal
 */
export function resetPageStore(): void {
  const reg = registry();
  const page = reg.resolved;
  delete reg.resolved;
  delete reg.page;
  delete reg.key;
  reg.waiters = [];
  page?.dispose();
}

function parseSite(value: ElementsOptions['site']): SiteId {
  if (value === undefined || value === null || value === '') return 1;
  const site = siteById(Number(value));
  if (!site) throw new RangeError(`D2D elements: site "${String(value)}" is not a storefront; use 1 (US), 2 (UK) or 3 (EU).`);
  return site.id;
}

function parseOrigin(api: unknown): string {
  let origin: string | null = null;
  if (typeof api === 'string' && /^https?:\/\//i.test(api.trim())) {
    try {
      origin = normalizeOrigin(new URL(api.trim()).origin);
    } catch {
      origin = null;
    }
  }
  if (!origin) throw new TypeError(`D2D elements: api must be the store's address, e.g. api="https://store.example.com"; got "${String(api)}".`);
  return origin;
}

/**
 * Where page-wide events (`d2d-cart-change`) are dispatched: the `<d2d-store>` element when the
 * page has one (they bubble to `document` from there), else `document`.
 * @param target - The element, or `null` when it leaves the page.
 * @internal
 */
export function setPageEventTarget(target: EventTarget | null): void {
  const reg = registry();
  if (target) reg.eventTarget = target;
  else delete reg.eventTarget;
}

function pageEventTarget(): EventTarget {
  return registry().eventTarget ?? document;
}

/**
 * The site the store prices in for this shopper: prices follow the shopper's region on the store
 * (its `region` cookie), so the page formats them for the same site. Falls back to the given
 * site when the store cannot say.
 */
async function storeSite(channel: ChannelClient, fallback: SiteId): Promise<SiteId> {
  try {
    const answer = await channel.request({ method: 'GET', path: '/d2d/regions/get_region/' });
    if (answer.status !== 200) return fallback;
    const view = (JSON.parse(answer.body) as { region?: { view?: unknown } }).region?.view;
    return typeof view === 'number' ? siteIdForRegionView(view) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Creates the page's store, or returns the one already created for the same store. The store's
 * channel opens at once; the store itself is made when the channel has said which site the
 * shopper's prices are in, so every element formats prices for that site.
 * @param options - The store's origin, the fallback site, the affiliate and the link target.
 * @returns Resolves with the page store.
 * @throws TypeError/RangeError naming the fix for a missing or malformed option; Error when the
 *   page already uses another store (a page has one store).
 * @example
 * import { initElements } from '@d2d/elements';
 * const { store } = await initElements({ api: 'https://store.example.com', affiliate: 'blog42' });
 */
export function initElements(options: ElementsOptions): Promise<PageStore> {
  const origin = parseOrigin(options.api);
  const fallbackSite = parseSite(options.site);
  const reg = registry();
  if (reg.page) {
    if (reg.key === origin) return reg.page;
    throw new Error(`D2D elements: this page already uses the store at ${reg.key}; a page has one store.`);
  }
  const pageCookies = browserCookies();
  const affiliate = resolveAffiliate({ href: location.href, configured: options.affiliate, remembered: pageCookies.get(AFFILIATE_COOKIE) });
  const channel = new ChannelClient({ storeOrigin: origin, affiliate });
  const linkTarget: LinkTarget = options.linkTarget === '_self' ? '_self' : '_blank';
  reg.key = origin;
  reg.page = storeSite(channel, fallbackSite).then((site) => {
    const page = createPageStore({ origin, site, affiliate, channel, pageCookies, linkTarget });
    if (reg.key === origin) {
      reg.resolved = page;
      for (const waiter of reg.waiters.splice(0)) waiter(page);
    }
    return page;
  });
  return reg.page;
}

interface PageParts {
  origin: string;
  site: SiteId;
  affiliate: string | undefined;
  channel: ChannelClient;
  pageCookies: CookieAdapter;
  linkTarget: LinkTarget;
}

function createPageStore({ origin, site, affiliate, channel, pageCookies, linkTarget }: PageParts): PageStore {
  // no `validate`: checking answers with the contract's schemas would put zod and every schema
  // in the embeddable script (about 33 KB gzipped); the store's own server answers these calls
  const store = createStore({
    apiBase: origin,
    site,
    adapters: browserAdapters({ fetch: channelFetch(channel), cookies: channelCookies(pageCookies, channel) }),
    ...(affiliate ? { affiliateId: affiliate } : {}),
  });
  const links = storeLinks(origin, affiliate);
  const products = new Map<number, Promise<Product>>();

  const restore = () =>
    store.session
      .restore()
      .then((account) => (account ? store.cart.refresh() : null))
      .catch(() => undefined);
  if (channel.session) void restore();
  const offSession = channel.onSession((session) => {
    if (session) void restore();
    else store.session.clear();
  });
  // a call that met a 401 (the login expired) is not kept waiting: the element that made it
  // asks for a login through the store's window and tries again
  store.on('login-required', ({ reason }) => {
    if (reason === 'unauthorized') store.session.cancelLogin();
  });
  const offCart = store.on('cart-change', ({ cart }) => {
    emit(pageEventTarget(), 'd2d-cart-change', { cart, count: cart?.cart_details.length ?? 0 });
  });
  const stopSync = startTabSync(
    {
      onChange: (listener) => store.on('cart-change', ({ cart }) => listener(cart)),
      refresh: () => void store.cart.refresh().catch(() => undefined),
      isLoggedIn: () => store.session.isLoggedIn.value,
    },
    `${origin}|${site}`,
  );

  let loginWait: Promise<boolean> | null = null;
  return {
    store,
    channel,
    origin,
    site,
    affiliate,
    links,
    linkTarget,
    product(id) {
      let found = products.get(id);
      if (!found) {
        found = store.api.catalogue.product(id, { navigate: false });
        products.set(id, found);
        // a failed load is tried again by the next element that asks
        found.catch(() => products.delete(id));
      }
      return found;
    },
    requireLogin(from) {
      if (store.session.isLoggedIn.value) return Promise.resolve(true);
      if (loginWait) return loginWait;
      const proceed = emit(from, 'd2d-login-required', { loginUrl: links.login() }, { cancelable: true });
      const popup = proceed ? openLoginWindow(links.login()) : null;
      // a blocked popup: the element says 'Please Login.' and the next click tries again
      if (proceed && !popup) return Promise.resolve(false);
      const isLoggedIn = store.session.isLoggedIn;
      loginWait = waitForLogin({ isLoggedIn: () => isLoggedIn.value, subscribe: (listener) => isLoggedIn.subscribe(listener) }, { popup }).then(
        (loggedIn) => {
          loginWait = null;
          if (loggedIn && popup && !popup.closed) popup.close();
          return loggedIn;
        },
      );
      return loginWait;
    },
    open(url) {
      if (linkTarget === '_self') location.assign(url);
      else window.open(url, '_blank', 'noopener');
    },
    dispose() {
      offSession();
      offCart();
      stopSync();
      store.dispose();
      channel.dispose();
    },
  };
}

/**
 * Whether an error means the call needed a login that did not happen (a visitor, or a login
 * that expired in the meantime).
 */
export function isLoginNeeded(error: unknown): boolean {
  return error instanceof LoginCancelledError;
}
