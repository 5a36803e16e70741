import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Store } from '@d2d/core';
import { useStore } from './useStore.js';

/** The state of a request made with {@link useRequest}. */
export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after an error, or to refresh). */
  reload: () => void;
}

/**
 * Runs a store call when the component mounts and whenever `deps` change, aborting the previous
 * call. Components use it for the data they show (product, page of results, reviews …); every
 * call goes through `store.api`, never `fetch`.
 * @param load - Makes the call with the store and an abort signal; return `undefined` to skip.
 * @param deps - When to load again.
 * @returns The data, the error, whether it is loading, and `reload`.
 * @example
 * const { data: product } = useRequest((store, signal) => store.api.catalogue.product(id, { signal }), [id]);
 */
export function useRequest<T>(load: (store: Store, signal: AbortSignal) => Promise<T> | undefined, deps: DependencyList): RequestState<T> {
  const store = useStore();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    const pending = loadRef.current(store, controller.signal);
    if (!pending) {
      setState({ data: undefined, error: undefined, loading: false });
      return () => controller.abort();
    }
    setState((s) => ({ data: s.data, error: undefined, loading: true }));
    // an answer's render (a page of product cards) is a transition: React renders it in slices
    // and lets the browser handle input in between, instead of one long task
    pending.then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ data, error: undefined, loading: false }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setState((s) => ({ data: s.data, error, loading: false })));
      },
    );
    return () => controller.abort();
    // deps are the caller's; the loader itself is read through a ref
  }, [store, generation, ...deps]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
