/**
 * Test kit of the streaming area: a copy of a seeded SQLite file per test (seeded once per test
 * file at a fixed seed clock, so every window is known relative to it), the app over it with a
 * movable clock that starts at the seed clock, shoppers made in the database with a session
 * issued at the kit's clock, Cloud Play tickets written as completion writes them, and helpers
 * that drive the real calls and parse every 200 answer with the contract's schemas.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  streamingInfoSchema,
  streamingLaunchSchema,
  switchingServerStatusSchema,
  type StreamingInfo,
  type StreamingLaunch,
} from '@d2d/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildApp, type AppOptions } from '../../../app.js';
import { createBuyer, type Buyer } from '../../../bench/checkoutFixtures.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { seedIfEmpty } from '../../../seed/seed.js';
import { issueTokens } from '../../../services/accounts/sessions.js';
import { CHEAP, STORE } from '../../account/__tests__/kit.js';

export { STORE };
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

export interface StreamingKit {
  app: FastifyInstance;
  db: Db;
  clock: { now: number; advance(ms: number): void; set(ms: number): void };
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
  close(): Promise<void>;
}

let template: Promise<Buffer> | undefined;

/** Seeds one database per test file at {@link SEED_NOW} and keeps its bytes. */
function seededTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'd2d-streaming-template-'));
    try {
      const file = join(dir, 'store.db');
      const db = openDatabase(file);
      await migrateToLatest(db);
      await seedIfEmpty(db, { catalogue: { products: 40, now: new Date(SEED_NOW) } });
      await db.destroy();
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return template;
}

/** The token of a sandbox launch url. */
export function tokenOf(launchUrl: string): string {
  return decodeURIComponent(new URL(launchUrl).pathname.split('/').pop() ?? '');
}

/**
 * A fresh database copy and an app on it, the clock at {@link SEED_NOW}.
 * @param options - app options to override (e.g. rate limits)
 */
export async function openStreamingKit(options: Partial<Pick<AppOptions, 'rateLimits'>> = {}): Promise<StreamingKit> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-streaming-'));
  const file = join(dir, 'store.db');
  writeFileSync(file, await seededTemplate());
  const db = openDatabase(file);
  const clock = {
    now: SEED_NOW,
    advance(ms: number) {
      clock.now += ms;
    },
    set(ms: number) {
      clock.now = ms;
    },
  };
  const app = await buildApp({
    db,
    config: { maintenance: false, publicUrl: STORE, devMailbox: true, paymentProvider: 'legacy' },
    accounts: { ...CHEAP, now: () => clock.now },
    orders: { jobs: false },
    ...options,
  });
  let made = 0;

  const call: StreamingKit['call'] = (who, method, url, payload) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });

  const ok: StreamingKit['ok'] = async (who, method, url, schema, payload) => {
    const res = await call(who, method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
    return schema.parse(res.json());
  };

  const kit: StreamingKit = {
    app,
    db,
    clock,
    async buyer() {
      made += 1;
      return kit.relogin(await createBuyer(db, { email: `streamer${made}@example.com` }));
    },
    async relogin(who) {
      const tokens = await issueTokens(db, who.id, clock.now);
      return { ...who, token: tokens.token };
    },
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
    call,
    ok,
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
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return kit;
}
