import { browserAdapters, createStore, type Store } from '@d2d/core';
import { REGION_COOKIE, affiliateFromUrl, routes, siteIdForRegion, siteIdForRegionView, type SiteId } from '@d2d/contract';

const loadEndpointSchemas = () => import('./endpointSchemas.js').then((module) => module.endpoints);

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
    const answer = (await store.api.transport.call(routes.region)) as { region?: { view?: unknown } } | undefined;
    const view = answer?.region?.view;
    if (typeof view !== 'number' && typeof view !== 'string') return store;
    const site = siteIdForRegionView(view);
    if (site !== guess) {
      store.dispose();
      store = make(site);
    }
  } catch {
    // the transport already routed server errors; keep the guess
  }
  return store;
}
