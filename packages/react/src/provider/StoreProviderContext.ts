import { createContext } from 'react';
import type { Store } from '@d2d/core';

/**
 * The store of the nearest {@link StoreProvider}; `null` outside one. Not named `StoreContext`:
 * in core that is the store's shared internals.
 */
export const StoreProviderContext = createContext<Store | null>(null);
