import type { DependencyList } from 'react';
import type { Store } from '@d2d/core';
import { useRequest, type RequestState } from './useRequest.js';
import { useSignalValue } from './useSignalValue.js';
import { useStore } from './useStore.js';

/**
 * {@link useRequest} for catalogue reads (products, lists, shelves): they carry the shopper's own
 * offer states and prices (spec §4: owned, pre-ordered, premium member), so the read runs again
 * when core's `store.ownership` changes (login, logout, a completed purchase, the premium plan,
 * the VIP tier). The data shown stays until the new answer arrives.
 * @param load - Makes the call with the store and an abort signal; return `undefined` to skip.
 * @param deps - When else to load again.
 * @returns The data, the error, whether it is loading, and `reload`.
 * @example
 * const { data: product } = useCatalogueRequest((store, signal) => store.api.catalogue.product(id, { signal }), [id]);
 */
export function useCatalogueRequest<T>(load: (store: Store, signal: AbortSignal) => Promise<T> | undefined, deps: DependencyList): RequestState<T> {
  const ownership = useSignalValue(useStore().ownership);
  return useRequest(load, [ownership, ...deps]);
}
