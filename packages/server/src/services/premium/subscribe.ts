/**
 * Paying for the premium plan in the hosted checkout (`POST /d2d/xsolla/subscribe_premium`):
 * one payment of one month at the plan price; completing it starts the plan or adds a month
 * (see `hostedPayments.ts`).
 * @module
 */
import { CHECKOUT_ERROR_CODE, MESSAGES, type HostedCheckout, type Site } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { PremiumContext } from './context.js';
import { createHostedPayment, type HostedCheckoutOrigin } from './hostedPayments.js';
import { alreadySubscribed, inGrace, isMember, subscriptionRow } from './subscriptions.js';

/**
 * Creates the hosted-checkout payment of one month. A free-trial member may pay to go on after
 * the trial (the month starts when the trial ends), and so may a member whose renewal failed (the
 * month follows the unpaid period); a paying member is refused with 5010.
 * @throws ApiError 422 4010 for an unconfirmed e-mail, 5010 for a paying member
 * @example
 * const { call_url } = await subscribe(ctx, { account, site, returnUrl, storeOrigin, serverOrigin });
 */
export async function subscribe(ctx: PremiumContext, input: { account: AccountRow; site: Site } & HostedCheckoutOrigin): Promise<HostedCheckout> {
  const { account } = input;
  if (account.email_confirmed_at === null) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.unconfirmedEmail, { base: [MESSAGES.unconfirmedEmail] });
  }
  const current = await subscriptionRow(ctx.db, account.id);
  const now = ctx.now();
  if (isMember(current, now) && current.tier === 'monthly' && !inGrace(current, now)) throw alreadySubscribed();
  return { call_url: await createHostedPayment(ctx, { ...input, amountMinor: ctx.priceMinor, purchase: { kind: 'subscription' } }) };
}
