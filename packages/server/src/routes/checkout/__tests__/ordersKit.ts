/**
 * Test kit of the orders area: the shared harness's app with a chosen payment provider on a copy
 * of a seeded SQLite file (fresh state without re-seeding), shoppers made in the database, and
 * helpers that drive the real calls (cart, checkout, sandbox pages) and parse every answer with
 * the contract's schemas.
 */
import { cartSchema, checkoutResponseSchema, type Cart, type CheckoutResponse } from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { ProviderKind } from '../../../payments/provider.js';
import { paymentProviders } from '../../../payments/registry.js';
import type { OrdersContext } from '../../../services/orders/context.js';
import type { SeedOptions } from '../../../seed/seed.js';
import {
  STORE, numberedBuyers, openTestApp, payHosted, seededTemplate, type Buyer, type BuyerOptions, type Method, type TestApp, type TestClock,
} from '../../../__tests__/harness.js';

export { STORE, pathOf } from '../../../__tests__/harness.js';
export type { Buyer, Method };

/** Showcase products (seed/catalogue/showcase.ts); each main SKU is `id * 10`. */
export const P = {
  onSale: 1, preorder: 2, prePurchase: 3, ads: 4, dlc: 5, bundle: 6, customBundle: 7, free: 8, oneKeyA: 9, oneKeyB: 10,
  restricted: 11, subscribe: 12, unpublished: 14, plainA: 16, plainB: 17, plainC: 18, plainD: 19,
} as const;

/** Where the store returns after a checkout (an allowed origin: `PUBLIC_URL`). */
export const REDIRECT_URL = `${STORE}/#!/cart`;

/** The seed of the orders tests (and the premium area's, which builds on the same catalogue). */
export const ORDERS_SEED: SeedOptions = { catalogue: { products: 40 } };

export interface OrdersKit extends TestApp {
  /** What the orders services take, on the app's database, its one set of payment providers and its clock, for tests that call them beside the app. */
  orders: OrdersContext;
  buyer(options?: Partial<BuyerOptions>): Promise<Buyer>;
  /** Adds products to the buyer's cart (each must answer 200). */
  add(who: Buyer, ...productIds: number[]): Promise<Cart>;
  /** `POST /api/account/shopping_carts/checkout`, answer parsed. */
  checkout(who: Buyer, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<CheckoutResponse>;
  /** Presses Pay on the sandbox hosted page of a `call_url`. */
  payHosted(callUrl: string, card?: string): Promise<LightMyRequestResponse>;
  /** Adds the products, checks out and pays on the hosted page: a completed purchase. */
  buy(who: Buyer, ...productIds: number[]): Promise<void>;
}

/**
 * A fresh database copy and an app on it.
 * @param options - the checkout provider (default the legacy one), and the app's clock (the wall clock if none)
 */
export async function openOrdersKit(options: { paymentProvider?: ProviderKind; clock?: TestClock } = {}): Promise<OrdersKit> {
  const paymentProvider = options.paymentProvider ?? 'legacy';
  const payments = paymentProviders(paymentProvider);
  const clock = options.clock;
  const base = await openTestApp({
    name: 'orders',
    database: { template: await seededTemplate(ORDERS_SEED) },
    config: { paymentProvider },
    orders: { jobs: false, payments },
    clock,
  });
  const { app, db, ok } = base;

  const kit: OrdersKit = {
    ...base,
    orders: { db, payments, now: clock ? () => clock.now : Date.now },
    buyer: numberedBuyers(db, 'buyer'),
    async add(who, ...productIds) {
      let cart: Cart | undefined;
      for (const productId of productIds) cart = await ok(who, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
      return cart ?? ok(who, 'GET', '/api/account/shopping_carts', cartSchema);
    },
    checkout(who, body = {}, headers) {
      return ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL, ...body }, headers);
    },
    payHosted: (callUrl, card) => payHosted(app, callUrl, card),
    async buy(who, ...productIds) {
      await kit.add(who, ...productIds);
      const answer = await kit.checkout(who);
      const paid = (await kit.payHosted(answer.call_url as string)).json<{ status?: string }>();
      if (paid.status !== 'success') throw new Error(`the purchase of ${productIds.join(', ')} did not complete: ${JSON.stringify(paid)}`);
    },
  };
  return kit;
}
