import { browserAdapters, createStore, type Store } from '@d2d/core';
import { endpoints, siteIdForRegion, siteIdForRegionView, type SiteId } from '@d2d/contract';

/** The cookie the server keeps the region in (spec §1); read only for a first guess of the site. */
const REGION_COOKIE = 'region';

/** The affiliate id of this visit: `?aff=ID` before the hash or in the hash's query. */
function affiliateFromUrl(location: Location): string | undefined {
  const direct = new URLSearchParams(location.search).get('aff');
  const hashQuery = location.hash.indexOf('?');
  const fromHash = hashQuery < 0 ? null : new URLSearchParams(location.hash.slice(hashQuery + 1)).get('aff');
  const id = (direct ?? fromHash ?? '').trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
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
  const affiliateId = affiliateFromUrl(window.location);
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
