/**
 * Test kit of the premium area: the shared harness's app on a copy of the orders area's seeded
 * SQLite file (the seed includes the premium campaign and the month's titles) with a movable
 * clock, shoppers made in the database, and helpers that drive the real calls and the sandbox
 * hosted page, parsing every 200 answer with the contract's schemas.
 */
import { hostedCheckoutSchema, premiumStatusSchema, type PremiumStatus } from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../../app.js';
import {
  numberedBuyers, openTestApp, payHosted, relogin, seededTemplate, testClock, type Buyer, type BuyerOptions, type Method, type TestApp,
  type TestClock,
} from '../../../__tests__/harness.js';
import { ORDERS_SEED } from '../../checkout/__tests__/ordersKit.js';

export { STORE, pathOf } from '../../../__tests__/harness.js';
export type { Buyer, Method };

/** The showcase product with a Subscribe offer; its main SKU is `id * 10`. */
export const SUBSCRIBE_PRODUCT = 12;
export const SUBSCRIBE_SKU = 120;
export const DAY_MS = 86_400_000;

export interface PremiumKit extends TestApp {
  clock: TestClock;
  buyer(options?: Partial<BuyerOptions>): Promise<Buyer>;
  /** A fresh login token for a buyer at the kit's clock (sessions expire after 14 days). */
  relogin(who: Buyer): Promise<Buyer>;
  status(who: Buyer): Promise<PremiumStatus>;
  /** `POST /d2d/xsolla/subscribe_premium`, answer parsed: the hosted checkout url. */
  subscribe(who: Buyer, body?: Record<string, unknown>): Promise<string>;
  /** Presses Pay on the hosted page of a `call_url`. */
  pay(callUrl: string, card?: string): Promise<LightMyRequestResponse>;
  /** Subscribes and pays with the success card. */
  subscribePaid(who: Buyer): Promise<void>;
}

/**
 * A fresh database copy and an app on it.
 * @param config - settings to override (e.g. `premiumPrice`)
 */
export async function openPremiumKit(config: Partial<AppOptions['config']> = {}): Promise<PremiumKit> {
  const clock = testClock();
  const base = await openTestApp({ name: 'premium', database: { template: await seededTemplate(ORDERS_SEED) }, config, clock, orders: { jobs: false } });
  const { app, db, ok } = base;

  const kit: PremiumKit = {
    ...base,
    clock,
    buyer: numberedBuyers(db, 'member'),
    relogin: (who) => relogin(db, who, clock.now),
    status: (who) => ok(who, 'GET', '/api/account/premium', premiumStatusSchema),
    async subscribe(who, body = {}) {
      return (await ok(who, 'POST', '/d2d/xsolla/subscribe_premium', hostedCheckoutSchema, body)).call_url;
    },
    pay: (callUrl, card) => payHosted(app, callUrl, card),
    async subscribePaid(who) {
      const paid = await kit.pay(await kit.subscribe(who));
      if (paid.json<{ status: string }>().status !== 'success') throw new Error(`pay: ${paid.body}`);
    },
  };
  return kit;
}
