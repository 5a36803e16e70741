/**
 * Test kit of the payment webhooks: the orders area's seeded store with the card sandbox, a test
 * clock, a known webhook secret, and the sandbox's sender under the test's control (jobs off, so
 * nothing is delivered until the test drains the outbox).
 */
import { cartSchema, checkoutResponseSchema, type CheckoutResponse } from '@d2d/contract';
import { ORDERS_SEED, P, REDIRECT_URL } from '../../routes/checkout/__tests__/ordersKit.js';
import { numberedBuyers, openTestApp, seededTemplate, testClock, type Buyer, type TestApp, type TestClock } from '../../__tests__/harness.js';
import type { ProviderKind } from '../provider.js';
import { sandboxWebhookSender } from '../sandboxWebhooks.js';
import { signatureHeader } from '../webhookSignature.js';
import type { WebhookSender } from '../webhookSender.js';

export { P };

/** The webhook secret of the kit's server. */
export const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';

export interface WebhookKit extends TestApp {
  clock: TestClock;
  sender: WebhookSender;
  buyer(): Promise<Buyer>;
  /** Adds a product and checks out with the kit's provider. */
  checkout(who: Buyer, productId?: number): Promise<CheckoutResponse & { payment_id: string }>;
  /** The card form's confirmation at the sandbox. */
  confirm(clientSecret: string, card: string): Promise<{ status: string; message?: string; next_action?: { url: string } }>;
  /** The store's return: `POST /d2d/stripe/purchase`. */
  purchase(who: Buyer, paymentId: string): ReturnType<TestApp['call']>;
  /** POSTs a body to the webhook route with a signature header of our choosing. */
  deliver(body: string, signature?: string): ReturnType<TestApp['call']>;
  /** A valid signature of a body at the kit's clock (or `atMs`). */
  sign(body: string, secret?: string, atMs?: number): string;
  counts(): Promise<{ orders: number; captures: number; seen: number }>;
}

export async function openWebhookKit(options: { paymentProvider?: ProviderKind } = {}): Promise<WebhookKit> {
  const clock = testClock();
  const base = await openTestApp({
    name: 'webhooks',
    database: { template: await seededTemplate(ORDERS_SEED) },
    config: { paymentProvider: options.paymentProvider ?? 'card', sandboxWebhookSecret: SECRET },
    orders: { jobs: false },
    clock,
  });
  const sender = sandboxWebhookSender(base.app);
  if (!sender) throw new Error('the sandbox webhooks are not registered');
  const kit: WebhookKit = {
    ...base,
    clock,
    sender,
    buyer: numberedBuyers(base.db, 'buyer'),
    async checkout(who, productId = P.plainA) {
      await base.ok(who, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
      return (await base.ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL })) as CheckoutResponse & { payment_id: string };
    },
    async confirm(clientSecret, card) {
      const res = await base.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: clientSecret, card_number: card } });
      return res.json();
    },
    purchase: (who, paymentId) => base.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: paymentId }),
    deliver(body, signature) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature !== undefined) headers['d2d-signature'] = signature;
      return base.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: body });
    },
    sign: (body, secret = SECRET, atMs = clock.now) => signatureHeader(secret, body, Math.floor(atMs / 1000)),
    async counts() {
      const orders = await base.db.selectFrom('orders').select('id').execute();
      const ledger = await base.db.selectFrom('sandbox_payments').select('capture_count').execute();
      const seen = await base.db.selectFrom('webhook_events_seen').select('id').execute();
      return { orders: orders.length, captures: ledger.reduce((sum, row) => sum + row.capture_count, 0), seen: seen.length };
    },
  };
  return kit;
}
