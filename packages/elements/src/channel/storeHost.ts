/**
 * The store side of the hidden cross-origin channel: the script of `/embed/channel.html`, a page
 * on the store's origin that a partner page frames invisibly. The store itself runs here (core's
 * store with the store's own cookies: the `token` cookie never leaves the store's origin), and
 * the partner page gets only what it shows: the shopper's login, cart and offer buttons, pushed
 * on every change, and the answers of a few named operations (`protocol.ts`).
 *
 * Rules, each one a line below: it listens only to its own parent frame (and to the store's own
 * login window, for the login handoff of the contract's `loginHandoff.ts`); it accepts only origins
 * on the server's partner allowlist, compared exactly, and only the first one that says hello;
 * it never posts to `*`, only to that exact origin; it drops malformed messages without
 * answering; it performs only the operations of the protocol, never a request the page writes.
 * @module
 */
import type { Product, SiteId } from '@d2d/contract';
import { PLEASE_LOGIN, TYPEAHEAD_RESULTS, parseLoginHandoff } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { storeUrl } from '../page/storeLinks.js';
import { cartFailure, productFailure, type Failure } from './failures.js';
import { isAllowedOrigin } from './origins.js';
import { CHANNEL_PROTOCOL, parsePartnerMessage, type ChannelCall, type ChannelSuggestion } from './protocol.js';
import { shopperState, withStoreImages } from './shopperState.js';
import { startTabSync } from './tabSync.js';

/** What the channel needs from its page. */
export interface StoreHostOptions {
  /** The channel page's window. */
  window: Window;
  /** Canonical partner origins (the server's `PARTNER_ORIGINS`). */
  allowlist: readonly string[];
  /**
   * Makes the store once a partner page said hello.
   * @param fallbackSite - The partner's site, for when the store cannot tell the shopper's region.
   */
  openStore(fallbackSite: SiteId): Promise<Store>;
  /** Reads the store's login token (the `token` cookie); `undefined` for a visitor. */
  readToken(): string | undefined;
  /**
   * Keeps a login token the store's own login window handed over (a partner on another site,
   * where the channel cannot see the store's cookie); `readToken` then returns it.
   */
  acceptLogin?(token: string): void;
  /** How often to look for a login or logout made in another window, in ms (default 1000). */
  pollMs?: number;
}

/** A running channel. */
export interface StoreHost {
  /** Stops listening and polling, and disposes the store. */
  stop(): void;
}

/** How many products a page may keep offer buttons for (a page shows a few dozen). */
const MAX_PRODUCTS = 500;

/**
 * Reads a cookie from `document.cookie` text.
 * @param cookieText - `document.cookie`.
 * @param name - The cookie's name.
 * @returns Its decoded value, or `undefined` when absent or empty.
 */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a value that is not URI-encoded is used as it is
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * Starts the channel in the channel page. Outside a frame it does nothing: a channel opened as
 * a top-level window (for example by a page that is not allowed to frame it) never answers.
 * @param options - The page's window, the allowlist, the store and the token reader.
 * @returns The running channel.
 * @example
 * startStoreHost({
 *   window,
 *   allowlist: ['https://blog.example'],
 *   openStore: async (site) => createStore({ apiBase: location.origin, site, adapters: browserAdapters() }),
 *   readToken: () => readCookie(document.cookie, 'token'),
 * });
 */
export function startStoreHost(options: StoreHostOptions): StoreHost {
  const win = options.window;
  const parent = win.parent;
  if (!parent || parent === win) return { stop() {} };
  const products = new Map<number, Product>();
  const cleanups: Array<() => void> = [];
  let partner: string | null = null;
  let opening: Promise<Store> | null = null;
  let store: Store | null = null;
  let ready = false;
  let stopped = false;
  let lastToken = options.readToken();
  let changed = false;

  // the target is always the exact origin that passed the allowlist, never '*'
  const post = (message: object) => partner && parent.postMessage({ d2d: CHANNEL_PROTOCOL, ...message }, partner);
  // posts the shopper when something the page shows changed since the last post
  const pushState = () => {
    if (!changed) return;
    changed = false;
    if (store && ready && !stopped) post({ kind: 'state', state: shopperState(store, products) });
  };
  // several signals change together (account, cart, loading): the page hears once
  const markChanged = () => {
    if (changed) return;
    changed = true;
    queueMicrotask(pushState);
  };

  // the shopper's login and cart as the store has them now
  const restore = async (s: Store) => {
    try {
      const account = await s.session.restore();
      if (account) await s.cart.refresh();
    } catch {
      // a store that cannot be reached leaves a visitor; the next call reports it
    }
  };

  const checkSession = () => {
    const token = options.readToken();
    if (token === lastToken || !store) return;
    lastToken = token;
    if (token) void restore(store);
    else store.session.clear();
  };

  const remember = (product: Product) => {
    products.delete(product.id);
    products.set(product.id, product);
    if (products.size > MAX_PRODUCTS) products.delete(products.keys().next().value!);
    // the page gets the product's offer button
    markChanged();
  };

  const perform = async (s: Store, call: ChannelCall): Promise<unknown> => {
    switch (call.op) {
      case 'product': {
        let product: Product;
        try {
          product = withStoreImages(await s.api.catalogue.product(call.arg, { navigate: false }), s.apiBase);
        } catch (error) {
          throw productFailure(error);
        }
        remember(product);
        return product;
      }
      case 'search': {
        const page = await s.api.catalogue.findPage(
          { pagesize: TYPEAHEAD_RESULTS, pageindex: 1, 'search.keywords': call.arg, 'search.titleonly': true },
          { navigate: false },
        );
        return page.products.items.map(
          (p): ChannelSuggestion => ({
            id: p.id,
            title: p.title,
            uriSafeTitle: p.uriSafeTitle ?? null,
            productType: p.productType ?? null,
            thumbnail: storeUrl(p.thumbnailImage ?? p.frontImage, s.apiBase),
            platform: p.platform ?? null,
          }),
        );
      }
      case 'add': {
        if (!s.session.isLoggedIn.value) throw { code: 'login', message: PLEASE_LOGIN } satisfies Failure;
        const request = { product_id: call.arg };
        return { request, response: await s.cart.add(request) };
      }
      case 'remove':
        await s.cart.remove(call.arg);
        return null;
      case 'refresh':
        lastToken = options.readToken();
        await restore(s);
        return null;
    }
  };

  const answer = async (call: ChannelCall) => {
    const s = await opening!;
    let reply: object;
    try {
      reply = { kind: 'result', id: call.id, value: await perform(s, call) };
    } catch (error) {
      const failure = isFailure(error) ? error : call.op === 'product' ? productFailure(error) : cartFailure(error);
      reply = { kind: 'error', id: call.id, ...failure };
    }
    // the state first: the page sees the new cart and offer buttons when the answer arrives
    pushState();
    post(reply);
  };

  const open = async (site: SiteId): Promise<Store> => {
    const s = await options.openStore(site);
    store = s;
    lastToken = options.readToken();
    // a call that met a 401 (the login expired) is not kept waiting for a login dialog the
    // channel does not have: it fails, and the page asks for a login through the store's window
    cleanups.push(
      s.on('login-required', ({ reason }) => reason === 'unauthorized' && s.session.cancelLogin()),
      s.session.isLoggedIn.subscribe(markChanged),
      s.session.isPremiumMember.subscribe(markChanged),
      s.cart.cart.subscribe(markChanged),
      s.cart.loading.subscribe(markChanged),
      startTabSync(
        {
          onChange: (listener) => s.on('cart-change', ({ cart }) => listener(cart)),
          refresh: () => void s.cart.refresh().catch(() => undefined),
          isLoggedIn: () => s.session.isLoggedIn.value,
        },
        String(s.site),
        win,
      ),
    );
    await restore(s);
    ready = true;
    return s;
  };

  const onMessage = (event: MessageEvent) => {
    if (stopped) return;
    if (event.source !== parent) {
      // only a window of the store's own origin (its login window) may hand a login over
      const token = event.origin === win.location.origin ? parseLoginHandoff(event.data) : null;
      if (token && options.acceptLogin) {
        options.acceptLogin(token);
        checkSession();
      }
      return;
    }
    if (!isAllowedOrigin(event.origin, options.allowlist)) return;
    if (partner !== null && event.origin !== partner) return;
    const message = parsePartnerMessage(event.data);
    if (!message) return;
    partner = event.origin;
    if (message.kind === 'hello') {
      opening ??= open(message.site);
      // a store that cannot be made never says ready: the page's wait ends with its own message
      opening.then((s) => post({ kind: 'ready', state: shopperState(s, products) })).catch((error: unknown) => console.error(error));
      return;
    }
    // a call before any hello has no store to run on
    if (opening) answer(message).catch(() => undefined);
  };

  win.addEventListener('message', onMessage);
  const timer = win.setInterval(checkSession, options.pollMs ?? 1000);
  return {
    stop() {
      stopped = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      for (const cleanup of cleanups.splice(0)) cleanup();
      store?.dispose();
    },
  };
}

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as Failure).code === 'string' && typeof (value as Failure).message === 'string';
}
