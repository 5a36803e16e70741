/**
 * Gift subscriptions (`premium_gifts`). A gift moves pending → paid → claimed, each step one
 * conditional write, so a replayed payment pays it once and one claim payment claims it.
 * @module
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PremiumGiftRow, PremiumGiftTable } from '../../../db/tables/premium.js';

/** Adds a gift waiting for its giver's payment. */
export async function insertGift(db: Db, values: Insertable<PremiumGiftTable>): Promise<void> {
  await db.insertInto('premium_gifts').values(values).execute();
}

/** The gift a giver's payment pays for, if it is one. */
export function giftPaidBy(db: Db, paymentId: string): Promise<PremiumGiftRow | undefined> {
  return db.selectFrom('premium_gifts').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/** The gift a recipient's payment claims, if it is one. */
export function giftClaimedBy(db: Db, paymentId: string): Promise<PremiumGiftRow | undefined> {
  return db.selectFrom('premium_gifts').selectAll().where('claim_payment_id', '=', paymentId).executeTakeFirst();
}

/** The gift of a code. */
export function giftByCode(db: Db, code: string): Promise<PremiumGiftRow | undefined> {
  return db.selectFrom('premium_gifts').selectAll().where('code', '=', code).executeTakeFirst();
}

/** pending → paid; false when it was paid before. */
export async function markGiftPaid(db: Db, paymentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('premium_gifts')
    .set({ status: 'paid', updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Names the payment a claim goes through (a later attempt replaces an abandoned one); false once claimed. */
export async function attachClaimPayment(db: Db, giftId: number, paymentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('premium_gifts')
    .set({ claim_payment_id: paymentId, updated_at: now })
    .where('id', '=', giftId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** paid → claimed by the account, only through the gift's current claim payment. */
export async function markGiftClaimed(db: Db, claimPaymentId: string, accountId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('premium_gifts')
    .set({ status: 'claimed', claimed_by: accountId, updated_at: now })
    .where('claim_payment_id', '=', claimPaymentId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The paid and claimed gifts an account sent, newest first. */
export function sentGifts(db: Db, accountId: number): Promise<PremiumGiftRow[]> {
  return db
    .selectFrom('premium_gifts')
    .selectAll()
    .where('giver_account_id', '=', accountId)
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
