/**
 * What a verified payment webhook does: it names a payment, and the payment's fate is read from
 * the provider's ledger again, never from the event, so a late, repeated or reordered delivery
 * acts on where the payment stands now. It then goes through the same entry points as the
 * store's return page and poll (orders: `completePayment`; premium and rentals:
 * `completeHostedPayment` and `endHostedPayment`), which complete exactly once whoever comes first.
 * @module
 */
import { completePayment } from '../services/orders/completion.js';
import type { OrdersContext } from '../services/orders/context.js';
import { loadPayment } from '../services/orders/payments.js';
import type { PremiumContext } from '../services/premium/context.js';
import { paymentByProviderRef } from '../services/premium/data/payments.js';
import { completeHostedPayment, endHostedPayment } from '../services/premium/hostedPayments.js';
import { ledgerState, sandboxPayment } from './sandboxLedger.js';

/** The areas whose payments the sandbox's webhooks are about. */
export interface WebhookTargets {
  orders: OrdersContext;
  premium: PremiumContext;
}

/**
 * Acts on a webhook about the sandbox payment `ref`: completes what the provider holds money
 * for, ends a premium payment the provider declined or cancelled, and otherwise changes nothing.
 * An unknown ref is nothing to do (a real provider also reports payments made elsewhere).
 * @example
 * await handleSandboxPaymentEvent(targets, event.data.ref);
 */
export async function handleSandboxPaymentEvent(targets: WebhookTargets, ref: string): Promise<void> {
  const { db } = targets.orders;
  const row = await sandboxPayment(db, ref);
  if (!row) return;
  const payment = await loadPayment(db, row.payment_id);
  if (payment) {
    // a decline is the shopper's to see and retry in the card form, not a failure to count twice
    await completePayment(targets.orders, payment.id, { recordDecline: false });
    return;
  }
  const premium = await paymentByProviderRef(db, ref);
  if (!premium) return;
  const state = ledgerState(row);
  if (state.state === 'authorized' || state.state === 'captured') await completeHostedPayment(targets.premium, premium);
  else if (premium.status === 'pending' && state.state === 'failed') await endHostedPayment(targets.premium, premium, { status: 'failed', failure: state.failure });
  else if (premium.status === 'pending' && state.state === 'canceled') await endHostedPayment(targets.premium, premium, { status: 'cancelled' });
}
