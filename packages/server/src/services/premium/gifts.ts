/**
 * Gift subscriptions (spec §4 Subscription): a shopper pays 1 to 12 months of the plan for an
 * e-mail address in the hosted checkout and gets a code; the account with that address claims it
 * with its card authorised only (see `giftClaim.ts`), and the plan renews monthly on that card
 * once the gift's months are used, unless they stop renewing or cancel.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { CHECKOUT_ERROR_CODE, MESSAGES, type GiftPremiumBody, type HostedCheckout, type PremiumGift, type Site } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { PremiumContext } from './context.js';
import { attachClaimPayment, giftByCode, insertGift, sentGifts } from './data/gifts.js';
import { createHostedPayment, newPaymentId, type HostedCheckoutOrigin } from './hostedPayments.js';
import { PREMIUM_MESSAGES } from './messages.js';

/** A shopper and where their checkout comes from and returns to. */
type Checkout = { account: AccountRow; site: Site } & HostedCheckoutOrigin;

function requireConfirmed(account: AccountRow): void {
  if (account.email_confirmed_at === null) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.unconfirmedEmail, { base: [MESSAGES.unconfirmedEmail] });
  }
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Starts paying a gift: the months at the plan price in one hosted payment; completing it marks
 * the gift paid (the giver's own plan is untouched).
 * @throws ApiError 422 4010 for an unconfirmed e-mail, 422 for a gift to oneself
 */
export async function giftSubscription(ctx: PremiumContext, input: Checkout & { body: GiftPremiumBody }): Promise<HostedCheckout> {
  const { account, body } = input;
  requireConfirmed(account);
  if (sameAddress(body.email, account.email)) throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.giftToSelf] });
  const paymentId = newPaymentId('subscription');
  const callUrl = await createHostedPayment(ctx, { ...input, paymentId, amountMinor: ctx.priceMinor * body.months, purchase: { kind: 'subscription' } });
  const now = ctx.now();
  await insertGift(ctx.db, {
    code: randomBytes(8).toString('hex').toUpperCase(),
    giver_account_id: account.id,
    recipient_email: body.email.trim(),
    months: body.months,
    payment_id: paymentId,
    status: 'pending',
    claim_payment_id: null,
    claimed_by: null,
    created_at: now,
    updated_at: now,
  });
  return { call_url: callUrl };
}

/**
 * Starts claiming a paid gift sent to the account's address: one month's price is authorised on
 * the recipient's card in the hosted checkout (never captured).
 * @throws ApiError 422 4010 for an unconfirmed e-mail, 422 for an unknown, unpaid or claimed code
 *   or a gift to another address
 */
export async function claimGiftSubscription(ctx: PremiumContext, input: Checkout & { code: string }): Promise<HostedCheckout> {
  const { account } = input;
  requireConfirmed(account);
  const gift = await giftByCode(ctx.db, input.code.trim().toUpperCase());
  if (!gift || gift.status !== 'paid') throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.giftCodeInvalid] });
  if (!sameAddress(gift.recipient_email, account.email)) throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.giftOtherAddress] });
  const paymentId = newPaymentId('subscription');
  const callUrl = await createHostedPayment(ctx, { ...input, paymentId, amountMinor: ctx.priceMinor, purchase: { kind: 'subscription' } });
  if (!(await attachClaimPayment(ctx.db, gift.id, paymentId, ctx.now()))) throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.giftCodeInvalid] });
  return { call_url: callUrl };
}

/** The paid gifts an account sent, for the wire. */
export async function sentGiftList(ctx: PremiumContext, accountId: number): Promise<{ items: PremiumGift[] }> {
  const rows = await sentGifts(ctx.db, accountId);
  return {
    items: rows.map((g) => ({
      code: g.code,
      recipient_email: g.recipient_email,
      months: g.months,
      status: g.status,
      created_at: new Date(g.created_at).toISOString(),
    })),
  };
}
