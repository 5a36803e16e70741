import { useEffect, type ReactNode } from 'react';
import { Store } from '@d2d/core';
import { PortalContext } from './PortalContext.js';
import { StoreProviderContext } from './StoreProviderContext.js';

/** Props of {@link StoreProvider}. */
export interface StoreProviderProps {
  /** The page's store, made outside React with `createStore(...)`. */
  store: Store;
  /**
   * Restore the shopper's session (token cookie or remembered token) and load the cart once
   * when the provider mounts. Default `true`; turn it off when the host restores it itself.
   */
  restoreSession?: boolean;
  /** Dispose the store when the provider unmounts (stops its timers and polls). Default `false`. */
  disposeOnUnmount?: boolean;
  /** Where dialogs render; pass the shadow root's container inside a custom element. */
  portalContainer?: HTMLElement | null;
  children?: ReactNode;
}

// a store is restored once per page, even when StrictMode mounts the provider twice
const restored = new WeakSet<Store>();

/**
 * Makes a store available to the components below it. Like react-stripe-js's `<Elements>`, it
 * takes a store made outside it and only manages its lifecycle: it never creates one.
 * @example
 * import { createStore, browserAdapters } from '@d2d/core';
 * import { StoreProvider } from '@d2d/react';
 *
 * const store = createStore({ apiBase: '/', site: 1, adapters: browserAdapters() });
 * root.render(<StoreProvider store={store}><App /></StoreProvider>);
 */
export function StoreProvider({ store, restoreSession = true, disposeOnUnmount = false, portalContainer = null, children }: StoreProviderProps) {
  if (!(store instanceof Store)) {
    throw new TypeError('<StoreProvider store={…}> needs the store made by createStore(...) from @d2d/core.');
  }

  useEffect(() => {
    if (!restoreSession || restored.has(store) || store.disposed) return;
    restored.add(store);
    // a failed restore leaves a visitor session; the transport already routed server errors
    void store.session
      .restore()
      .then((account) => (account ? store.cart.refresh() : null))
      .catch(() => undefined);
  }, [store, restoreSession]);

  useEffect(() => {
    if (!disposeOnUnmount) return undefined;
    return () => store.dispose();
  }, [store, disposeOnUnmount]);

  return (
    <StoreProviderContext.Provider value={store}>
      <PortalContext.Provider value={portalContainer}>{children}</PortalContext.Provider>
    </StoreProviderContext.Provider>
  );
}
