/**
 * The default adapters for a web page. This is the only file of core that reads host globals,
 * and it reads them through `globalThis` defensively: building the adapters before the DOM is
 * ready, in a worker or in Node never throws; a missing piece falls back to memory.
 * @module
 */
import { memoryCookies, memoryStorage } from './adapters.js';
import type { Clock, CookieAdapter, FetchAdapter, StorageAdapter, StoreAdapters } from './adapters.js';

interface HostGlobals {
  document?: { cookie: string };
  localStorage?: StorageAdapter;
  fetch?: FetchAdapter;
  location?: { protocol?: string };
}

const host = (): HostGlobals => globalThis as unknown as HostGlobals;

/**
 * The real clock of the host (`Date.now` and the global timer functions). The timer functions
 * are looked up on every call, so fake timers installed later (for example `vi.useFakeTimers()`)
 * are honoured.
 * @returns A clock adapter.
 * @example
 * const clock = systemClock();
 * clock.setTimeout(() => console.log('tick'), 800);
 */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  };
}

/**
 * Cookies of the current page through `document.cookie`; memory cookies when there is no document.
 * Values are URI-encoded; `Secure` is added on https pages.
 * @returns A cookie adapter.
 */
export function browserCookies(): CookieAdapter {
  const doc = host().document;
  if (!doc) return memoryCookies(() => Date.now());
  const secure = host().location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        if (part.slice(0, eq).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return part.slice(eq + 1).trim();
        }
      }
      return undefined;
    },
    set(name, value, options) {
      const maxAge = options?.maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=${options?.path ?? '/'}${maxAge}; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

/**
 * `localStorage` of the page, or memory storage when it is missing or throws (private mode,
 * blocked third-party storage in a partner iframe).
 * @returns A storage adapter.
 */
export function browserStorage(): StorageAdapter {
  let storage: StorageAdapter | undefined;
  try {
    storage = host().localStorage;
    const probe = '__d2d_probe__';
    storage?.setItem(probe, probe);
    storage?.removeItem(probe);
  } catch {
    storage = undefined;
  }
  return storage ?? memoryStorage();
}

/**
 * Every adapter a store needs, built from the page: `document.cookie`, `localStorage`, the
 * global `fetch` and the host's timers. Safe to call before the DOM is ready.
 * @param overrides - Adapters to use instead of the page's (for example a proxied `fetch`).
 * @returns The adapters for `createStore`.
 * @throws Error when the host has no `fetch` and none is given.
 * @example
 * import { createStore, browserAdapters } from '@d2d/core';
 * const store = createStore({ apiBase: 'https://store.example.com', site: 1, adapters: browserAdapters() });
 */
export function browserAdapters(overrides: Partial<StoreAdapters> = {}): StoreAdapters {
  const hostFetch = host().fetch;
  const fetch = overrides.fetch ?? (hostFetch ? hostFetch.bind(globalThis) : undefined);
  if (!fetch) {
    throw new Error('browserAdapters() found no global fetch: pass one, e.g. browserAdapters({ fetch: myFetch }).');
  }
  return {
    fetch,
    cookies: overrides.cookies ?? browserCookies(),
    storage: overrides.storage ?? browserStorage(),
    clock: overrides.clock ?? systemClock(),
  };
}
