/**
 * The `payments` table: reads of a payment, and each move of its state machine as one
 * conditional write from the states it may leave (so two requests racing on one payment never
 * both move it).
 * @module
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow, PaymentStatus, PaymentTable } from '../../../db/tables/orders.js';

/** A payment by id. */
export function paymentById(db: Kysely<Database>, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** The newest payment of a cart. */
export function newestPaymentOfCart(db: Kysely<Database>, cartId: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The account's payment created with this idempotency key. */
export function paymentByIdempotencyKey(db: Kysely<Database>, accountId: number, key: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('account_id', '=', accountId).where('idempotency_key', '=', key).executeTakeFirst();
}

/** The ids of a cart's pending payments. */
export function pendingPaymentIdsOfCart(db: Kysely<Database>, cartId: number): Promise<Array<{ id: string }>> {
  return db.selectFrom('payments').select('id').where('cart_id', '=', cartId).where('status', '=', 'pending').execute();
}

/** Approved payments, and pending ones with a provider payment updated after `updatedAfter`, oldest first. */
export function openPaymentIds(db: Kysely<Database>, updatedAfter: number): Promise<Array<{ id: string; status: PaymentStatus }>> {
  return db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'approved'),
        eb.and([eb('status', '=', 'pending'), eb('provider_ref', 'is not', null), eb('updated_at', '>', updatedAfter)]),
      ]),
    )
    .orderBy('created_at')
    .execute();
}

/** The ids of payments whose provider has not been told yet, least recently updated first. */
export function paymentIdsDueSync(db: Kysely<Database>): Promise<Array<{ id: string }>> {
  return db.selectFrom('payments').select('id').where('sync_due', '=', 1).orderBy('updated_at').execute();
}

/** Adds a payment. */
export async function insertPayment(db: Kysely<Database>, row: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

/** `pending` → `approved`; false when the payment was not pending. */
export async function approvePendingPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'approved', approved_at: now, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `pending` or `approved` → `failed` or `voided` with the purchase-fail code and text; false when it had left those states. */
export async function endOpenPayment(
  db: Kysely<Database>,
  paymentId: string,
  end: { status: 'failed' | 'voided'; code: number; message: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: end.status, error_code: end.code, error_message: end.message, sync_due: 1, updated_at: end.now })
    .where('id', '=', paymentId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `pending` → `aborted`, to be synced; false when the payment was not pending. */
export async function abortPendingPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'aborted', sync_due: 1, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every pending payment of a cart → `aborted`, to be synced. */
export async function abortPendingPaymentsOfCart(db: Kysely<Database>, cartId: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'aborted', sync_due: 1, updated_at: now })
    .where('cart_id', '=', cartId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * `approved` → completed, in one conditional write: of any number of completions of a payment
 * exactly one moves it. False when another completion got there first.
 */
export async function claimApprovedPayment(
  db: Kysely<Database>,
  paymentId: string,
  claim: { status: 'authorized' | 'captured'; capturedAmount: number; syncDue: 0 | 1; now: number },
): Promise<boolean> {
  const claimed = await db
    .updateTable('payments')
    .set({
      status: claim.status,
      captured_amount: claim.capturedAmount,
      sync_due: claim.syncDue,
      completed_at: claim.now,
      updated_at: claim.now,
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return claimed.numUpdatedRows !== 0n;
}

/** Records the provider's payment on a payment that has none yet. */
export async function setProviderPayment(
  db: Kysely<Database>,
  paymentId: string,
  created: { ref: string; clientSecret: string | null; callUrl: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_ref: created.ref, client_secret: created.clientSecret, call_url: created.callUrl, updated_at: now })
    .where('id', '=', paymentId)
    .where('provider_ref', 'is', null)
    .execute();
}

/** Adds a released pre-order's capture to the payment; it is `captured` once nothing is left authorised. */
export async function addCapturedAmount(db: Kysely<Database>, paymentId: string, amount: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      captured_amount: sql`captured_amount + ${amount}`,
      status: sql`CASE WHEN captured_amount + ${amount} + voided_amount >= total THEN 'captured' ELSE status END`,
      sync_due: 1,
      updated_at: now,
    })
    .where('id', '=', paymentId)
    .execute();
}

/** Clears `sync_due`, only if the payment is still as it was read (a capture decided meanwhile is not lost). */
export async function clearSyncDue(
  db: Kysely<Database>,
  payment: Pick<PaymentRow, 'id' | 'status' | 'captured_amount' | 'voided_amount'>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ sync_due: 0 })
    .where('id', '=', payment.id)
    .where('status', '=', payment.status)
    .where('captured_amount', '=', payment.captured_amount)
    .where('voided_amount', '=', payment.voided_amount)
    .execute();
}
