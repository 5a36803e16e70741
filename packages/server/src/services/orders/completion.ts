/**
 * Purchase completion, exactly once (spec §4; ARCHITECTURE.md "Correctness that must hold under
 * concurrency"). A payment the provider holds money for (`approved`, or `pending` and approved in
 * the same transaction) becomes an order in ONE transaction whose first write that can lose a
 * race moves the payment out of `approved` (the claim): order and lines,
 * library items with keys taken one conditional UPDATE each, gifts, coupon, wallet, cart,
 * Cloud Play hours, lifetime spend and VIP tier, affiliate commission, receipt and gift mails.
 * A completion that cannot deliver everything (no key left, coupon or wallet credit gone, cart
 * already bought) rolls back whole and voids the payment: nothing is charged, nothing is
 * half-written. Only after the commit is the provider asked to capture, so a crash at any point
 * leaves either a complete order or an uncharged payment; the recovery job finishes both.
 * @module
 */
import { PURCHASE_FAIL_CODE } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentRow } from '../../db/tables/orders.js';
import { applyPurchaseToAccount } from '../cart/vip.js';
import { claimPayment } from './completion/claimPayment.js';
import { closePaidCart } from './completion/closePaidCart.js';
import { debitRedeemedCredit } from './completion/debitRedeemedCredit.js';
import { grantCloudPlayTicket } from './completion/grantCloudPlayTicket.js';
import { loadParties } from './completion/loadParties.js';
import { orderFigures } from './completion/orderFigures.js';
import { queueOrderMails } from './completion/queueOrderMails.js';
import { CompletionRefused } from './completion/refused.js';
import { storeOriginOf } from './completion/storeOrigin.js';
import { takeCouponUse } from './completion/takeCouponUse.js';
import { writeOrder } from './completion/writeOrder.js';
import { writeOrderLines } from './completion/writeOrderLines.js';
import type { OrdersContext } from './context.js';
import { lockCartOfPayment } from './data/carts.js';
import { orderIdOfPayment } from './data/orders.js';
import { ORDER_MESSAGES } from './messages.js';
import { parsePaymentLines } from './paymentLines.js';
import { OPEN_UNPAID_STATES } from './paymentStates.js';
import { UNPAID_END_STATUSES, endPayment, loadPayment, markApproved, recordFailure, releaseLateHold, syncPayment } from './payments.js';

export { AFFILIATE_PERCENT } from './completion/orderFigures.js';
export { PAID_TICKET_TTL_MS } from './completion/grantCloudPlayTicket.js';
export { CompletionRefused } from './completion/refused.js';
export { storeOriginOf } from './completion/storeOrigin.js';

/** Where a completion ended. */
export type CompletionOutcome =
  | { kind: 'completed'; payment: PaymentRow; orderId: number }
  /** The shopper has not paid yet (or the provider has not confirmed it). */
  | { kind: 'pending'; payment: PaymentRow }
  /** The provider declined the card; the shopper may try another one. */
  | { kind: 'declined'; payment: PaymentRow; message: string }
  /** The payment ended without an order; `code` is the purchase-fail code. */
  | { kind: 'failed'; payment: PaymentRow; code: number; message: string };

/** Options of a completion triggered by a provider call. */
export interface CompleteOptions {
  /** PayPal-type purchase: authorise the buyer-approved payment first. */
  authorize?: boolean;
  payerId?: string | null;
  /** Count a declined card towards the account's failures (default); the recovery job does not. */
  recordDecline?: boolean;
}

/**
 * Completes a payment if its money is held: idempotent on the payment id, so any number of
 * concurrent or repeated calls make one order and one charge.
 * @param ctx - the orders context
 * @param paymentId - the payment
 * @returns the outcome, or null for an unknown payment id
 * @example
 * const outcome = await completePayment(ctx, paymentId);
 * if (outcome?.kind === 'completed') reply.send(receipt(outcome.orderId));
 */
export async function completePayment(ctx: OrdersContext, paymentId: string, options: CompleteOptions = {}): Promise<CompletionOutcome | null> {
  let payment = await loadPayment(ctx.db, paymentId);
  if (!payment) return null;
  // the provider says it holds the money: the approval is written in the completion's own
  // transaction, so a completed order costs one commit less; a crash before that commit leaves
  // the payment pending with its provider payment, which the recovery job asks about and completes
  let approve = false;
  if ((OPEN_UNPAID_STATES as readonly string[]).includes(payment.status)) {
    const early = await askProvider(ctx, payment, options);
    if (early) return early;
    approve = true;
  }
  let orderId: number | null = null;
  if (approve || payment.status === 'approved') {
    try {
      const fulfilled = await fulfil(ctx, payment, approve);
      if (fulfilled) ({ payment, orderId } = fulfilled);
      else payment = (await loadPayment(ctx.db, paymentId)) as PaymentRow;
    } catch (error) {
      if (!(error instanceof CompletionRefused)) throw error;
      // the refused transaction took its approval with it: approve, then void what cannot be delivered
      if (approve) await markApproved(ctx.db, payment.id, ctx.now());
      await endPayment(ctx.db, payment, { status: 'voided', code: PURCHASE_FAIL_CODE.unknownSystemError, message: error.message, now: ctx.now() });
      payment = (await loadPayment(ctx.db, paymentId)) as PaymentRow;
    }
  }
  if (payment.sync_due === 1) {
    // a provider that is down now is told later by the recovery job: the order stands either way
    await syncPayment(ctx, payment).catch(() => undefined);
  } else if ((UNPAID_END_STATUSES as readonly string[]).includes(payment.status)) {
    // an approval after the payment expired or was aborted is released, never made an order
    await releaseLateHold(ctx, payment).catch(() => undefined);
  }
  return outcomeOf(ctx.db, payment, orderId);
}

/** What a payment's current status means for the caller. */
export async function outcomeOf(db: Kysely<Database>, payment: PaymentRow, knownOrderId: number | null = null): Promise<CompletionOutcome> {
  if (payment.status === 'captured' || payment.status === 'authorized') {
    const orderId = knownOrderId ?? (await orderIdOfPayment(db, payment.id)).id;
    return { kind: 'completed', payment, orderId };
  }
  if ((UNPAID_END_STATUSES as readonly string[]).includes(payment.status)) {
    return {
      kind: 'failed',
      payment,
      code: payment.error_code ?? PURCHASE_FAIL_CODE.unknownSystemError,
      message: payment.error_message ?? ORDER_MESSAGES.paymentClosed,
    };
  }
  return { kind: 'pending', payment };
}

/** Asks the provider where a pending payment stands; null when the provider holds the money (the caller approves it). */
async function askProvider(ctx: OrdersContext, payment: PaymentRow, options: CompleteOptions): Promise<CompletionOutcome | null> {
  const provider = ctx.payments.byName(payment.provider);
  if (!provider || payment.provider_ref === null) return { kind: 'pending', payment };
  const now = ctx.now();
  const state = options.authorize
    ? await provider.authorize(ctx.db, payment.provider_ref, options.payerId ?? null, now)
    : await provider.retrieve(ctx.db, payment.provider_ref);
  switch (state.state) {
    case 'authorized':
    case 'captured':
      return null;
    case 'failed':
      if (state.failure.code === 'fraudulent') {
        await endPayment(ctx.db, payment, { status: 'failed', code: PURCHASE_FAIL_CODE.declined, message: state.failure.message, now });
        return outcomeOf(ctx.db, (await loadPayment(ctx.db, payment.id)) as PaymentRow);
      }
      if (options.recordDecline !== false) {
        await recordFailure(ctx.db, { accountId: payment.account_id, cartId: payment.cart_id, paymentId: payment.id, code: PURCHASE_FAIL_CODE.declined, now });
      }
      return { kind: 'declined', payment, message: state.failure.message };
    case 'canceled':
      await endPayment(ctx.db, payment, { status: 'failed', code: PURCHASE_FAIL_CODE.unknownSystemError, message: ORDER_MESSAGES.paymentClosed, now });
      return outcomeOf(ctx.db, (await loadPayment(ctx.db, payment.id)) as PaymentRow);
    default:
      return { kind: 'pending', payment };
  }
}

/**
 * Writes the order of an approved payment, all or nothing: its steps run in this order in one
 * transaction, and a step that cannot deliver what was priced throws `CompletionRefused`, which
 * rolls every step back. With `approve`, the transaction first moves the pending payment the
 * provider holds money for to `approved` (a payment that left `pending` meanwhile is claimed only
 * if it is `approved`). Returns the claimed payment and its order, or null when another call got
 * there first (or the payment ended meanwhile).
 */
async function fulfil(ctx: OrdersContext, approved: PaymentRow, approve: boolean): Promise<{ payment: PaymentRow; orderId: number } | null> {
  const now = ctx.now();
  const lines = parsePaymentLines(approved.lines);
  return ctx.db.transaction().execute(async (trx) => {
    // the cart before the payment, in the order checkouts and cart changes take them
    await lockCartOfPayment(trx, approved.cart_id);
    if (approve) await markApproved(trx, approved.id, now);
    const payment = await claimPayment(trx, approved, now);
    if (!payment) return null;
    const parties = await loadParties(trx, payment);
    const { buyer } = parties;
    const figures = orderFigures(payment);
    const orderId = await writeOrder(trx, payment, buyer.id, figures, now);
    await writeOrderLines(trx, { orderId, lines, parties, now });
    await takeCouponUse(trx, payment, orderId, buyer.id);
    await debitRedeemedCredit(trx, payment, orderId, buyer.id);
    await closePaidCart(trx, payment);
    await grantCloudPlayTicket(trx, { buyerId: buyer.id, orderId, hours: figures.hours, now });
    await applyPurchaseToAccount(trx, buyer.id, figures.net);
    await queueOrderMails(trx, { payment, orderId, lines, parties, hours: figures.hours, storeOrigin: storeOriginOf(payment, ctx.publicUrl), now });
    return { payment, orderId };
  });
}
