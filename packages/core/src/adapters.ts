/**
 * The seams between core and its host. Core never reads browser globals: cookies, storage,
 * `fetch` and timers reach it through these small interfaces, so the same store runs in the
 * browser, in Node and under fake timers in tests. `browserAdapters()` (in `browserAdapters.ts`)
 * builds them from the page; the memory versions here suit servers and tests.
 * @module
 */

/** Options for writing a cookie. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
  /** Cookie path; defaults to `/`. */
  path?: string;
}

/** Reads and writes the page's cookies (the token cookie, campaign shown-once cookies, …). */
export interface CookieAdapter {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/** A key-value store that survives reloads (the device fingerprint, the remember token). */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An opaque timer handle, whatever the host's timer functions return. */
export type TimerHandle = unknown;

/**
 * Time as core sees it. Every timeout and poll of spec §9 goes through this, so tests can use an
 * injected fake clock and `store.dispose()` can stop every timer.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The `fetch` function core sends every call through. */
export type FetchAdapter = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Every adapter a store needs. */
export interface StoreAdapters {
  fetch: FetchAdapter;
  cookies: CookieAdapter;
  storage: StorageAdapter;
  clock: Clock;
}

/**
 * Cookies held in memory: for Node, tests and hosts without `document.cookie`. Expiry is
 * honoured against the given clock so campaign and region cookies behave as in a browser.
 * @param now - Milliseconds since the epoch; pass the store's clock for faithful expiry.
 * @returns A cookie adapter with an extra `entries()` for inspection.
 * @example
 * const cookies = memoryCookies();
 * cookies.set('token', 'abc');
 * cookies.get('token'); // 'abc'
 */
export function memoryCookies(now: () => number = () => 0): CookieAdapter & { entries(): Record<string, string> } {
  const jar = new Map<string, { value: string; expiresAt: number | undefined }>();
  const live = (name: string) => {
    const entry = jar.get(name);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
      jar.delete(name);
      return undefined;
    }
    return entry;
  };
  return {
    get: (name) => live(name)?.value,
    set(name, value, options) {
      const maxAge = options?.maxAgeSeconds;
      jar.set(name, { value, expiresAt: maxAge === undefined ? undefined : now() + maxAge * 1000 });
    },
    remove(name) {
      jar.delete(name);
    },
    entries() {
      const out: Record<string, string> = {};
      for (const name of [...jar.keys()]) {
        const entry = live(name);
        if (entry) out[name] = entry.value;
      }
      return out;
    },
  };
}

/**
 * Storage held in memory: for Node, tests and private-mode browsers where storage throws.
 * @returns A storage adapter.
 * @example
 * const storage = memoryStorage();
 * storage.setItem('k', 'v');
 */
export function memoryStorage(): StorageAdapter {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
