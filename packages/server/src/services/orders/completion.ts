/**
 * Purchase completion, exactly once (spec §4; ARCHITECTURE.md "Correctness that must hold under
 * concurrency"). A payment the provider holds money for (`approved`) becomes an order in ONE
 * transaction whose first statement moves the payment out of `approved`: order and lines,
 * library items with keys taken one conditional UPDATE each, gifts, coupon, wallet, cart,
 * Cloud Play hours, lifetime spend and VIP tier, affiliate commission, receipt and gift mails.
 * A completion that cannot deliver everything (no key left, coupon or wallet credit gone, cart
 * already bought) rolls back whole and voids the payment: nothing is charged, nothing is
 * half-written. Only after the commit is the provider asked to capture, so a crash at any point
 * leaves either a complete order or an uncharged payment; the recovery job finishes both.
 * @module
 */
import { PURCHASE_FAIL_CODE, cloudPlayHours } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentRow } from '../../db/tables/orders.js';
import { queueMail } from '../../mail/outbox.js';
import { consumeCoupon, couponUsedBy } from '../cart/coupons.js';
import { closeCart } from '../cart/carts.js';
import { applyPurchaseToAccount } from '../cart/vip.js';
import { debitWallet } from '../cart/wallet.js';
import type { OrdersContext } from './context.js';
import { takeKey } from './keys.js';
import { ORDER_MESSAGES, soldOutDuringCheckoutMessage } from './messages.js';
import { giftMail, receiptMail, type MailOrder } from './orderMails.js';
import { parsePaymentLines } from './paymentLines.js';
import { UNPAID_END_STATUSES, endPayment, loadPayment, markApproved, recordFailure, syncWithProvider } from './payments.js';
import { giftRecipient } from './refusals.js';

/** The affiliate's share of an order's net total (spec §1: 5%). */
export const AFFILIATE_PERCENT = 5;
/** How long a paid Cloud Play ticket lasts. */
export const PAID_TICKET_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Where a completion ended. */
export type CompletionOutcome =
  | { kind: 'completed'; payment: PaymentRow; orderId: number }
  /** The shopper has not paid yet (or the provider has not confirmed it). */
  | { kind: 'pending'; payment: PaymentRow }
  /** The provider declined the card; the shopper may try another one. */
  | { kind: 'declined'; payment: PaymentRow; message: string }
  /** The payment ended without an order; `code` is the purchase-fail code. */
  | { kind: 'failed'; payment: PaymentRow; code: number; message: string };

/** A completion that must not happen as priced; the transaction rolls back and the payment is voided. */
export class CompletionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompletionRefused';
  }
}

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
  if (payment.status === 'pending') {
    const early = await askProvider(ctx, payment, options);
    if (early) return early;
    payment = (await loadPayment(ctx.db, paymentId)) as PaymentRow;
  }
  if (payment.status === 'approved') {
    try {
      await fulfil(ctx, payment);
    } catch (error) {
      if (!(error instanceof CompletionRefused)) throw error;
      await endPayment(ctx.db, payment, { status: 'voided', code: PURCHASE_FAIL_CODE.unknownSystemError, message: error.message, now: ctx.now() });
    }
    payment = (await loadPayment(ctx.db, paymentId)) as PaymentRow;
  }
  if (payment.sync_due === 1) {
    // a provider that is down now is told later by the recovery job: the order stands either way
    await syncWithProvider(ctx, payment.id).catch(() => undefined);
  }
  return outcomeOf(ctx.db, payment);
}

/** What a payment's current status means for the caller. */
export async function outcomeOf(db: Kysely<Database>, payment: PaymentRow): Promise<CompletionOutcome> {
  if (payment.status === 'captured' || payment.status === 'authorized') {
    const order = await db.selectFrom('orders').select('id').where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    return { kind: 'completed', payment, orderId: order.id };
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

/** Asks the provider where a pending payment stands; null when it is now approved. */
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
      await markApproved(ctx.db, payment.id, now);
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

/** Writes the order of an approved payment, all or nothing. Returns the order id, or null when another call got there first. */
async function fulfil(ctx: OrdersContext, payment: PaymentRow): Promise<number | null> {
  const now = ctx.now();
  const lines = parsePaymentLines(payment.lines);
  const captured = payment.total - payment.preorder_amount;
  return ctx.db.transaction().execute(async (trx) => {
    // the claim: of any number of completions of this payment exactly one moves it
    const claimed = await trx
      .updateTable('payments')
      .set({
        status: payment.preorder_amount > 0 ? 'authorized' : 'captured',
        captured_amount: captured,
        sync_due: captured > 0 ? 1 : 0,
        completed_at: now,
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return null;

    const buyer = await trx.selectFrom('accounts').select(['id', 'email', 'user_name']).where('id', '=', payment.account_id).executeTakeFirstOrThrow();
    const recipient = payment.gift_email === null ? null : await giftRecipient(trx, payment.gift_email);
    const net = payment.subtotal - payment.coupon_discount;
    const hours = cloudPlayHours(net - payment.redeem_amount);
    const order = await trx
      .insertInto('orders')
      .values({
        payment_id: payment.id,
        account_id: buyer.id,
        cart_id: payment.cart_id,
        site_id: payment.site_id,
        currency: payment.currency,
        subtotal: payment.subtotal,
        coupon_discount: payment.coupon_discount,
        coupon_code: payment.coupon_code,
        redeem_amount: payment.redeem_amount,
        tax: payment.tax,
        total: payment.total,
        gift_email: payment.gift_email,
        gift_first_name: payment.gift_first_name,
        gift_last_name: payment.gift_last_name,
        gift_mail_body: payment.gift_mail_body,
        affiliate_id: payment.affiliate_id,
        affiliate_commission: payment.affiliate_id === null ? 0 : Math.floor((net * AFFILIATE_PERCENT) / 100),
        estimated_hours: hours,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const [position, line] of lines.entries()) {
      const orderLine = await trx
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          position,
          product_id: line.productId,
          sku_id: line.skuId,
          title: line.title,
          list_price: line.listPrice,
          price: line.price,
          charge: line.charge,
          is_preorder: line.isPreorder ? 1 : 0,
          release_date: line.releaseDate,
          capture_state: line.isPreorder && line.charge > 0 ? 'authorized' : 'captured',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const item of line.items) {
        const inventory = await trx
          .insertInto('inventory_items')
          .values({
            account_id: recipient === null ? buyer.id : recipient.accountId,
            held_for_email: recipient !== null && recipient.accountId === null ? recipient.email : null,
            gift_from_email: recipient === null ? null : buyer.email,
            order_id: order.id,
            order_line_id: orderLine.id,
            product_id: item.productId,
            sku_id: item.skuId,
            purchase_type: 'purchase',
            is_preorder: line.isPreorder ? 1 : 0,
            entitlement_status: 'activated',
            rental_expires_at: null,
            traded_in_at: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (item.needsKey && (await takeKey(trx, item.skuId, inventory.id)) === null) {
          throw new CompletionRefused(soldOutDuringCheckoutMessage(item.title));
        }
      }
    }

    if (payment.coupon_id !== null && !(await consumeCoupon(trx, payment.coupon_id, order.id, buyer.id))) {
      const usedBefore = await couponUsedBy(trx, payment.coupon_id, buyer.id);
      throw new CompletionRefused(usedBefore ? ORDER_MESSAGES.couponUsedByAccount : ORDER_MESSAGES.couponGone);
    }
    if (!(await debitWallet(trx, buyer.id, payment.redeem_amount, order.id))) throw new CompletionRefused(ORDER_MESSAGES.walletChanged);
    if (!(await closeCart(trx, payment.cart_id))) throw new CompletionRefused(ORDER_MESSAGES.cartChanged);

    if (hours > 0) {
      await trx
        .insertInto('streaming_tickets')
        .values({ account_id: buyer.id, order_id: order.id, bonus: 0, seconds: hours * 3600, expires_at: now + PAID_TICKET_TTL_MS, created_at: now })
        .execute();
    }
    await applyPurchaseToAccount(trx, buyer.id, net);

    const mailOrder: MailOrder = {
      orderId: order.id,
      paymentId: payment.id,
      siteId: payment.site_id,
      subtotal: payment.subtotal,
      couponDiscount: payment.coupon_discount,
      couponCode: payment.coupon_code,
      redeem: payment.redeem_amount,
      tax: payment.tax,
      total: payment.total,
      estimatedHours: hours,
      lines: lines.map((l) => ({ title: l.title, price: l.price, isPreorder: l.isPreorder, releaseDate: l.releaseDate })),
      buyer: { email: buyer.email, userName: buyer.user_name },
      gift: recipient === null
        ? null
        : { email: recipient.email, firstName: payment.gift_first_name ?? '', lastName: payment.gift_last_name ?? '', message: payment.gift_mail_body ?? '' },
      storeOrigin: storeOriginOf(payment, ctx.publicUrl),
    };
    await queueMail(trx, receiptMail(mailOrder), now);
    const notice = giftMail(mailOrder);
    if (notice) await queueMail(trx, notice, now);
    return order.id;
  });
}

/** The origin of the store a payment was made on (its `redirect_url`), or `PUBLIC_URL`. */
export function storeOriginOf(payment: Pick<PaymentRow, 'redirect_url'>, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(payment.redirect_url).origin;
  } catch {
    return '';
  }
}
