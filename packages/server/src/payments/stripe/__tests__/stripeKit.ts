/**
 * Test kit of the live Stripe adapter: the orders area's seeded store with the card provider
 * running on Stripe's package against {@link RecordedStripe} (no network), a test clock, a known
 * webhook secret, and helpers that sign deliveries with the package's own test-header helper.
 */
import { cartSchema, checkoutResponseSchema, inventoryPageSchema, type CheckoutResponse } from '@d2d/contract';
import Stripe from 'stripe';
import { ORDERS_SEED, P, REDIRECT_URL } from '../../../routes/checkout/__tests__/ordersKit.js';
import { numberedBuyers, openTestApp, seededTemplate, testClock, type Buyer, type TestApp, type TestClock } from '../../../__tests__/harness.js';
import { paymentProviders } from '../../registry.js';
import { STRIPE_WEBHOOK_PATH } from '../webhookRoute.js';
import { RecordedStripe } from './recordedStripe.js';

export { P };

export const SECRET_KEY = 'sk_test_51QfWkRLkdIwHu7ixRecordedKeyForTests0000';
export const WEBHOOK_SECRET = 'whsec_recorded_0123456789abcdef0123456789abcdef';

export interface StripeKit extends TestApp {
  clock: TestClock;
  stripe: RecordedStripe;
  buyer(): Promise<Buyer>;
  /** Adds a product and checks out with the card provider. */
  checkout(who: Buyer, productId?: number): Promise<CheckoutResponse & { payment_id: string; client_secret: string }>;
  /** The store's return: `POST /d2d/stripe/purchase`. */
  purchase(who: Buyer, paymentId: string): ReturnType<TestApp['call']>;
  /** POSTs a body to the Stripe webhook route with the given `Stripe-Signature` (none when undefined). */
  deliver(body: string, signature?: string): ReturnType<TestApp['call']>;
  /** Stripe's signature of a body at the kit's clock (or `atMs`), by the package's test helper. */
  sign(body: string, options?: { secret?: string; atMs?: number }): string;
  status(paymentId: string): Promise<string>;
  counts(): Promise<{ orders: number; captures: number; seen: number }>;
  /** The buyer's library: keys of every item. */
  keys(who: Buyer): Promise<(string | null)[]>;
}

/** Options of {@link openStripeKit}. */
export interface StripeKitOptions {
  /** `STRIPE_PUBLISHABLE_KEY` of the server (none by default). */
  publishableKey?: string;
}

export async function openStripeKit(options: StripeKitOptions = {}): Promise<StripeKit> {
  const clock = testClock();
  const stripe = new RecordedStripe();
  const base = await openTestApp({
    name: 'stripe',
    database: { template: await seededTemplate(ORDERS_SEED) },
    config: { paymentProvider: 'card', stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}) } },
    orders: { jobs: false, payments: paymentProviders('card', { stripe: { secretKey: SECRET_KEY, httpClient: stripe } }) },
    clock,
  });
  return {
    ...base,
    clock,
    stripe,
    buyer: numberedBuyers(base.db, 'buyer'),
    async checkout(who, productId = P.plainA) {
      await base.ok(who, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
      return (await base.ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL })) as CheckoutResponse & {
        payment_id: string;
        client_secret: string;
      };
    },
    purchase: (who, paymentId) => base.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: paymentId }),
    deliver(body, signature) {
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (signature !== undefined) headers['stripe-signature'] = signature;
      return base.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers, payload: body });
    },
    sign: (body, options = {}) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor((options.atMs ?? clock.now) / 1000) }),
    async status(paymentId) {
      return (await base.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
    },
    async counts() {
      const orders = await base.db.selectFrom('orders').select('id').execute();
      const seen = await base.db.selectFrom('webhook_events_seen').select('id').execute();
      return { orders: orders.length, captures: stripe.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/capture')).length, seen: seen.length };
    },
    async keys(who) {
      const library = await base.ok(who, 'GET', '/api/account/inventories', inventoryPageSchema);
      return library.items.flatMap((item) => (item.game_keys ?? []).map((k) => k.key));
    },
  };
}
