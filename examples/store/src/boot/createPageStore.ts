import { browserAdapters, createStore, type Store } from '@d2d/core';
import { REGION_COOKIE, affiliateFromUrl, endpoints, siteIdForRegion, siteIdForRegionView, type SiteId } from '@d2d/contract';

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
  // must stay small, do not)
  const make = (site: SiteId) => createStore({ apiBase, site, adapters, validate: endpoints, ...(affiliateId ? { affiliateId } : {}) });
  const cookie = Number(adapters.cookies.get(REGION_COOKIE));
  const guess = siteIdForRegion(cookie) ?? 1;
  let store = make(guess);
  try {
    const answer = await store.api.merchandising.region();
    const site = siteIdForRegionView(answer.region.view);
    if (site !== guess) {
      store.dispose();
      store = make(site);
    }
  } catch {
    // the transport already routed server errors; keep the guess
  }
  return store;
}
