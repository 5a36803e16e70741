/**
 * Renewal of premium plans on their stored payment method (`premium_payment_methods`, the
 * renewal columns of `premium_subscriptions`). Claiming a renewal and extending or starting the
 * grace of a plan are single conditional writes keyed on the period's end, so a period is charged
 * once however many renewal jobs run.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PremiumPaymentMethodRow } from '../../../db/tables/premium.js';

/** A plan whose renewal is due, with the method it renews with. */
export interface DueRenewal {
  accountId: number;
  endAt: number;
  siteId: number;
  currency: string;
  priceMinor: number;
  provider: string;
  methodRef: string;
}

/**
 * Plans that renew (subscribed, renewal on) with a stored method, whose period ends within
 * `leadMs`, still inside any grace, and not attempted within `retryMs`.
 */
export async function dueRenewals(db: Db, now: number, window: { leadMs: number; retryMs: number }): Promise<DueRenewal[]> {
  const rows = await db
    .selectFrom('premium_subscriptions as s')
    .innerJoin('premium_payment_methods as m', 'm.account_id', 's.account_id')
    .select(['s.account_id', 's.end_at', 's.site_id', 's.currency', 's.price', 'm.provider', 'm.method_ref'])
    .where('s.status', '=', 'subscribed')
    .where('s.stop_renewing', '=', 0)
    .where('s.end_at', '<=', now + window.leadMs)
    .where((eb) => eb.or([eb('s.grace_until', 'is', null), eb('s.grace_until', '>', now)]))
    .where((eb) => eb.or([eb('s.renewal_attempt_at', 'is', null), eb('s.renewal_attempt_at', '<=', now - window.retryMs)]))
    .orderBy('s.end_at')
    .execute();
  return rows.map((r) => ({
    accountId: r.account_id,
    endAt: r.end_at,
    siteId: r.site_id,
    currency: r.currency,
    priceMinor: r.price,
    provider: r.provider,
    methodRef: r.method_ref,
  }));
}

/**
 * Claims the renewal of the period ending at `endAt` for this run.
 * @returns false when another run claimed it within `retryMs`, or the plan changed meanwhile
 */
export async function claimRenewal(db: Db, accountId: number, endAt: number, now: number, retryMs: number): Promise<boolean> {
  const result = await db
    .updateTable('premium_subscriptions')
    .set({ renewal_attempt_at: now })
    .where('account_id', '=', accountId)
    .where('end_at', '=', endAt)
    .where('status', '=', 'subscribed')
    .where('stop_renewing', '=', 0)
    .where((eb) => eb.or([eb('renewal_attempt_at', 'is', null), eb('renewal_attempt_at', '<=', now - retryMs)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a renewed plan's end from `endAt` to `newEndAt` and clears its grace; false when the period changed meanwhile. */
export async function extendRenewedPlan(db: Db, accountId: number, endAt: number, newEndAt: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('premium_subscriptions')
    .set({ tier: 'monthly', end_at: newEndAt, grace_until: null, renewal_attempt_at: null, updated_at: now })
    .where('account_id', '=', accountId)
    .where('end_at', '=', endAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Starts the grace of a period whose renewal failed (the first failure sets it; retries keep it). */
export async function startGrace(db: Db, accountId: number, endAt: number, graceUntil: number, now: number): Promise<void> {
  await db
    .updateTable('premium_subscriptions')
    .set({ grace_until: graceUntil, updated_at: now })
    .where('account_id', '=', accountId)
    .where('end_at', '=', endAt)
    .where('grace_until', 'is', null)
    .execute();
}

/** Stores (or replaces) the method an account's plan renews with. */
export async function savePaymentMethod(db: Db, method: { accountId: number; provider: string; methodRef: string; cardLast4: string | null; now: number }): Promise<void> {
  await sql`
    INSERT INTO premium_payment_methods (account_id, provider, method_ref, card_last4, created_at, updated_at)
    VALUES (${method.accountId}, ${method.provider}, ${method.methodRef}, ${method.cardLast4}, ${method.now}, ${method.now})
    ON CONFLICT (account_id) DO UPDATE SET
      provider = excluded.provider, method_ref = excluded.method_ref, card_last4 = excluded.card_last4, updated_at = excluded.updated_at`.execute(db);
}

/** The method an account's plan renews with, if any. */
export function paymentMethodOf(db: Db, accountId: number): Promise<PremiumPaymentMethodRow | undefined> {
  return db.selectFrom('premium_payment_methods').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}
