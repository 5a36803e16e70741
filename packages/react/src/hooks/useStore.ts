import { useContext } from 'react';
import type { Store } from '@d2d/core';
import { StoreProviderContext } from '../provider/StoreProviderContext.js';

/**
 * The store of the nearest {@link StoreProvider}.
 * @returns The store.
 * @throws Error naming the fix when there is no provider above.
 * @example
 * const store = useStore();
 * await store.cart.add({ product_id: 1042 });
 */
export function useStore(): Store {
  const store = useContext(StoreProviderContext);
  if (!store) {
    throw new Error('Could not find the D2D store; wrap your app in <StoreProvider store={createStore(...)}>.');
  }
  return store;
}
