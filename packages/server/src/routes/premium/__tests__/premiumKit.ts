/**
 * Test kit of the premium area: a copy of the orders area's seeded SQLite file per test (the
 * seed includes the premium campaign and the month's titles), the app over it with a movable
 * clock, shoppers made in the database, and helpers that drive the real calls and the sandbox
 * hosted page, parsing every 200 answer with the contract's schemas.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostedCheckoutSchema, premiumStatusSchema, type PremiumStatus } from '@d2d/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildApp, type AppOptions } from '../../../app.js';
import { createBuyer, type Buyer, type BuyerOptions } from '../../../bench/checkoutFixtures.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { issueTokens } from '../../../services/accounts/sessions.js';
import { CHEAP, STORE } from '../../account/__tests__/kit.js';
import { seededTemplate } from '../../checkout/__tests__/ordersKit.js';

export { STORE };
export type { Buyer };

/** The showcase product with a Subscribe offer; its main SKU is `id * 10`. */
export const SUBSCRIBE_PRODUCT = 12;
export const SUBSCRIBE_SKU = 120;
export const DAY_MS = 86_400_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PremiumKit {
  app: FastifyInstance;
  db: Db;
  clock: { now: number; advance(ms: number): void };
  buyer(options?: Partial<BuyerOptions>): Promise<Buyer>;
  /** A fresh login token for a buyer at the kit's clock (sessions expire after 14 days). */
  relogin(who: Buyer): Promise<Buyer>;
  call(who: Buyer | null, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must answer 200, parsed with a contract schema. */
  ok<S extends z.ZodType>(who: Buyer | null, method: Method, url: string, schema: S, payload?: unknown, headers?: Record<string, string>): Promise<z.output<S>>;
  status(who: Buyer): Promise<PremiumStatus>;
  /** `POST /d2d/xsolla/subscribe_premium`, answer parsed: the hosted checkout url. */
  subscribe(who: Buyer, body?: Record<string, unknown>): Promise<string>;
  /** Presses Pay on the hosted page of a `call_url`. */
  pay(callUrl: string, card?: string): Promise<LightMyRequestResponse>;
  /** Subscribes and pays with the success card. */
  subscribePaid(who: Buyer): Promise<void>;
  close(): Promise<void>;
}

/** The path of a `call_url` (inject takes paths). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * A fresh database copy and an app on it.
 * @param config - settings to override (e.g. `premiumPrice`)
 */
export async function openPremiumKit(config: Partial<AppOptions['config']> = {}): Promise<PremiumKit> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-premium-'));
  const file = join(dir, 'store.db');
  writeFileSync(file, await seededTemplate());
  const db = openDatabase(file);
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({
    db,
    config: { maintenance: false, publicUrl: STORE, devMailbox: true, ...config },
    accounts: { ...CHEAP, now: () => clock.now },
    orders: { jobs: false },
  });
  let made = 0;

  const call: PremiumKit['call'] = (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
    });

  const ok: PremiumKit['ok'] = async (who, method, url, schema, payload, headers) => {
    const res = await call(who, method, url, payload, headers);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
    return schema.parse(res.json());
  };

  const kit: PremiumKit = {
    app,
    db,
    clock,
    async buyer(opts = {}) {
      made += 1;
      return createBuyer(db, { email: `member${made}@example.com`, ...opts });
    },
    async relogin(who) {
      const tokens = await issueTokens(db, who.id, clock.now);
      return { ...who, token: tokens.token };
    },
    call,
    ok,
    status: (who) => ok(who, 'GET', '/api/account/premium', premiumStatusSchema),
    async subscribe(who, body = {}) {
      return (await ok(who, 'POST', '/d2d/xsolla/subscribe_premium', hostedCheckoutSchema, body)).call_url;
    },
    pay(callUrl, card = '4242 4242 4242 4242') {
      return app.inject({ method: 'POST', url: `${new URL(callUrl).pathname}/pay`, payload: { card_number: card } });
    },
    async subscribePaid(who) {
      const paid = await kit.pay(await kit.subscribe(who));
      if (paid.json<{ status: string }>().status !== 'success') throw new Error(`pay: ${paid.body}`);
    },
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return kit;
}
