/**
 * The channel page the store serves at `/embed/channel.html` (its script, `/embed/channel.js`,
 * is built from `src/entries/channel.ts`). The server writes the partner allowlist into the page
 * as a JSON block (`<script type="application/json" id="d2d-channel-config">`), so the allowlist
 * is the server's, never the embedding page's.
 * @module
 */
import { TOKEN_COOKIE, siteIdForRegionView, type SiteId } from '@d2d/contract';
import { browserAdapters, browserCookies, createStore, type Store, type StoreAdapters } from '@d2d/core';
import { channelTokenStorage, handoffCookies } from './handoffCookies.js';
import { parseOriginList } from './origins.js';
import { startStoreHost, type StoreHost } from './storeHost.js';

/** Id of the JSON block holding `{ "partnerOrigins": [...] }`. */
export const CHANNEL_CONFIG_ID = 'd2d-channel-config';

/**
 * Reads the allowlist the server embedded in the channel page.
 * @param doc - The channel page's document.
 * @returns The canonical origins; empty (nobody is answered) when the block is missing or broken.
 */
export function readEmbeddedAllowlist(doc: Document): string[] {
  const text = doc.getElementById(CHANNEL_CONFIG_ID)?.textContent ?? '';
  try {
    const config = JSON.parse(text) as { partnerOrigins?: unknown };
    const list = Array.isArray(config.partnerOrigins) ? config.partnerOrigins.filter((o): o is string => typeof o === 'string') : [];
    return parseOriginList(list);
  } catch {
    return [];
  }
}

/**
 * The store of a channel page, priced for the shopper's region on the store (`region.view`:
 * 1 US, 2 UK, anything else EU), or for the partner's site when the store cannot say. No
 * `validate`: the channel page is the store's own code talking to its own server.
 * @param origin - The store's origin.
 * @param fallbackSite - The partner's site.
 * @param adapters - Cookies, storage, fetch and clock (the page's own by default).
 */
export async function openChannelStore(origin: string, fallbackSite: SiteId, adapters: StoreAdapters = browserAdapters()): Promise<Store> {
  const make = (site: SiteId) => createStore({ apiBase: origin, site, adapters });
  const store = make(fallbackSite);
  let site = fallbackSite;
  try {
    site = siteIdForRegionView((await store.api.merchandising.region({ navigate: false })).region.view);
  } catch {
    // the store cannot say: the partner's site stands
  }
  if (site === fallbackSite) return store;
  store.dispose();
  return make(site);
}

/**
 * Starts the channel of a channel page with the allowlist the server embedded and the store's
 * `token` cookie, or the login the store's login window handed over when the cookie cannot be seen.
 * @param win - The channel page's window.
 * @returns The running channel.
 */
export function startChannelPage(win: Window): StoreHost {
  const cookies = handoffCookies(browserCookies(), channelTokenStorage(win.document));
  return startStoreHost({
    window: win,
    allowlist: readEmbeddedAllowlist(win.document),
    openStore: (site) => openChannelStore(win.location.origin, site, browserAdapters({ cookies })),
    readToken: () => cookies.get(TOKEN_COOKIE),
    acceptLogin: (token) => cookies.accept(token),
  });
}
