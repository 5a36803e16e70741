/**
 * The store side of the hidden cross-origin channel: the script of `/embed/channel.html`, a page
 * on the store's origin that a partner page frames invisibly. The store itself runs here (core's
 * store with the store's own cookies: the `token` cookie never leaves the store's origin), and
 * the partner page gets only what it shows: the shopper's login, cart and offer buttons, pushed
 * on every change, and the answers of a few named operations (`protocol.ts`).
 *
 * This file puts the channel's parts together: `messageRouter.ts` decides which messages are
 * read and where answers go, `callHandlers.ts` performs the operations, `statePublisher.ts`
 * decides when the shopper is posted, `hostedStore.ts` wires the store (its login in
 * `loginSync.ts`, the other tabs in `tabSync.ts`).
 * @module
 */
import type { Product, SiteId } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { answerCall, type CallContext } from './callHandlers.js';
import { hostStore, type HostedStore } from './hostedStore.js';
import { routeMessages } from './messageRouter.js';
import { rememberProduct } from './pageProducts.js';
import type { ChannelCall } from './protocol.js';
import { shopperState } from './shopperState.js';
import { statePublisher } from './statePublisher.js';

// the package entry exports it from here

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
  if (!win.parent || win.parent === win) return { stop() {} };
  const products = new Map<number, Product>();
  // the store as soon as it is made (a login handoff may arrive while it restores the shopper)
  let hosted: HostedStore | null = null;
  // one store however many hellos; a call before any hello has no store to run on
  let opening: Promise<CallContext> | null = null;

  const publisher = statePublisher(() => router.post({ kind: 'state', state: shopperState(hosted!.store, products) }));

  const open = async (site: SiteId): Promise<CallContext> => {
    const h = hostStore(await options.openStore(site), { window: win, readToken: options.readToken, onChange: publisher.changed, products });
    hosted = h;
    await h.login.restore();
    publisher.start();
    return {
      store: h.store,
      remember(product) {
        rememberProduct(products, product);
        // the page gets the product's offer button
        publisher.changed();
      },
      restore: () => h.login.restore(),
    };
  };

  const answer = async (call: ChannelCall) => {
    const reply = await answerCall(await opening!, call);
    // the state first: the page sees the new cart and offer buttons when the answer arrives
    publisher.flush();
    router.post(reply);
  };

  const router = routeMessages(win, options.allowlist, {
    hello(message) {
      opening ??= open(message.site);
      // a store that cannot be made never says ready: the page's wait ends with its own message
      opening.then((context) => router.post({ kind: 'ready', state: shopperState(context.store, products) })).catch((error: unknown) => console.error(error));
    },
    call(message) {
      if (opening) answer(message).catch(() => undefined);
    },
    login(token) {
      if (!options.acceptLogin) return;
      options.acceptLogin(token);
      hosted?.login.check();
    },
  });

  const timer = win.setInterval(() => hosted?.login.check(), options.pollMs ?? 1000);
  return {
    stop() {
      publisher.stop();
      router.stop();
      win.clearInterval(timer);
      hosted?.dispose();
    },
  };
}
