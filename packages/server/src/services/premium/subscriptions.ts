/**
 * An account's premium subscription (spec §3 Subscription, §4 states): reading it for the wire,
 * starting or extending it, stopping renewal and cancelling. Membership holds while now lies
 * before `end_at`; stopping renewal and cancelling keep it until then, with no refund.
 * @module
 */
import { CHECKOUT_ERROR_CODE, MESSAGES, fromMinorUnits, type Site, type Subscription } from '@d2d/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PremiumStatus, PremiumSubscriptionRow, PremiumTier } from '../../db/tables/premium.js';
import { ApiError } from '../../http/apiError.js';
import { addOneMonth } from './planPrice.js';

/** The account's subscription row, ended or not; undefined when it never subscribed. */
export function subscriptionRow(db: Kysely<Database>, accountId: number): Promise<PremiumSubscriptionRow | undefined> {
  return db.selectFrom('premium_subscriptions').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Whether a subscription makes its account a premium member at `now`. */
export function isMember(row: PremiumSubscriptionRow | undefined, now: number): row is PremiumSubscriptionRow {
  return row !== undefined && now < row.end_at;
}

/**
 * The wire form of a subscription. A plan whose end date has passed reads as `cancelled` with
 * `stop_renewing` set: the sandbox keeps no card to renew with, so an ended plan is over until the
 * shopper subscribes again (docs/decisions.md).
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
    status: ended ? 'cancelled' : row.status,
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
  await upsert(trx, { accountId, tier: 'monthly', status: 'subscribed', terms, startedAt, endAt, now });
}

/**
 * Starts a free trial of `days` for an account that is not a member: one conditional upsert that
 * only overwrites an ended plan.
 * @throws ApiError 422 code 5010 when the account is a member
 */
export async function startTrial(trx: Kysely<Database>, accountId: number, terms: PlanTerms, days: number, now: number): Promise<void> {
  const written = await upsert(trx, { accountId, tier: 'free_trial', status: 'subscribed', terms, startedAt: now, endAt: now + days * 86_400_000, now, onlyIfEnded: true });
  if (!written) throw alreadySubscribed();
}

/** The 5010 answer of spec §8. */
export function alreadySubscribed(): ApiError {
  return ApiError.unprocessable(CHECKOUT_ERROR_CODE.alreadySubscribed, { base: [MESSAGES.alreadySubscribed] });
}

async function upsert(
  trx: Kysely<Database>,
  input: { accountId: number; tier: PremiumTier; status: PremiumStatus; terms: PlanTerms; startedAt: number; endAt: number; now: number; onlyIfEnded?: boolean },
): Promise<boolean> {
  const { accountId, tier, status, terms, startedAt, endAt, now } = input;
  const guard = input.onlyIfEnded ? sql`WHERE premium_subscriptions.end_at <= ${now}` : sql``;
  const result = await sql`
    INSERT INTO premium_subscriptions (account_id, tier, status, stop_renewing, site_id, currency, price, started_at, end_at, cancelled_at, updated_at)
    VALUES (${accountId}, ${tier}, ${status}, 0, ${terms.site.id}, ${terms.site.currency}, ${terms.priceMinor}, ${startedAt}, ${endAt}, NULL, ${now})
    ON CONFLICT (account_id) DO UPDATE SET
      tier = excluded.tier, status = excluded.status, stop_renewing = 0, site_id = excluded.site_id, currency = excluded.currency,
      price = excluded.price, started_at = excluded.started_at, end_at = excluded.end_at, cancelled_at = NULL, updated_at = excluded.updated_at
    ${guard}`.execute(trx);
  return (result.numAffectedRows ?? 0n) > 0n;
}

/**
 * Stops auto-renewal (`stop_renewing`) or cancels (`cancelled`): the member keeps the plan until
 * its end date, nothing is refunded. Cancelling is final for the period; stopping renewal on a
 * cancelled plan leaves it cancelled.
 * @returns the subscription after the change
 * @throws ApiError 403 with 'You've not subscribed to the premium plan yet.' for a non-member
 */
export async function endRenewal(db: Db, accountId: number, to: 'stop_renewing' | 'cancelled', now: number): Promise<PremiumSubscriptionRow> {
  let query = db
    .updateTable('premium_subscriptions')
    .set({ status: to, stop_renewing: 1, updated_at: now, ...(to === 'cancelled' ? { cancelled_at: now } : {}) })
    .where('account_id', '=', accountId)
    .where('end_at', '>', now);
  if (to === 'stop_renewing') query = query.where('status', '=', 'subscribed');
  else query = query.where('status', '!=', 'cancelled');
  await query.execute();
  const row = await subscriptionRow(db, accountId);
  if (!isMember(row, now)) throw ApiError.forbidden(MESSAGES.notSubscribed);
  return row;
}
