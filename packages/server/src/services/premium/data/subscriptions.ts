/**
 * Accounts' premium plans (`premium_subscriptions`, one row per account). Starting a trial only
 * over an ended plan, and ending renewal only of a running one, are single conditional writes.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PremiumStatus, PremiumSubscriptionRow, PremiumTier } from '../../../db/tables/premium.js';

/** The account's subscription row, ended or not; undefined when it never subscribed. */
export function subscriptionRow(db: Db, accountId: number): Promise<PremiumSubscriptionRow | undefined> {
  return db.selectFrom('premium_subscriptions').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** A plan period as written: tier, status, where it is charged and when it runs. */
export interface SubscriptionPeriod {
  accountId: number;
  tier: PremiumTier;
  status: PremiumStatus;
  siteId: number;
  currency: string;
  priceMinor: number;
  startedAt: number;
  endAt: number;
  now: number;
}

/**
 * Writes an account's plan with renewal on and no grace, over any plan it had, or with `onlyIfEnded` only
 * over a plan that has ended at `now`.
 * @returns false when `onlyIfEnded` found a running plan
 */
export async function upsertSubscription(db: Db, period: SubscriptionPeriod, options: { onlyIfEnded?: boolean } = {}): Promise<boolean> {
  const { accountId, tier, status, siteId, currency, priceMinor, startedAt, endAt, now } = period;
  // a plan in its renewal grace still runs
  const guard = options.onlyIfEnded
    ? sql`WHERE premium_subscriptions.end_at <= ${now} AND (premium_subscriptions.grace_until IS NULL OR premium_subscriptions.grace_until <= ${now})`
    : sql``;
  const result = await sql`
    INSERT INTO premium_subscriptions (account_id, tier, status, stop_renewing, site_id, currency, price, started_at, end_at, cancelled_at, updated_at)
    VALUES (${accountId}, ${tier}, ${status}, 0, ${siteId}, ${currency}, ${priceMinor}, ${startedAt}, ${endAt}, NULL, ${now})
    ON CONFLICT (account_id) DO UPDATE SET
      tier = excluded.tier, status = excluded.status, stop_renewing = 0, site_id = excluded.site_id, currency = excluded.currency,
      price = excluded.price, started_at = excluded.started_at, end_at = excluded.end_at, cancelled_at = NULL, updated_at = excluded.updated_at,
      grace_until = NULL, renewal_attempt_at = NULL
    ${guard}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}

/**
 * Stops renewal of a running `subscribed` plan, or cancels a running plan that is not cancelled
 * yet; a plan that has ended or is already in that state is left as it is.
 */
export async function markRenewalEnded(db: Db, accountId: number, to: 'stop_renewing' | 'cancelled', now: number): Promise<void> {
  let query = db
    .updateTable('premium_subscriptions')
    .set({ status: to, stop_renewing: 1, updated_at: now, ...(to === 'cancelled' ? { cancelled_at: now } : {}) })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('end_at', '>', now), eb('grace_until', '>', now)]));
  if (to === 'stop_renewing') query = query.where('status', '=', 'subscribed');
  else query = query.where('status', '!=', 'cancelled');
  await query.execute();
}
