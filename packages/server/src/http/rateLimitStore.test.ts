import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { openTestDatabase, testClock, type TestClock, type TestDatabase } from '../__tests__/harness.js';
import { databaseCounterStore } from './rateLimitStore.js';

let database: TestDatabase;
let clock: TestClock;
beforeEach(async () => {
  database = await openTestDatabase('rate-limit-store');
  clock = testClock();
});
afterEach(async () => {
  await database.remove();
});

/** One limit's counters, as `app.rateLimit({ groupId })` gets them. */
function limit(groupId: string, db = database.db): FastifyRateLimitStore {
  const Store = databaseCounterStore({ db, now: () => clock.now });
  return new Store({}).child({ groupId } as never);
}

function hit(store: FastifyRateLimitStore, key: string, windowMs = 60_000): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10));
}

describe('the rate limits counter store', () => {
  it('should hand each of a burst of parallel callers its own count', async () => {
    const login = limit('login');
    const counts = await Promise.all(Array.from({ length: 30 }, () => hit(login, '203.0.113.1')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('should start a new window when the old one is over, and say how long is left', async () => {
    const login = limit('login');
    expect(await hit(login, 'a')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(45_000);
    expect(await hit(login, 'a')).toEqual({ current: 2, ttl: 15_000 });
    clock.advance(15_000);
    expect(await hit(login, 'a')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('should count addresses apart, and every limit on its own counters', async () => {
    const login = limit('login');
    const signUp = limit('signUp');
    await hit(login, 'a');
    await hit(login, 'a');
    expect((await hit(login, 'b')).current).toBe(1);
    expect((await hit(signUp, 'a')).current).toBe(1);
    expect((await hit(login, 'a')).current).toBe(3);
  });

  it('should count together with another instance on the same database', async () => {
    // a second connection (pool) to the one database, as a second server process opens it
    const second = openDatabase(database.file);
    try {
      const here = limit('login');
      const there = limit('login', second);
      await Promise.all([hit(here, 'a'), hit(there, 'a'), hit(here, 'a')]);
      expect((await hit(there, 'a')).current).toBe(4);
    } finally {
      await second.destroy();
    }
  });

  it('should refuse a limit that has no name to count under', async () => {
    const Store = databaseCounterStore({ db: database.db });
    const unnamed = new Store({}).child({} as never);
    await expect(hit(unnamed, 'a')).rejects.toThrow(/groupId/);
  });
});
