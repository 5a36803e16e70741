/**
 * The channel's cookies with the login handoff. On a partner page of another site the channel is
 * a third-party frame: the store's `token` cookie (SameSite=Lax) is not visible there, so the
 * store's login window hands the token over (`parseLoginHandoff` in the contract) and the channel
 * keeps it itself. The cookie wins when the channel can see one (a partner on the same site).
 *
 * Where it keeps it: browsers that block third-party storage (Chrome's default for third-party
 * frames without storage access) still allow a partitioned (CHIPS) cookie, keyed by the partner
 * site, so every tab of that partner shares it. Its path is `/embed/`, so it never travels with
 * API calls (the server does not take it as a credential: no new CSRF surface). Where a
 * partitioned cookie cannot be set (plain http off localhost), storage or memory holds it.
 * @module
 */
import { TOKEN_COOKIE } from '@d2d/contract';
import { browserStorage, type CookieAdapter, type StorageAdapter } from '@d2d/core';
import { readCookie } from './readCookie.js';

/** Storage key of a handed-over login token. */
export const HANDOFF_TOKEN_KEY = 'd2d.channel.token';

/** A cookie adapter that also holds a handed-over login. */
export interface HandoffCookies extends CookieAdapter {
  /** Keeps a token handed over by the store's login window. */
  accept(token: string): void;
}

/**
 * Wraps the channel page's cookies so `token` falls back to a handed-over login.
 * @param base - The page's cookies (`browserCookies()`).
 * @param storage - The page's storage (`browserStorage()`: partitioned in a third-party frame).
 * @returns The adapter for the channel's store, and for reading its login.
 * @example
 * const cookies = handoffCookies(browserCookies(), browserStorage());
 * createStore({ apiBase: location.origin, site: 1, adapters: browserAdapters({ cookies }) });
 */
export function handoffCookies(base: CookieAdapter, storage: StorageAdapter): HandoffCookies {
  return {
    get: (name) => base.get(name) ?? (name === TOKEN_COOKIE ? (storage.getItem(HANDOFF_TOKEN_KEY) ?? undefined) : undefined),
    set: (name, value, options) => base.set(name, value, options),
    remove(name) {
      base.remove(name);
      // a refused or expired login goes from both places, so it is not tried again
      if (name === TOKEN_COOKIE) storage.removeItem(HANDOFF_TOKEN_KEY);
    },
    accept: (token) => storage.setItem(HANDOFF_TOKEN_KEY, token),
  };
}

/** Name of the partitioned cookie that holds a handed-over login on the channel page. */
export const HANDOFF_COOKIE = 'd2d_channel_token';
const THIRTY_DAYS = 30 * 86_400;

/**
 * Where the channel page keeps a handed-over login: a partitioned cookie of the channel's path,
 * and the page's storage as well (memory when storage is blocked).
 * @param doc - The channel page's document.
 * @param fallback - Storage beside the cookie (default `browserStorage()`).
 * @returns A storage adapter for {@link handoffCookies}.
 */
export function channelTokenStorage(doc: Document, fallback: StorageAdapter = browserStorage()): StorageAdapter {
  const write = (value: string, maxAge: number) => {
    doc.cookie = `${HANDOFF_COOKIE}=${encodeURIComponent(value)}; Path=/embed/; Max-Age=${maxAge}; SameSite=None; Secure; Partitioned`;
  };
  return {
    getItem: (key) => (key === HANDOFF_TOKEN_KEY ? readCookie(doc.cookie, HANDOFF_COOKIE) : undefined) ?? fallback.getItem(key),
    setItem(key, value) {
      if (key === HANDOFF_TOKEN_KEY) write(value, THIRTY_DAYS);
      fallback.setItem(key, value);
    },
    removeItem(key) {
      if (key === HANDOFF_TOKEN_KEY) write('', 0);
      fallback.removeItem(key);
    },
  };
}
