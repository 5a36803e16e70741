/**
 * Finishing premium and rental payments a crash (or a provider outage) interrupted, run when the
 * server starts and every minute after, beside the orders' recovery. Whatever their age:
 * - a decided payment whose provider was not told (`sync_due`) is told: a completed one, whose
 *   grant committed with it, is captured; a failed or cancelled one has its hold released;
 * - a pending payment the provider holds the money of (the shopper paid, then the server went) is
 *   completed as a webhook would complete it: granted and captured, or, when nothing can be
 *   granted any more (a renewal whose period changed), ended and released;
 * - a pending payment the provider declined or cancelled is ended, and a renewal charge nobody
 *   paid within {@link ABANDONED_RENEWAL_MS} (no shopper is there to pay it) is cancelled: the
 *   renewal job charges that period again;
 * - a checkout (subscription month, gift, gift claim, rental) left unpaid for longer than
 *   `PAYMENT_EXPIRY_MINUTES` expires as the orders' do: it ends `cancelled` with the expiry's
 *   text and its hold is released; a Pay or an approval arriving later is released, never granted.
 * So nothing stays granted without its capture, and nothing captured without its grant, and the
 * pending payments asked about each run are only those younger than the expiry.
 * @module
 */
import { DEFAULT_PAYMENT_EXPIRY_MINUTES } from '../orders/expiry.js';
import type { PremiumContext } from './context.js';
import { pendingPremiumPayments, premiumPaymentsDueSync } from './data/payments.js';
import { completeHostedPayment, endHostedPayment } from './hostedPayments.js';
import { PREMIUM_MESSAGES } from './messages.js';
import { syncPremiumPayment } from './paymentSync.js';

/** How long a renewal charge may stay unpaid at the provider before recovery gives it up. */
export const ABANDONED_RENEWAL_MS = 15 * 60_000;

/** What a recovery run did. */
export interface PremiumRecoveryResult {
  /** Pending payments completed (granted and captured). */
  completed: number;
  /** Pending payments ended (declined, cancelled, or not grantable any more). */
  ended: number;
  /** Pending payments left unpaid past the expiry, ended and released. */
  expired: number;
  /** Decided payments whose provider was told. */
  synced: number;
  /** Payments whose step threw; they are tried again on the next run. */
  errors: unknown[];
}

/** Options of {@link recoverPremiumPayments}. */
export interface PremiumRecoveryOptions {
  /** How long a checkout may stay unpaid (`PAYMENT_EXPIRY_MINUTES`); default 30 minutes. */
  expiryMs?: number;
}

/**
 * Syncs the decided payments due a provider call, then asks the provider about every pending one
 * and expires those unpaid past the expiry.
 * @example
 * await recoverPremiumPayments(ctx, { expiryMs: 30 * 60_000 }); // at start-up, before serving
 */
export async function recoverPremiumPayments(ctx: PremiumContext, options: PremiumRecoveryOptions = {}): Promise<PremiumRecoveryResult> {
  const expiryMs = options.expiryMs ?? DEFAULT_PAYMENT_EXPIRY_MINUTES * 60_000;
  const result: PremiumRecoveryResult = { completed: 0, ended: 0, expired: 0, synced: 0, errors: [] };
  for (const payment of await premiumPaymentsDueSync(ctx.db)) {
    if (payment.provider !== ctx.provider.name) continue;
    try {
      await syncPremiumPayment(ctx, payment);
      result.synced += 1;
    } catch (error) {
      result.errors.push(error);
    }
  }
  for (const payment of await pendingPremiumPayments(ctx.db)) {
    if (payment.provider !== ctx.provider.name) continue;
    try {
      const state = await ctx.provider.retrieve(ctx.db, payment.provider_ref);
      if (state.state === 'authorized' || state.state === 'captured') {
        const answer = await completeHostedPayment(ctx, payment);
        if (answer.status === 'success') result.completed += 1;
        else if (answer.status === 'failed') result.ended += 1;
      } else if (state.state === 'failed') {
        await endHostedPayment(ctx, payment, { status: 'failed', failure: state.failure });
        result.ended += 1;
      } else if (state.state === 'canceled' || (payment.renewal_period_end !== null && payment.created_at <= ctx.now() - ABANDONED_RENEWAL_MS)) {
        await endHostedPayment(ctx, payment, { status: 'cancelled' });
        result.ended += 1;
      } else if (payment.created_at <= ctx.now() - expiryMs) {
        // the provider said unpaid just now: a Pay landing after this read loses to the ending
        // write (or wins it, and this write changes nothing) and its hold is released by the sync
        if (await endHostedPayment(ctx, payment, { status: 'cancelled', message: PREMIUM_MESSAGES.paymentExpired })) result.expired += 1;
      }
    } catch (error) {
      result.errors.push(error);
    }
  }
  return result;
}
