/**
 * The operator's refund of a completed order payment (issue 12: `captured` → `refunded`).
 *
 * Our books first, the provider after: one transaction moves the payment `captured` →
 * `refunded` by a conditional write (a second refund, or one racing it, changes nothing), takes
 * back what the order granted and sets `refund_due`; after the commit the provider refunds and
 * the flag is cleared. If the provider call fails or the process dies before it, the payment
 * stays refunded in our books and the recovery job ({@link retryDueRefunds}) asks the provider
 * again; its refund is idempotent, so a retry never refunds twice. Books first, because the
 * other order lets a crash return the money while the buyer keeps the games, with nothing left
 * to notice it.
 *
 * What is taken back, and what is not:
 * - the order's items leave every library (the buyer's, a gift recipient's, a gift held for an
 *   e-mail), marked like a trade-in, which every ownership read honours;
 * - wallet credit spent on the order goes back to the buyer's wallet, as a `refund` entry of its
 *   history beside the order's `redeem`;
 * - a coupon stays used: its use was by an order that was delivered, and giving a single-use
 *   coupon back would let refund-and-buy-again use it twice;
 * - activation keys stay assigned: a key was shown and may have been redeemed at its platform,
 *   so it cannot go back to the pool to be sold again;
 * - an order one of whose items was traded in is refused: its value is in a wallet already.
 * Only `captured` payments are refunded: an `authorized` one (pre-order part still held) is
 * refused, as is one whose capture has not reached the provider yet (`sync_due`: try later).
 * @module
 */
import type { PaymentRow } from '../../db/tables/orders.js';
import type { OrdersContext } from './context.js';
import { paymentById } from './data/payments.js';
import {
  clearRefundDue, markRefunded, orderHasTradeIn, orderIdOfPayment, paymentIdsDueRefund, returnRedeemedCredit, takeBackOrderItems,
} from './data/refunds.js';

/** What a refund did. */
export type RefundOutcome =
  | {
      kind: 'refunded';
      payment: PaymentRow;
      /** Items that left a library. */
      itemsTaken: number;
      /** Wallet credit given back (minor units). */
      walletReturned: number;
      /** Whether the provider has refunded (false: the recovery job retries). */
      providerRefunded: boolean;
      providerError?: string;
    }
  /** Refunded before; `providerRefunded` tells whether its provider refund is done (a due one was retried now). */
  | { kind: 'already'; payment: PaymentRow; providerRefunded: boolean; providerError?: string }
  | { kind: 'refused'; reason: string; payment?: PaymentRow };

/** Rolls the refund's transaction back when the order cannot be refunded. */
class RefundRefused extends Error {}

/**
 * Refunds a captured order payment: our books in one transaction, then the provider.
 * @param ctx - the orders context
 * @param paymentId - the payment (`pay_…`)
 * @returns what was done, or why nothing was
 * @example
 * const outcome = await refundPayment(ctx, 'pay_3f9c…');
 * if (outcome.kind === 'refused') console.error(outcome.reason);
 */
export async function refundPayment(ctx: OrdersContext, paymentId: string): Promise<RefundOutcome> {
  const payment = await paymentById(ctx.db, paymentId);
  if (!payment) return { kind: 'refused', reason: `No payment ${paymentId}.` };
  if (payment.status === 'refunded') return already(ctx, payment);
  const refused = refusal(payment);
  if (refused) return { kind: 'refused', reason: refused, payment };

  const now = ctx.now();
  let done: { payment: PaymentRow; itemsTaken: number; walletReturned: number } | undefined;
  try {
    done = await ctx.db.transaction().execute(async (trx) => {
      const moved = await markRefunded(trx, paymentId, payment.total > 0 && payment.provider_ref !== null, now);
      if (!moved) return undefined;
      const order = await orderIdOfPayment(trx, paymentId);
      if (!order) return { payment: moved, itemsTaken: 0, walletReturned: 0 };
      const itemsTaken = await takeBackOrderItems(trx, order.id, now);
      // read after taking the items: a trade-in racing us either lost its item or shows here
      if (await orderHasTradeIn(trx, order.id)) throw new RefundRefused('An item of its order was traded in for wallet credit.');
      const walletReturned = moved.redeem_amount > 0 ? await returnRedeemedCredit(trx, order.account_id, order.id, now) : 0;
      return { payment: moved, itemsTaken, walletReturned };
    });
  } catch (error) {
    if (error instanceof RefundRefused) return { kind: 'refused', reason: error.message, payment };
    throw error;
  }
  if (!done) {
    // another refund (or a move) won the conditional write: report where it stands now
    const now2 = await paymentById(ctx.db, paymentId);
    if (now2?.status === 'refunded') return already(ctx, now2);
    return { kind: 'refused', reason: (now2 && refusal(now2)) ?? `Payment ${paymentId} changed meanwhile; try again.`, ...(now2 ? { payment: now2 } : {}) };
  }
  const provider = await refundAtProvider(ctx, done.payment);
  return { kind: 'refunded', ...done, ...provider };
}

/** Why a payment cannot be refunded now, or null when it can. */
function refusal(payment: PaymentRow): string | null {
  if (payment.status !== 'captured') return `Payment ${payment.id} is ${payment.status}, not captured: only a captured payment can be refunded.`;
  if (payment.sync_due !== 0) return `Payment ${payment.id} is still being captured at the provider; try again in a minute.`;
  return null;
}

async function already(ctx: OrdersContext, payment: PaymentRow): Promise<RefundOutcome> {
  if (payment.refund_due === 0) return { kind: 'already', payment, providerRefunded: true };
  return { kind: 'already', payment, ...(await refundAtProvider(ctx, payment)) };
}

/** Asks the provider to refund a payment refunded in our books; a failure leaves `refund_due` set. */
async function refundAtProvider(ctx: OrdersContext, payment: PaymentRow): Promise<{ providerRefunded: boolean; providerError?: string }> {
  if (payment.refund_due === 0) return { providerRefunded: true };
  const provider = ctx.payments.byName(payment.provider);
  if (!provider || payment.provider_ref === null) return { providerRefunded: false, providerError: `No ${payment.provider} provider is configured.` };
  try {
    await provider.refund(ctx.db, payment.provider_ref, ctx.now());
  } catch (error) {
    return { providerRefunded: false, providerError: error instanceof Error ? error.message : String(error) };
  }
  await clearRefundDue(ctx.db, payment.id);
  return { providerRefunded: true };
}

/**
 * The recovery job's part: asks the provider again for every refund our books made that it has
 * not confirmed (a crash or an outage after the commit).
 * @returns how many provider refunds were completed now
 */
export async function retryDueRefunds(ctx: OrdersContext): Promise<number> {
  let done = 0;
  for (const { id } of await paymentIdsDueRefund(ctx.db)) {
    const payment = await paymentById(ctx.db, id);
    if (payment && (await refundAtProvider(ctx, payment)).providerRefunded) done += 1;
  }
  return done;
}
