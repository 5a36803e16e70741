import { useEffect, useRef } from 'react';
import type { StoreEvents } from '@d2d/core';
import { useStore } from './useStore.js';

/**
 * Listens to a store event while the component is mounted.
 * @param event - `navigate`, `login-required`, `dialog`, `cart-change`, `expired-token` or `error`.
 * @param listener - Called with the payload; the latest one is always used.
 * @example
 * useStoreEvent('navigate', ({ path }) => navigate(path));
 */
export function useStoreEvent<K extends keyof StoreEvents>(event: K, listener: (payload: StoreEvents[K]) => void): void {
  const store = useStore();
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => store.on(event, (payload) => ref.current(payload)), [store, event]);
}
