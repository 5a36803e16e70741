/**
 * Payments of the premium area through the hosted checkout: a subscription month or a rental.
 * Creating one asks the provider for a payment; completing one (the hosted page's Pay, like a
 * provider's server notification) delivers it in one transaction with the only write that moves
 * the payment out of `pending` and marks it due to be captured, then captures. A replayed or
 * concurrent Pay delivers once and captures once; a crash between the two is finished by the
 * recovery job (`paymentRecovery.ts`).
 * @module
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES, PURCHASE_FAIL_CODE, RENTAL_ERROR_CODE, SITES, siteById, type Site } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import { ApiError } from '../../http/apiError.js';
import type { ProviderFailure } from '../../payments/provider.js';
import type { HostedPayResult } from '../../payments/sandboxRoutes.js';
import type { PremiumContext } from './context.js';
import { completePendingPayment, endPendingPayment, insertPremiumPayment, paymentByProviderRef, premiumPaymentById } from './data/payments.js';
import { PREMIUM_MESSAGES } from './messages.js';
import { giftClaimedBy, giftPaidBy, markGiftPaid } from './data/gifts.js';
import { claimGift } from './giftClaim.js';
import { syncPremiumPayment } from './paymentSync.js';
import { finishRenewal } from './renewal.js';
import { grantRental } from './rentalGrant.js';
import { addPaidMonth } from './subscriptions.js';

/** The path of the sandbox hosted checkout page of a premium or rental payment. */
export function premiumCheckoutPath(ref: string): string {
  return `/sandbox/premium/${encodeURIComponent(ref)}`;
}

/** A new payment id: `sub_` or `rent_` and 24 random hex digits. */
export function newPaymentId(kind: HostedPurchase['kind']): string {
  return `${kind === 'rental' ? 'rent' : 'sub'}_${randomBytes(12).toString('hex')}`;
}

/** Where a hosted checkout comes from and returns to. */
export interface HostedCheckoutOrigin {
  /** An absolute url on an allowed store origin. */
  returnUrl: string;
  storeOrigin: string;
  serverOrigin: string;
}

/** What is being paid for. */
export type HostedPurchase =
  | { kind: 'subscription' }
  | { kind: 'rental'; productId: number; skuId: number; days: number };

/**
 * Creates the provider payment and our record of it.
 * @returns the hosted checkout url
 */
export async function createHostedPayment(
  ctx: PremiumContext,
  input: { account: AccountRow; site: Site; amountMinor: number; purchase: HostedPurchase; paymentId?: string } & HostedCheckoutOrigin,
): Promise<string> {
  const { account, site, purchase } = input;
  const now = ctx.now();
  const paymentId = input.paymentId ?? newPaymentId(purchase.kind);
  const created = await ctx.provider.create(ctx.db, {
    paymentId,
    amountMinor: input.amountMinor,
    currency: site.currency,
    storeOrigin: input.storeOrigin,
    serverOrigin: input.serverOrigin,
    now,
  });
  await insertPremiumPayment(ctx.db, {
    id: paymentId,
    account_id: account.id,
    kind: purchase.kind,
    product_id: purchase.kind === 'rental' ? purchase.productId : null,
    sku_id: purchase.kind === 'rental' ? purchase.skuId : null,
    days: purchase.kind === 'rental' ? purchase.days : null,
    provider: ctx.provider.name,
    provider_ref: created.ref,
    status: 'pending',
    site_id: site.id,
    currency: site.currency,
    amount: input.amountMinor,
    return_url: input.returnUrl,
    error_message: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
  });
  // the sandbox serves these payments on their own page; a live provider gives its own url
  const callUrl = ctx.provider.mode === 'sandbox' ? input.serverOrigin.replace(/\/+$/, '') + premiumCheckoutPath(created.ref) : created.callUrl;
  if (!callUrl) throw new Error(`The ${ctx.provider.name} provider gave no checkout url for ${paymentId}`);
  return callUrl;
}

/** The premium payment of a provider ref, or 404. */
export async function requirePaymentByRef(ctx: PremiumContext, ref: string): Promise<PremiumPaymentRow> {
  const payment = await paymentByProviderRef(ctx.db, ref);
  if (!payment) throw ApiError.notFound(PREMIUM_MESSAGES.paymentNotFound);
  return payment;
}

/**
 * Completes a paid payment: moves it to `completed`, due to be captured, and delivers (a
 * subscription month, a gift's months or the rental) in one transaction, then captures and
 * clears the due flag. A gift claim is delivered by `claimGift` and a renewal charge by
 * `finishRenewal`, each with the same flag. A replay delivers nothing more and captures only
 * what a crash left uncaptured; a payment decided otherwise meanwhile (cancelled, failed) is
 * answered as it stands and never captured.
 * @returns the hosted page's answer: success, failed (declined or cancelled) or pending
 */
export async function completeHostedPayment(ctx: PremiumContext, payment: PremiumPaymentRow): Promise<HostedPayResult> {
  let current: PremiumPaymentRow = payment;
  if (current.status === 'pending') {
    const state = await ctx.provider.retrieve(ctx.db, current.provider_ref);
    if (state.state !== 'authorized' && state.state !== 'captured') return { status: 'pending', payment_id: current.id };
    await deliverPaid(ctx, current, ctx.now());
    current = (await premiumPaymentById(ctx.db, current.id)) ?? current;
  }
  current = (await syncPremiumPayment(ctx, current)) ?? current;
  return answerOf(ctx, current);
}

/** Delivers what a paid pending payment is for, with the one write that completes (or ends) it. */
async function deliverPaid(ctx: PremiumContext, payment: PremiumPaymentRow, now: number): Promise<void> {
  const site = siteById(payment.site_id) ?? SITES[0];
  if (payment.kind === 'subscription' && (await giftClaimedBy(ctx.db, payment.id))) {
    await claimGift(ctx, payment, site, now);
    return;
  }
  if (payment.renewal_period_end !== null) {
    await finishRenewal(ctx, payment, now);
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await completePendingPayment(trx, payment.id, now))) return;
    if (payment.kind === 'rental') await grantRental(trx, payment, now);
    // a gift's months wait for its recipient; anything else is the payer's own month
    else if (!(await markGiftPaid(trx, payment.id, now)) && !(await giftPaidBy(trx, payment.id))) {
      await addPaidMonth(trx, payment.account_id, { site, priceMinor: payment.amount }, now);
    }
  });
}

/** The hosted page's answer for a payment as it stands. */
async function answerOf(ctx: PremiumContext, payment: PremiumPaymentRow): Promise<HostedPayResult> {
  const paymentId = payment.id;
  switch (payment.status) {
    case 'completed':
      return { status: 'success', payment_id: paymentId };
    case 'pending':
      return { status: 'pending', payment_id: paymentId };
    case 'failed':
      return { status: 'failed', payment_id: paymentId, error_code: PURCHASE_FAIL_CODE.declined, message: payment.error_message ?? MESSAGES.paymentDeclined };
    case 'cancelled': {
      // a claim authorises the card and releases the hold: its payment ends cancelled, the gift claimed
      if (payment.kind === 'subscription' && (await giftClaimedBy(ctx.db, paymentId))?.status === 'claimed') return { status: 'success', payment_id: paymentId };
      const code = payment.kind === 'rental' ? RENTAL_ERROR_CODE.checkoutCancelled : PURCHASE_FAIL_CODE.declined;
      // an expired checkout says so (its text is kept on the payment); a Cancel has none
      return { status: 'failed', payment_id: paymentId, error_code: code, message: payment.error_message ?? PREMIUM_MESSAGES.checkoutClosed };
    }
  }
}

/**
 * Ends a pending payment that will not be completed (declined card, Cancel, or expiry: a
 * cancellation with the expiry's `message`) and releases it.
 * @returns whether this call ended it (false when it had left `pending` before)
 */
export async function endHostedPayment(
  ctx: PremiumContext,
  payment: PremiumPaymentRow,
  outcome: { status: 'failed'; failure: ProviderFailure } | { status: 'cancelled'; message?: string },
): Promise<boolean> {
  const now = ctx.now();
  const ended = await endPendingPayment(
    ctx.db,
    payment.id,
    { status: outcome.status, errorMessage: outcome.status === 'failed' ? outcome.failure.message : (outcome.message ?? null) },
    now,
  );
  if (ended) await syncPremiumPayment(ctx, payment.id);
  return ended;
}
