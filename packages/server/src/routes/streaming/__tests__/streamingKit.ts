/**
 * Test kit of the streaming area: the shared harness's app on a copy of a seeded SQLite file per
 * test (seeded once per test file at a fixed seed clock, so every window is known relative to
 * it), a movable clock that starts at the seed clock, shoppers made in the database with a
 * session issued at the kit's clock, Cloud Play tickets written as completion writes them, and
 * helpers that drive the real calls and parse every 200 answer with the contract's schemas.
 */
import {
  streamingInfoSchema,
  streamingLaunchSchema,
  switchingServerStatusSchema,
  type StreamingInfo,
  type StreamingLaunch,
} from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { AppOptions } from '../../../app.js';
import {
  numberedBuyers, openTestApp, relogin, seededTemplate, testClock, type Buyer, type TestApp, type TestClock,
} from '../../../__tests__/harness.js';

export { STORE } from '../../../__tests__/harness.js';
export type { Buyer };

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The seed's clock: the start of the current second when the test file loads (windows are relative to it). */
export const SEED_NOW = Math.floor(Date.now() / 1000) * 1000;

/** The showcase product with an open Instant Play offer (catalogue seed: `streaming_game_id` 6000001, oid 900001). */
export const TRIAL_GAME = { productId: 1, gameId: 6_000_001, offerItemId: 900_001 } as const;

export type Method = 'GET' | 'POST';

export interface StreamingKit extends Omit<TestApp, 'call' | 'ok'> {
  clock: TestClock;
  /** A confirmed shopper logged in at the kit's clock. */
  buyer(): Promise<Buyer>;
  /** A fresh login token at the kit's clock (sessions expire after 14 days). */
  relogin(who: Buyer): Promise<Buyer>;
  /** Writes a Cloud Play ticket as completion (paid) or the campaign (bonus) does. */
  grant(who: Buyer, hours: number, options?: { bonus?: boolean; expiresAt?: number }): Promise<number>;
  call(who: Buyer | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** A call that must answer 200, parsed with a contract schema. */
  ok<S extends z.ZodType>(who: Buyer | null, method: Method, url: string, schema: S, payload?: unknown): Promise<z.output<S>>;
  info(who: Buyer): Promise<StreamingInfo>;
  play(who: Buyer, gameId?: number): Promise<StreamingLaunch>;
  trial(who: Buyer, game?: { gameId: number; offerItemId: number }): Promise<StreamingLaunch>;
  /** The streaming client's report for a launch url's token. */
  report(launchUrl: string, status: 'running' | 'ended' | 'failed'): Promise<LightMyRequestResponse>;
  switchStatus(who: Buyer): Promise<{ status: string; progress: number; server: { id: number } | null }>;
}

/** The seed of the streaming tests: every window is known relative to {@link SEED_NOW}. */
const SEED = { catalogue: { products: 40, now: new Date(SEED_NOW) } };

/** The token of a sandbox launch url. */
export function tokenOf(launchUrl: string): string {
  return decodeURIComponent(new URL(launchUrl).pathname.split('/').pop() ?? '');
}

/**
 * A fresh database copy and an app on it, the clock at {@link SEED_NOW}.
 * @param options - app options to override (e.g. rate limits)
 */
export async function openStreamingKit(options: Partial<Pick<AppOptions, 'rateLimits'>> = {}): Promise<StreamingKit> {
  const clock = testClock(SEED_NOW);
  const base = await openTestApp({
    name: 'streaming',
    database: { template: await seededTemplate(SEED) },
    config: { paymentProvider: 'legacy' },
    clock,
    orders: { jobs: false },
    ...options,
  });
  const { db, call, ok } = base;
  const buyer = numberedBuyers(db, 'streamer');

  const kit: StreamingKit = {
    ...base,
    clock,
    buyer: async () => kit.relogin(await buyer()),
    relogin: (who) => relogin(db, who, clock.now),
    async grant(who, hours, opts = {}) {
      const row = await db
        .insertInto('streaming_tickets')
        .values({
          account_id: who.id,
          order_id: null,
          bonus: opts.bonus ? 1 : 0,
          seconds: hours * 3600,
          expires_at: opts.expiresAt ?? clock.now + 365 * DAY_MS,
          created_at: clock.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    info: (who) => ok(who, 'GET', '/api/account/streaming', streamingInfoSchema),
    play: (who, gameId) => ok(who, 'GET', `/api/account/streaming/play${gameId === undefined ? '' : `?game_id=${gameId}`}`, streamingLaunchSchema),
    trial: (who, game = TRIAL_GAME) =>
      ok(who, 'POST', '/d2d/streaming/instant_play', streamingLaunchSchema, { game_id: game.gameId, offer_item_id: game.offerItemId }),
    report: (launchUrl, status) => call(null, 'POST', '/d2d/streaming/client_report', { token: tokenOf(launchUrl), status }),
    async switchStatus(who) {
      const res = await call(who, 'GET', '/api/account/streaming/switching_server_status');
      if (res.statusCode !== 200) throw new Error(`switching_server_status answered ${res.statusCode}: ${res.body}`);
      switchingServerStatusSchema.parse(res.json());
      return res.json();
    },
  };
  return kit;
}
