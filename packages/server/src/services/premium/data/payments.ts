/**
 * The premium area's hosted-checkout payments (`premium_payments`). Only one write moves a
 * payment out of `pending`, so a replayed or concurrent Pay or Cancel acts once; that write also
 * sets `sync_due`, which stays until the provider was told (see `paymentSync.ts`).
 * @module
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PremiumPaymentRow, PremiumPaymentTable } from '../../../db/tables/premium.js';

/** Adds a payment. */
export async function insertPremiumPayment(db: Db, values: Insertable<PremiumPaymentTable>): Promise<void> {
  await db.insertInto('premium_payments').values(values).execute();
}

/** The payment of a provider ref, if any. */
export function paymentByProviderRef(db: Db, ref: string): Promise<PremiumPaymentRow | undefined> {
  return db.selectFrom('premium_payments').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
}

/**
 * Moves a pending payment to `completed`, due to be captured.
 * @returns false when it was not pending (completed or ended before)
 */
export async function completePendingPayment(db: Db, paymentId: string, now: number): Promise<boolean> {
  const moved = await db
    .updateTable('premium_payments')
    .set({ status: 'completed', completed_at: now, updated_at: now, sync_due: 1 })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return moved.numUpdatedRows !== 0n;
}

/**
 * Ends a pending payment as `failed` (with the provider's message) or `cancelled`, its hold due
 * to be released.
 * @returns false when it was not pending
 */
export async function endPendingPayment(
  db: Db,
  paymentId: string,
  end: { status: 'failed' | 'cancelled'; errorMessage: string | null },
  now: number,
): Promise<boolean> {
  const ended = await db
    .updateTable('premium_payments')
    .set({ status: end.status, error_message: end.errorMessage, updated_at: now, sync_due: 1 })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/** The payment of an id, if any. */
export function premiumPaymentById(db: Db, paymentId: string): Promise<PremiumPaymentRow | undefined> {
  return db.selectFrom('premium_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/**
 * Clears `sync_due` of a payment the provider was told about, only while it is in the status it
 * was told about (the decided statuses are final, so this guards only against a misuse).
 */
export async function clearPremiumSyncDue(db: Db, paymentId: string, status: PremiumPaymentRow['status']): Promise<void> {
  await db.updateTable('premium_payments').set({ sync_due: 0 }).where('id', '=', paymentId).where('sync_due', '=', 1).where('status', '=', status).execute();
}

/** Payments decided but whose provider was not told yet, oldest first. */
export function premiumPaymentsDueSync(db: Db): Promise<PremiumPaymentRow[]> {
  return db.selectFrom('premium_payments').selectAll().where('sync_due', '=', 1).where('status', '!=', 'pending').orderBy('updated_at').execute();
}

/** Payments not decided yet, whatever their age, oldest first. */
export function pendingPremiumPayments(db: Db): Promise<PremiumPaymentRow[]> {
  return db.selectFrom('premium_payments').selectAll().where('status', '=', 'pending').orderBy('created_at').execute();
}
