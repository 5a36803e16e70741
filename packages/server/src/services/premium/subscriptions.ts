/**
 * An account's premium subscription (spec §3 Subscription, §4 states): reading it for the wire,
 * starting or extending it, stopping renewal and cancelling. Membership holds while now lies
 * before `end_at`; stopping renewal and cancelling keep it until then, with no refund.
 * @module
 */
import { CHECKOUT_ERROR_CODE, MESSAGES, fromMinorUnits, type Site, type Subscription } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PremiumSubscriptionRow } from '../../db/tables/premium.js';
import { ApiError } from '../../http/apiError.js';
import { markRenewalEnded, subscriptionRow, upsertSubscription } from './data/subscriptions.js';
import { addOneMonth } from './planPrice.js';

// routes and the other premium services read the row through this module
export { subscriptionRow };

/**
 * Whether a subscription makes its account a premium member at `now`: before its end date, or
 * inside the grace a failed renewal started.
 */
export function isMember(row: PremiumSubscriptionRow | undefined, now: number): row is PremiumSubscriptionRow {
  return row !== undefined && (now < row.end_at || (row.grace_until !== null && now < row.grace_until));
}

/** Whether a member's last renewal charge failed and the plan runs on its grace. */
export function inGrace(row: PremiumSubscriptionRow, now: number): boolean {
  return row.grace_until !== null && now < row.grace_until;
}

/**
 * The wire form of a subscription. A plan past its end date (and past any renewal grace) reads
 * as `ended`, whatever stopped it, so it is never mistaken for a cancellation; a plan whose
 * renewal charge failed carries `grace_end_date`, when it ends unless a retry succeeds.
 * @example
 * const subscription = row ? subscriptionJson(row, Date.now()) : null;
 */
export function subscriptionJson(row: PremiumSubscriptionRow, now: number): Subscription {
  const ended = !isMember(row, now);
  return {
    subscription_price: fromMinorUnits(row.price),
    end_date: new Date(row.end_at).toISOString(),
    stop_renewing: ended || row.stop_renewing === 1,
    tier: row.tier,
    status: ended ? 'ended' : row.status,
    ...(!ended && inGrace(row, now) ? { grace_end_date: new Date(row.grace_until!).toISOString() } : {}),
  };
}

/** What a new period is charged at and on which site. */
export interface PlanTerms {
  site: Site;
  priceMinor: number;
}

/**
 * Starts a plan or adds one paid month to it: a member's end date moves one month on (so a
 * second payment is never lost), anyone else gets a month from now. Renewal is switched back on.
 * @param trx - the completion's transaction
 */
export async function addPaidMonth(trx: Kysely<Database>, accountId: number, terms: PlanTerms, now: number): Promise<void> {
  const current = await subscriptionRow(trx, accountId);
  const member = isMember(current, now);
  const startedAt = member ? current.started_at : now;
  const endAt = addOneMonth(member ? current.end_at : now);
  await upsertSubscription(trx, { accountId, tier: 'monthly', status: 'subscribed', ...chargedAs(terms), startedAt, endAt, now });
}

/**
 * Starts a free trial of `days` for an account that is not a member: one conditional upsert that
 * only overwrites an ended plan.
 * @throws ApiError 422 code 5010 when the account is a member
 */
export async function startTrial(trx: Kysely<Database>, accountId: number, terms: PlanTerms, days: number, now: number): Promise<void> {
  const written = await upsertSubscription(
    trx,
    { accountId, tier: 'free_trial', status: 'subscribed', ...chargedAs(terms), startedAt: now, endAt: now + days * 86_400_000, now },
    { onlyIfEnded: true },
  );
  if (!written) throw alreadySubscribed();
}

/** The 5010 answer of spec §8. */
export function alreadySubscribed(): ApiError {
  return ApiError.unprocessable(CHECKOUT_ERROR_CODE.alreadySubscribed, { base: [MESSAGES.alreadySubscribed] });
}

/** The site, currency and price columns of plan terms. */
function chargedAs(terms: PlanTerms): { siteId: number; currency: string; priceMinor: number } {
  return { siteId: terms.site.id, currency: terms.site.currency, priceMinor: terms.priceMinor };
}

/**
 * Stops auto-renewal (`stop_renewing`) or cancels (`cancelled`): the member keeps the plan until
 * its end date, nothing is refunded. Cancelling is final for the period; stopping renewal on a
 * cancelled plan leaves it cancelled.
 * @returns the subscription after the change
 * @throws ApiError 403 with 'You've not subscribed to the premium plan yet.' for a non-member
 */
export async function endRenewal(db: Db, accountId: number, to: 'stop_renewing' | 'cancelled', now: number): Promise<PremiumSubscriptionRow> {
  await markRenewalEnded(db, accountId, to, now);
  const row = await subscriptionRow(db, accountId);
  if (!isMember(row, now)) throw ApiError.forbidden(MESSAGES.notSubscribed);
  return row;
}
