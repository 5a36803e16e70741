/**
 * The in-memory counter store of the rate limits: fixed windows per key, the least recently
 * counted keys dropped beyond a capacity. It replaces `@fastify/rate-limit`'s own LocalStore,
 * which hands every caller the live counter object: in a burst of simultaneous requests each
 * one read the count as it stood after the whole burst, so all of them were refused, the first
 * twenty logins of forty included.
 * @module
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Options of {@link windowCounterStore}. */
export interface WindowCounterStoreOptions {
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
  /** How many keys (addresses) each limit remembers before dropping the least recent. */
  capacity?: number;
}

interface Window {
  count: number;
  startedAt: number;
}

/** Default number of addresses remembered per limit. */
export const DEFAULT_STORE_CAPACITY = 20_000;

/**
 * A store class for `@fastify/rate-limit`'s `store` option; each limit gets its own counters
 * through `child`.
 * @example
 * await app.register(fastifyRateLimit, { global: false, store: windowCounterStore() });
 */
export function windowCounterStore({ now = Date.now, capacity = DEFAULT_STORE_CAPACITY }: WindowCounterStoreOptions = {}): FastifyRateLimitStoreCtor {
  return class WindowCounterStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= at) window = { count: 0, startedAt: at };
      window.count += 1;
      // re-inserting keeps the map in order of last use, so the first key is the one to drop
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > capacity) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      // a copy: the caller reads it after other requests may have counted
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    child(): FastifyRateLimitStore {
      return new WindowCounterStore();
    }
  };
}
