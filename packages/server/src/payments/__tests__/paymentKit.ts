/**
 * What the payment test kits share (the sandbox webhooks' {@link ./webhookKit.ts}, live Stripe's
 * `../stripe/__tests__/stripeKit.ts`): the orders area's seeded store on a test clock, shoppers,
 * the card checkout and the store's return, and signed deliveries to one webhook route. Each kit
 * adds its provider's own settings, signatures and ledger.
 */
import { cartSchema, checkoutResponseSchema, type CheckoutResponse } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ORDERS_SEED, P, REDIRECT_URL } from '../../routes/checkout/__tests__/ordersKit.js';
import {
  numberedBuyers, openTestApp, seededTemplate, testClock, type Buyer, type TestApp, type TestAppOptions, type TestClock,
} from '../../__tests__/harness.js';

/** The webhook route a kit delivers to, and how its provider sends a delivery. */
export interface WebhookTarget {
  path: string;
  /** The header that carries the signature (lower case). */
  signatureHeader: string;
  contentType: string;
}

/** Options of {@link openPaymentKit}. */
export interface PaymentKitOptions {
  /** Names the temp folder. */
  name: string;
  config: TestAppOptions['config'];
  orders: TestAppOptions['orders'];
  webhook: WebhookTarget;
}

/** A seeded store on a test clock with the calls every payment kit drives. */
export interface PaymentKit extends TestApp {
  clock: TestClock;
  buyer(): Promise<Buyer>;
  /** Adds a product and checks out with the server's checkout provider. */
  checkout(who: Buyer, productId?: number): Promise<CheckoutResponse & { payment_id: string }>;
  /** The store's return: `POST /d2d/stripe/purchase`. */
  purchase(who: Buyer, paymentId: string): ReturnType<TestApp['call']>;
  /** POSTs a body to the kit's webhook route with the given signature (no header when undefined). */
  deliver(body: string, signature?: string): ReturnType<TestApp['call']>;
}

/**
 * Opens the store a payment kit builds on.
 * @example
 * const base = await openPaymentKit({ name: 'webhooks', config: { paymentProvider: 'card' }, orders: { jobs: false }, webhook });
 */
export async function openPaymentKit(options: PaymentKitOptions): Promise<PaymentKit> {
  const clock = testClock();
  const base = await openTestApp({
    name: options.name,
    database: { template: await seededTemplate(ORDERS_SEED) },
    config: options.config,
    orders: options.orders,
    clock,
  });
  const { path, signatureHeader, contentType } = options.webhook;
  return {
    ...base,
    clock,
    buyer: numberedBuyers(base.db, 'buyer'),
    async checkout(who, productId = P.plainA) {
      await base.ok(who, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
      return (await base.ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL })) as CheckoutResponse & { payment_id: string };
    },
    purchase: (who, paymentId) => base.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: paymentId }),
    deliver(body, signature) {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (signature !== undefined) headers[signatureHeader] = signature;
      return base.app.inject({ method: 'POST', url: path, headers, payload: body });
    },
  };
}

/** Orders made and webhook events taken, the counts every kit reports beside its provider's captures. */
export async function ordersAndSeen(db: Db): Promise<{ orders: number; seen: number }> {
  const orders = await db.selectFrom('orders').select('id').execute();
  const seen = await db.selectFrom('webhook_events_seen').select('id').execute();
  return { orders: orders.length, seen: seen.length };
}
