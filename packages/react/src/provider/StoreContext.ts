import { createContext } from 'react';
import type { Store } from '@d2d/core';

/** The store of the nearest {@link StoreProvider}; `null` outside one. */
export const StoreContext = createContext<Store | null>(null);
