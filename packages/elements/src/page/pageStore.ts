/**
 * The one store of a partner page. `initElements(...)` (what `<d2d-store>` and `D2D.init` call)
 * opens the hidden channel to the store's origin, where the store runs; every element on the
 * page then shares the shopper the channel reports (login, cart, offer buttons) and asks the
 * channel for products and cart changes. Calling it again for the same store returns the same
 * page store, even from a second copy of the script: the page store lives on a global registry.
 * @module
 */
import { SERVICE_UNAVAILABLE, type Product } from '@d2d/contract';
import { openChannel, type Channel } from '../channel/channelClient.js';
import { ChannelError } from '../channel/channelError.js';
import { cartSignature } from '../channel/tabSync.js';
import type { ChannelResults, ChannelSuggestion, ShopperState } from '../channel/protocol.js';
import { emit } from '../elements/events.js';
import { rememberAffiliate, rememberedAffiliate, resolveAffiliate } from './affiliate.js';
import { openLoginWindow, waitForLogin } from './loginWindow.js';
import { storeLinks, type StoreLinks } from './storeLinks.js';

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
  /** The hidden channel to the store's origin. */
  readonly channel: Channel;
  readonly origin: string;
  /** The affiliate of this visit (30-day attribution), if any. */
  readonly affiliate: string | undefined;
  /** Links to the store's pages, carrying the affiliate. */
  readonly links: StoreLinks;
  readonly linkTarget: LinkTarget;
  /** The shopper as the store last said: login, cart, offer buttons, site. */
  state(): ShopperState;
  /**
   * Listens to the shopper's changes (for `useSyncExternalStore`), putting the channel frame
   * back first if the host page removed it.
   * @returns Stops listening.
   */
  subscribe(listener: () => void): () => void;
  /**
   * A product, loaded once per page however many elements show it; its images are absolute
   * URLs on the store's origin.
   * @throws ChannelError with the text to show ('This offer is not available.' for an unknown product).
   */
  product(id: number): Promise<Product>;
  /**
   * Adds a product to the shopper's cart on the store.
   * @returns What was sent and the store's answer.
   * @throws ChannelError: `login` when no shopper is logged in, else the store's refusal text.
   */
  addToCart(productId: number): Promise<ChannelResults['add']>;
  /**
   * Removes a cart line.
   * @throws ChannelError with the store's text.
   */
  removeLine(lineId: number): Promise<void>;
  /** Reloads the shopper's login and cart from the store. */
  refresh(): Promise<void>;
  /** Titles matching a keyword (typeahead: up to 15). */
  search(keyword: string): Promise<ChannelSuggestion[]>;
  /**
   * Makes sure a shopper is logged in, opening the store's login window when not.
   * @param from - The element asking: it dispatches `d2d-login-required` (cancel it to handle
   *   the login yourself; the wait then still ends when the store reports a login).
   * @returns Whether a shopper is logged in at the end.
   */
  requireLogin(from: Element): Promise<boolean>;
  /** Opens a store page where `linkTarget` says. */
  open(url: string): void;
  /** Closes the channel. */
  dispose(): void;
}

interface Registry {
  key?: string;
  eventTarget?: EventTarget;
  page?: Promise<PageStore>;
  resolved?: PageStore;
  /** Why the page has no store: its channel did not answer. */
  failure?: ChannelError;
  waiters: Array<{ resolve: (page: PageStore) => void; reject: (error: ChannelError) => void }>;
}

const REGISTRY = Symbol.for('@d2d/elements.page');

function registry(): Registry {
  const host = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (host[REGISTRY] ??= { waiters: [] });
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
  if (reg.failure) return Promise.reject(reg.failure);
  return new Promise((resolve, reject) => reg.waiters.push({ resolve, reject }));
}

/**
 * Forgets the page store and closes its channel (tests, and pages that switch stores).
 * @internal
 */
export function resetPageStore(): void {
  const reg = registry();
  const page = reg.resolved;
  delete reg.resolved;
  delete reg.failure;
  delete reg.page;
  delete reg.key;
  reg.waiters = [];
  page?.dispose();
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

function parseOptions(options: ElementsOptions) {
  const api = options.api;
  // any http(s) URL on the store names it: its origin is already in the form MessageEvent reports
  let origin: string | null = null;
  try {
    const url = new URL(String(api).trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {
    origin = null;
  }
  if (!origin) throw new TypeError(`D2D elements: api must be the store's address, e.g. api="https://store.example.com"; got "${String(api)}".`);
  const site = options.site === undefined || options.site === null || options.site === '' ? 1 : Number(options.site);
  if (site !== 1 && site !== 2 && site !== 3) throw new RangeError(`D2D elements: site "${String(options.site)}" is not a storefront; use 1 (US), 2 (UK) or 3 (EU).`);
  return { origin, site: site as 1 | 2 | 3, linkTarget: (options.linkTarget === '_self' ? '_self' : '_blank') as LinkTarget };
}

/**
 * Creates the page's store, or returns the one already created for the same store. It resolves
 * once the store's channel has answered, so every element renders the shopper as the store has
 * them.
 * @param options - The store's origin, the fallback site, the affiliate and the link target.
 * @returns Resolves with the page store; rejects with a `ChannelError` (`unavailable`) when the
 *   store's channel does not answer (not on the allowlist, store down).
 * @throws TypeError/RangeError naming the fix for a missing or malformed option; Error when the
 *   page already uses another store (a page has one store).
 * @example
 * import { initElements } from '@d2d/elements';
 * const page = await initElements({ api: 'https://store.example.com', affiliate: 'blog42' });
 * page.subscribe(() => console.log(page.state().cart));
 */
export function initElements(options: ElementsOptions): Promise<PageStore> {
  const { origin, site, linkTarget } = parseOptions(options);
  const reg = registry();
  if (reg.page) {
    if (reg.key === origin) return reg.page;
    throw new Error(`D2D elements: this page already uses the store at ${reg.key}; a page has one store.`);
  }
  const affiliate = resolveAffiliate({ href: location.href, configured: options.affiliate, remembered: rememberedAffiliate() });
  if (affiliate) rememberAffiliate(affiliate);
  const channel = openChannel({ storeOrigin: origin, site, affiliate });
  reg.key = origin;
  const page = channel.ready.then(
    () => {
      const made = createPageStore(channel, origin, affiliate, linkTarget);
      if (reg.key === origin) {
        reg.resolved = made;
        for (const waiter of reg.waiters.splice(0)) waiter.resolve(made);
      }
      return made;
    },
    (error: unknown) => {
      const failure = error instanceof ChannelError ? error : new ChannelError('unavailable', SERVICE_UNAVAILABLE, { cause: error });
      if (reg.key === origin) {
        reg.failure = failure;
        for (const waiter of reg.waiters.splice(0)) waiter.reject(failure);
      }
      // said once, for the page's developer; each element shows the shopper a short message
      console.warn(`D2D elements: ${failure.message}`);
      emit(reg.eventTarget ?? document, 'd2d-error', { message: failure.message, code: failure.code, error: failure });
      throw failure;
    },
  );
  // the failure is reported above; a page that never awaits the promise gets no unhandled rejection
  page.catch(() => undefined);
  reg.page = page;
  return page;
}

function createPageStore(channel: Channel, origin: string, affiliate: string | undefined, linkTarget: LinkTarget): PageStore {
  const links = storeLinks(origin, affiliate);
  const products = new Map<number, Promise<Product>>();
  // the channel answered before the page store is made, so it always has a shopper
  const shopper = () => channel.state()!;
  let signature = '';
  // the page hears of the cart the shopper already has, then of every change
  const announce = () => {
    const state = shopper();
    const changed = cartSignature(state.cart);
    if (changed === signature) return;
    const first = signature === '';
    signature = changed;
    if (!first || state.cart) emit(registry().eventTarget ?? document, 'd2d-cart-change', { cart: state.cart, count: state.lines.length });
  };
  announce();
  const offState = channel.subscribe(announce);

  let loginWait: Promise<boolean> | null = null;
  return {
    channel,
    origin,
    affiliate,
    links,
    linkTarget,
    state: shopper,
    subscribe(listener) {
      // an element that (re)appears on a page whose host removed the channel frame brings it back
      channel.connect();
      return channel.subscribe(() => listener());
    },
    product(id) {
      let found = products.get(id);
      if (!found) {
        found = channel.call('product', id);
        products.set(id, found);
        // a failed load is tried again by the next element that asks
        found.catch(() => products.delete(id));
      }
      return found;
    },
    addToCart: (productId) => channel.call('add', productId),
    removeLine: async (lineId) => void (await channel.call('remove', lineId)),
    refresh: async () => void (await channel.call('refresh')),
    search: (keyword) => channel.call('search', keyword),
    requireLogin(from) {
      if (shopper().loggedIn) return Promise.resolve(true);
      if (loginWait) return loginWait;
      const loginUrl = links.login();
      const proceed = emit(from, 'd2d-login-required', { loginUrl }, { cancelable: true });
      const popup = proceed ? openLoginWindow(loginUrl) : null;
      // a blocked popup: the element says 'Please Login.' and the next click tries again
      if (proceed && !popup) return Promise.resolve(false);
      loginWait = waitForLogin(
        {
          isLoggedIn: () => shopper().loggedIn,
          subscribe: (listener) => channel.subscribe((next) => listener(next.loggedIn)),
        },
        { popup },
      ).then((loggedIn) => {
        loginWait = null;
        if (loggedIn && popup && !popup.closed) popup.close();
        return loggedIn;
      });
      return loginWait;
    },
    open(url) {
      if (linkTarget === '_self') location.assign(url);
      else window.open(url, '_blank', 'noopener');
    },
    dispose() {
      offState();
      channel.dispose();
    },
  };
}

/**
 * Whether an error means the call needed a login that did not happen (a visitor, or a login
 * that expired in the meantime).
 */
export function isLoginNeeded(error: unknown): boolean {
  return error instanceof ChannelError && error.code === 'login';
}
