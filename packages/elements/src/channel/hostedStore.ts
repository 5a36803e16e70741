/**
 * The store the channel runs, wired to the channel: it follows the store's login, tells the
 * channel when anything the partner page shows changed, and keeps its cart in step with the
 * store's other tabs; the page's products are read again when what the shopper holds changed.
 * @module
 */
import type { Product } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { loginSync, type LoginSync } from './loginSync.js';
import { refreshProducts } from './productRefresh.js';
import { syncStoreTabs } from './tabSync.js';

/** A store running in the channel. */
export interface HostedStore {
  readonly store: Store;
  /** The store's login, following the store's token. */
  readonly login: LoginSync;
  /** Stops listening to the store, and disposes it. */
  dispose(): void;
}

/** What {@link hostStore} needs besides the store. */
export interface HostStoreOptions {
  /** The channel page's window. */
  window: Window;
  /** Reads the store's login token; `undefined` for a visitor. */
  readToken(): string | undefined;
  /** Called on every change of the login, the premium membership, the cart or its loading. */
  onChange(): void;
  /** The products the page loaded: read again when what the shopper holds changed. */
  products?: Map<number, Product>;
}

/**
 * Wires a store to the channel, taking its current token as seen.
 * @param store - The store just made for the partner page.
 * @param options - The window, the token reader and the change listener.
 * @returns The hosted store; restore the shopper with `login.restore()`.
 * @example
 * const hosted = hostStore(store, { window, readToken, onChange: publisher.changed });
 * await hosted.login.restore();
 */
export function hostStore(store: Store, options: HostStoreOptions): HostedStore {
  const login = loginSync(store, options.readToken);
  const { onChange } = options;
  const cleanups = [
    // a call that met a 401 (the login expired) is not kept waiting for a login dialog the
    // channel does not have: it fails, and the page asks for a login through the store's window
    store.on('login-required', ({ reason }) => reason === 'unauthorized' && store.session.cancelLogin()),
    store.session.isLoggedIn.subscribe(onChange),
    store.session.isPremiumMember.subscribe(onChange),
    store.cart.cart.subscribe(onChange),
    store.cart.loading.subscribe(onChange),
    syncStoreTabs(store, options.window),
    ...(options.products ? [refreshProducts(store, options.products, options.window, onChange)] : []),
  ];
  return {
    store,
    login,
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      store.dispose();
    },
  };
}
