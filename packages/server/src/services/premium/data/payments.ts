/**
 * The premium area's hosted-checkout payments (`premium_payments`). Only one write moves a
 * payment out of `pending`, so a replayed or concurrent Pay or Cancel acts once.
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
 * Moves a pending payment to `completed`.
 * @returns false when it was not pending (completed or ended before)
 */
export async function completePendingPayment(db: Db, paymentId: string, now: number): Promise<boolean> {
  const moved = await db
    .updateTable('premium_payments')
    .set({ status: 'completed', completed_at: now, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return moved.numUpdatedRows !== 0n;
}

/**
 * Ends a pending payment as `failed` (with the provider's message) or `cancelled`.
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
    .set({ status: end.status, error_message: end.errorMessage, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}
