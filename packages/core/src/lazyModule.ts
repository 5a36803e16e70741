/**
 * Loading a part of the store on its first use: the checkout steps, the streaming launches and
 * the server switch are not needed to render a page, so they stay out of the page's first
 * script (bundlers split a dynamic `import()` into its own chunk) and arrive when first called.
 * @module
 */
import { NetworkError } from './errors.js';

/** A module loaded on first use. @internal */
export interface LazyModule<M> {
  /** The module once it has loaded: callers then run at once, as if it were bundled. */
  readonly current: M | undefined;
  /**
   * Loads the module (every call shares one import). A failed import (the chunk did not arrive)
   * fails with a `NetworkError`, like a call that never reached the server, and is tried again
   * on the next call.
   */
  load(): Promise<M>;
}

/**
 * A module loaded on its first use.
 * @param label - What failed to load, for the error's message (e.g. `'checkout'`).
 * @param importer - The dynamic import, e.g. `() => import('./checkoutSteps.js')`.
 * @returns The lazy module.
 * @internal
 */
export function lazyModule<M>(label: string, importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  const lazy = {
    current: undefined as M | undefined,
    load: (): Promise<M> =>
      (loading ??= importer().then(
        (module) => (lazy.current = module),
        (cause: unknown) => {
          loading = undefined;
          throw new NetworkError(`the ${label} module`, cause);
        },
      )),
  };
  return lazy;
}

/**
 * Runs `use` with the module: at once when it has loaded (so a call behaves exactly as a bundled
 * one would, synchronous part included), otherwise once it has.
 * @param lazy - The lazy module.
 * @param use - What to run with it.
 * @param unavailable - The answer when the module cannot be loaded (its `NetworkError` given).
 * @returns What `use` returns.
 * @internal
 */
export function withModule<M, R>(
  lazy: LazyModule<M>,
  use: (module: M) => Promise<R>,
  unavailable: (error: NetworkError) => R | Promise<R>,
): Promise<R> {
  const module = lazy.current;
  if (module !== undefined) return use(module);
  return lazy.load().then(use, (error: NetworkError) => unavailable(error));
}
