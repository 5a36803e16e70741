/**
 * Resources of `store.api` that no page needs to render (checkout, sandbox payments, reviews,
 * premium, streaming) load their class on their first call, so they stay out of the page's
 * first script: `store.api.reviews.findPage(...)` reads as before and imports the reviews
 * resource once.
 * @module
 */
import { lazyModule, withModule } from '../lazyModule.js';
import type { Transport } from '../transport.js';

/** Every method of a resource, named once, so that a method added to the class must be listed. */
export type ResourceMethods<R> = { readonly [K in keyof R]: 1 };

/**
 * A resource whose class loads on its first call: an object with the class's methods, each
 * loading the class (one shared import), building it once over the transport and calling it. A
 * call whose class could not be loaded rejects with a `NetworkError`, as one that never reached
 * the server.
 * @param transport - The store's transport.
 * @param label - The resource, for the error's message.
 * @param load - Imports the class.
 * @param methods - The class's methods.
 * @returns The resource.
 * @internal
 */
export function lazyResource<R extends object>(
  transport: Transport,
  label: string,
  load: () => Promise<new (transport: Transport) => R>,
  methods: ResourceMethods<R>,
): R {
  const resourceClass = lazyModule(`${label} API`, load);
  let instance: R | undefined;
  const resource: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(methods)) {
    resource[name] = (...args) =>
      withModule(
        resourceClass,
        (Resource) => {
          instance ??= new Resource(transport);
          return (instance as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!(...args);
        },
        (error) => Promise.reject(error),
      );
  }
  return resource as R;
}
