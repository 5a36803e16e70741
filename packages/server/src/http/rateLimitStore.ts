/**
 * The rate limits' counter store for `@fastify/rate-limit`: fixed windows per limit and address,
 * kept in the database (`rate_limit_counters`) so that several instances behind one load
 * balancer count together; a script spreading its calls over them gets no more than from one.
 * Each call is one upsert-increment that returns its own count. The plugin's LocalStore handed
 * every caller the live counter object: in a burst of simultaneous requests each read the count
 * as it stood after the whole burst, so all were refused, the first twenty logins of forty
 * included. Windows that ended are deleted by the pruning job (`services/maintenance`).
 * @module
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { countHit } from '../services/accounts/data/rateLimitCounters.js';

/** Options of {@link databaseCounterStore}. */
export interface DatabaseCounterStoreOptions {
  db: Db;
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store class for `@fastify/rate-limit`'s `store` option. Each limit gets its own counters
 * through `child`, named by the limit's `groupId` (the plugin's name for a counter several
 * routes share); a limit without one is refused, as it would count with no name.
 * @example
 * await app.register(fastifyRateLimit, { global: false, store: databaseCounterStore({ db }) });
 * const login = app.rateLimit({ max: 20, timeWindow: 60_000, groupId: 'login' });
 */
export function databaseCounterStore({ db, now = Date.now }: DatabaseCounterStoreOptions): FastifyRateLimitStoreCtor {
  return class DatabaseCounterStore implements FastifyRateLimitStore {
    private readonly limitName: string | undefined;

    // the plugin passes its merged limit settings, typed by it as route options
    constructor(options: object) {
      const { groupId } = options as { groupId?: unknown };
      this.limitName = typeof groupId === 'string' ? groupId : undefined;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const limitName = this.limitName;
      if (limitName === undefined) {
        callback(new Error('A database-counted rate limit needs a groupId to name its counters'));
        return;
      }
      const at = now();
      countHit(db, limitName, key, at, timeWindow).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Math.max(0, windowEndsAt - at) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseCounterStore(options);
    }
  };
}
