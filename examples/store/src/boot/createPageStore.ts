import { browserAdapters, createStore, type Store } from '@d2d/core';
import { REGION_COOKIE, affiliateFromUrl, routes, siteIdForRegion, siteIdForRegionView, type SiteId } from '@d2d/contract';

const loadEndpointSchemas = () => import('./endpointSchemas.js').then((module) => module.endpoints);

/** The region answer waits at most this long before the cookie's guess stands. */
const REGION_TIMEOUT_MS = 10_000;

/**
 * The region answer's `region.view`. index.html preloads this answer (`<link rel="preload"
 * as="fetch" crossorigin>`) while the page's script downloads; a plain same-origin GET is what
 * the browser matches with that preload (the transport's own headers would make it ask again).
 */
async function regionView(apiBase: string): Promise<unknown> {
  const response = await fetch(new URL(routes.region.path, apiBase), { signal: AbortSignal.timeout(REGION_TIMEOUT_MS) });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as { region?: { view?: unknown } } | undefined;
  return answer?.region?.view;
}

/**
 * Creates the page's store for the shopper's site. The region cookie gives a first guess; the
 * server's region answer (`region.view`: 1 US, 2 UK, anything else EU) decides, and the store is
 * made again when they differ. Offline, the cookie's guess stands.
 * @returns The store, ready for `<StoreProvider>`.
 */
export async function createPageStore(): Promise<Store> {
  const adapters = browserAdapters();
  const apiBase = window.location.origin;
  const affiliateId = affiliateFromUrl(window.location.href);
  // the reference store checks every request and answer against the contract (the elements, which
  // must stay small, do not); the schemas load beside the first call instead of with the page
  const make = (site: SiteId) => createStore({ apiBase, site, adapters, validate: loadEndpointSchemas, ...(affiliateId ? { affiliateId } : {}) });
  const cookie = Number(adapters.cookies.get(REGION_COOKIE));
  const guess = siteIdForRegion(cookie) ?? 1;
  // the schemas start loading now, so that the first page's calls find them
  loadEndpointSchemas().catch(() => undefined);
  let store = make(guess);
  try {
    // the region answer only picks the site, read here by hand: checking it would make the first
    // render wait for the schemas as well as for the answer
    const view = await regionView(apiBase);
    if (typeof view !== 'number' && typeof view !== 'string') return store;
    const site = siteIdForRegionView(view);
    if (site !== guess) {
      store.dispose();
      store = make(site);
    }
  } catch {
    // offline or too slow: keep the guess (the page's own calls report what is wrong)
  }
  return store;
}
