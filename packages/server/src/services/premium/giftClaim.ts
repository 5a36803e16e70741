/**
 * Completing a gift claim (spec §4 "Gift subscription: the recipient's card is authorised only;
 * monthly charging starts after the gift period unless the recipient cancels"): the hold on the
 * recipient's card is released, the gift's months are added to their plan, and the plan renews
 * on that card when they run out.
 * @module
 */
import type { Site } from '@d2d/contract';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import type { PremiumContext } from './context.js';
import { endPendingPayment } from './data/payments.js';
import { giftClaimedBy, markGiftClaimed } from './data/gifts.js';
import { upsertSubscription } from './data/subscriptions.js';
import { syncPremiumPayment } from './paymentSync.js';
import { addOneMonth } from './planPrice.js';
import { isMember, subscriptionRow } from './subscriptions.js';

/**
 * Claims the gift of an authorised claim payment, once: the payment leaves `pending` as
 * `cancelled` (nothing is charged, so it is no purchase; its hold is due to be released), the gift becomes `claimed`, and the
 * recipient's plan runs the gift's months on from now or from the end of the plan they have.
 * @returns whether this call claimed it (false on a replay)
 */
export async function claimGift(ctx: PremiumContext, payment: PremiumPaymentRow, site: Site, now: number): Promise<boolean> {
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await endPendingPayment(trx, payment.id, { status: 'cancelled', errorMessage: null }, now))) return null;
    if (!(await markGiftClaimed(trx, payment.id, payment.account_id, now))) return null;
    const gift = await giftClaimedBy(trx, payment.id);
    if (!gift) return null;
    const current = await subscriptionRow(trx, payment.account_id);
    const member = isMember(current, now);
    let endAt = member ? Math.max(current.end_at, now) : now;
    for (let i = 0; i < gift.months; i++) endAt = addOneMonth(endAt);
    await upsertSubscription(trx, {
      accountId: payment.account_id,
      tier: 'monthly',
      status: 'subscribed',
      siteId: site.id,
      currency: site.currency,
      // renewals after the gift charge the plan price of the recipient's site
      priceMinor: ctx.priceMinor,
      startedAt: member ? current.started_at : now,
      endAt,
      now,
    });
    return gift;
  });
  // the card was only authorised: the hold is released by the sync the ending made due, whichever call ended it
  await syncPremiumPayment(ctx, payment.id);
  return claimed !== null;
}
