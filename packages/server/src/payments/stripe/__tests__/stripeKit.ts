/**
 * Test kit of the live Stripe adapter: the orders area's seeded store with the card provider
 * running on Stripe's package against {@link RecordedStripe} (no network), a test clock, a known
 * webhook secret, and helpers that sign deliveries with the package's own test-header helper.
 */
import { inventoryPageSchema, type CheckoutResponse } from '@d2d/contract';
import Stripe from 'stripe';
import { P } from '../../../routes/checkout/__tests__/ordersKit.js';
import type { Buyer } from '../../../__tests__/harness.js';
import { openPaymentKit, ordersAndSeen, type PaymentKit } from '../../__tests__/paymentKit.js';
import { paymentProviders } from '../../registry.js';
import { STRIPE_WEBHOOK_PATH } from '../webhookRoute.js';
import { RecordedStripe } from './recordedStripe.js';

export { P };

export const SECRET_KEY = 'sk_test_51QfWkRLkdIwHu7ixRecordedKeyForTests0000';
export const WEBHOOK_SECRET = 'whsec_recorded_0123456789abcdef0123456789abcdef';

export interface StripeKit extends PaymentKit {
  stripe: RecordedStripe;
  /** Adds a product and checks out with the card provider. */
  checkout(who: Buyer, productId?: number): Promise<CheckoutResponse & { payment_id: string; client_secret: string }>;
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
  const stripe = new RecordedStripe();
  const base = await openPaymentKit({
    name: 'stripe',
    config: { paymentProvider: 'card', stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}) } },
    orders: { jobs: false, payments: paymentProviders('card', { stripe: { secretKey: SECRET_KEY, httpClient: stripe } }) },
    webhook: { path: STRIPE_WEBHOOK_PATH, signatureHeader: 'stripe-signature', contentType: 'application/json; charset=utf-8' },
  });
  return {
    ...base,
    stripe,
    // the live adapter's checkout answers the PaymentIntent's client secret
    checkout: async (who, productId) => (await base.checkout(who, productId)) as CheckoutResponse & { payment_id: string; client_secret: string },
    sign: (body, options = {}) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor((options.atMs ?? base.clock.now) / 1000) }),
    async status(paymentId) {
      return (await base.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
    },
    async counts() {
      return { ...(await ordersAndSeen(base.db)), captures: stripe.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/capture')).length };
    },
    async keys(who) {
      const library = await base.ok(who, 'GET', '/api/account/inventories', inventoryPageSchema);
      return library.items.flatMap((item) => (item.game_keys ?? []).map((k) => k.key));
    },
  };
}
