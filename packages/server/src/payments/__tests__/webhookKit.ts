/**
 * Test kit of the payment webhooks: the orders area's seeded store with the card sandbox, a test
 * clock, a known webhook secret, and the sandbox's sender under the test's control (jobs off, so
 * nothing is delivered until the test drains the outbox).
 */
import { P } from '../../routes/checkout/__tests__/ordersKit.js';
import type { ProviderKind } from '../provider.js';
import { sandboxWebhookSender } from '../sandboxWebhooks.js';
import { signatureHeader } from '../webhookSignature.js';
import type { WebhookSender } from '../webhookSender.js';
import { openPaymentKit, ordersAndSeen, type PaymentKit } from './paymentKit.js';

export { P };

/** The webhook secret of the kit's server. */
export const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';

export interface WebhookKit extends PaymentKit {
  sender: WebhookSender;
  /** The card form's confirmation at the sandbox. */
  confirm(clientSecret: string, card: string): Promise<{ status: string; message?: string; next_action?: { url: string } }>;
  /** A valid signature of a body at the kit's clock (or `atMs`). */
  sign(body: string, secret?: string, atMs?: number): string;
  counts(): Promise<{ orders: number; captures: number; seen: number }>;
}

export async function openWebhookKit(options: { paymentProvider?: ProviderKind } = {}): Promise<WebhookKit> {
  const base = await openPaymentKit({
    name: 'webhooks',
    config: { paymentProvider: options.paymentProvider ?? 'card', sandboxWebhookSecret: SECRET },
    orders: { jobs: false },
    webhook: { path: '/api/payments/webhooks/sandbox', signatureHeader: 'd2d-signature', contentType: 'application/json' },
  });
  const sender = sandboxWebhookSender(base.app);
  if (!sender) throw new Error('the sandbox webhooks are not registered');
  const kit: WebhookKit = {
    ...base,
    sender,
    async confirm(clientSecret, card) {
      const res = await base.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: clientSecret, card_number: card } });
      return res.json();
    },
    sign: (body, secret = SECRET, atMs = base.clock.now) => signatureHeader(secret, body, Math.floor(atMs / 1000)),
    async counts() {
      const ledger = await base.db.selectFrom('sandbox_payments').select('capture_count').execute();
      return { ...(await ordersAndSeen(base.db)), captures: ledger.reduce((sum, row) => sum + row.capture_count, 0) };
    },
  };
  return kit;
}
