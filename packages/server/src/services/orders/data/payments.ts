/**
 * The `payments` table: reads of a payment, and each move of its state machine as one
 * conditional write from the states it may leave (so two requests racing on one payment never
 * both move it). Every status write takes its `status IN (…)` from `legalSources` of the state
 * machine (`../paymentStates.ts`), so none can make an illegal move.
 * @module
 */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { compiledQuery } from '../../../db/compiledQuery.js';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow, PaymentStatus, PaymentTable } from '../../../db/tables/orders.js';
import { INITIAL_PAYMENT_STATES, OPEN_UNPAID_STATES, legalSources } from '../paymentStates.js';

// read several times per order: compiled once (see db/compiledQuery.ts)
const byId = compiledQuery((db: Kysely<Database>, p: { paymentId: string }) => db.selectFrom('payments').selectAll().where('id', '=', p.paymentId));

/** A payment by id. */
export function paymentById(db: Kysely<Database>, paymentId: string): Promise<PaymentRow | undefined> {
  return byId.first(db, { paymentId });
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

/** The ids of a cart's payments the shopper may still pay (`pending`, `requires_action`). */
export function pendingPaymentIdsOfCart(db: Kysely<Database>, cartId: number): Promise<Array<{ id: string }>> {
  return db.selectFrom('payments').select('id').where('cart_id', '=', cartId).where('status', 'in', OPEN_UNPAID_STATES).execute();
}

/** Whether a payment of the cart holds the shopper's money and no completion has claimed it yet (`approved`). */
export async function cartHasApprovedPayment(db: Kysely<Database>, cartId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('cart_id', '=', cartId).where('status', '=', 'approved').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Approved payments, and unpaid ones with a provider payment (whatever their age: the expiry
 * sweeper bounds how long they stay unpaid), oldest first.
 */
export function openPaymentIds(db: Kysely<Database>): Promise<Array<{ id: string; status: PaymentStatus }>> {
  return db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where((eb) => eb.or([eb('status', '=', 'approved'), eb.and([eb('status', 'in', OPEN_UNPAID_STATES), eb('provider_ref', 'is not', null)])]))
    .orderBy('created_at')
    .execute();
}

/** The ids of payments still unpaid (`pending`, `requires_action`) that were created before `createdBefore`, oldest first. */
export function unpaidPaymentIdsCreatedBefore(db: Kysely<Database>, createdBefore: number): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('payments')
    .select('id')
    .where('status', 'in', OPEN_UNPAID_STATES)
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .execute();
}

/** The ids of payments whose provider has not been told yet, least recently updated first. */
export function paymentIdsDueSync(db: Kysely<Database>): Promise<Array<{ id: string }>> {
  return db.selectFrom('payments').select('id').where('sync_due', '=', 1).orderBy('updated_at').execute();
}

/**
 * Adds a payment, in a state a payment may start in.
 * @throws Error for any other state (the database's trigger would refuse it as well)
 */
export async function insertPayment(db: Kysely<Database>, row: Insertable<PaymentTable>): Promise<PaymentRow> {
  if (!INITIAL_PAYMENT_STATES.includes(row.status)) throw new Error(`Illegal payment transition: a payment cannot start as ${row.status}`);
  // the row as written, defaults included, without reading it again
  return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The columns a status write sets besides `status`. */
export type PaymentMoveSet = Omit<Updateable<PaymentTable>, 'status' | 'id'>;

/**
 * Moves a payment to `to` in one conditional write, from whichever state the machine lets move
 * there (or only from `from`, each of which must be a legal source): the only way a status is
 * written. False when the payment was in none of them (moved by someone else, or the move is not legal).
 * @example
 * await movePayment(db, paymentId, 'aborted', { sync_due: 1, updated_at: now }, ['pending']);
 */
export async function movePayment(
  db: Kysely<Database>,
  paymentId: string,
  to: PaymentStatus,
  set: PaymentMoveSet,
  from?: readonly PaymentStatus[],
): Promise<boolean> {
  const sources = legalSources(to, from);
  if (sources.length === 0) return false;
  const result = await db
    .updateTable('payments')
    .set({ ...set, status: to })
    .where('id', '=', paymentId)
    .where('status', 'in', sources)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves a payment like {@link movePayment} and answers the row as the write left it (undefined
 * when it was in none of the source states), so a caller that goes on with the payment need
 * not read it again.
 */
export async function movePaymentReturning(
  db: Kysely<Database>,
  paymentId: string,
  to: PaymentStatus,
  set: PaymentMoveSet,
  from?: readonly PaymentStatus[],
): Promise<PaymentRow | undefined> {
  const sources = legalSources(to, from);
  if (sources.length === 0) return undefined;
  return db
    .updateTable('payments')
    .set({ ...set, status: to })
    .where('id', '=', paymentId)
    .where('status', 'in', sources)
    .returningAll()
    .executeTakeFirst();
}

/** `pending` or `requires_action` → `approved`; false when the payment was in neither. */
export function approvePendingPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return movePayment(db, paymentId, 'approved', { approved_at: now, updated_at: now }, OPEN_UNPAID_STATES);
}

/** `pending` → `requires_action`: the provider asks the shopper for a challenge; false when the payment was not pending. */
export function requireActionOnPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return movePayment(db, paymentId, 'requires_action', { updated_at: now }, ['pending']);
}

/** `requires_action` → `pending`: the challenge passed, the provider has not settled yet; false when no challenge was open. */
export function resumeAfterAction(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return movePayment(db, paymentId, 'pending', { updated_at: now }, ['requires_action']);
}

/**
 * `pending`, `requires_action` or `approved` → `failed`, or `approved` → `voided`, with the
 * purchase-fail code and text, to be synced; false when it had left those states.
 */
export function endOpenPayment(
  db: Kysely<Database>,
  paymentId: string,
  end: { status: 'failed' | 'voided'; code: number; message: string; now: number },
): Promise<boolean> {
  return movePayment(db, paymentId, end.status, { error_code: end.code, error_message: end.message, sync_due: 1, updated_at: end.now });
}

/** `pending` or `requires_action` → `expired` with the purchase-fail code and text, to be synced; false when it had left them. */
export function expireUnpaidPayment(db: Kysely<Database>, paymentId: string, end: { code: number; message: string; now: number }): Promise<boolean> {
  return movePayment(db, paymentId, 'expired', { error_code: end.code, error_message: end.message, sync_due: 1, updated_at: end.now }, OPEN_UNPAID_STATES);
}

/** `pending` or `requires_action` → `aborted`, to be synced; false when the payment was in neither. */
export function abortPendingPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return movePayment(db, paymentId, 'aborted', { sync_due: 1, updated_at: now }, OPEN_UNPAID_STATES);
}

/** Every unpaid (`pending`, `requires_action`) payment of a cart → `aborted`, to be synced. */
export async function abortPendingPaymentsOfCart(db: Kysely<Database>, cartId: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'aborted', sync_due: 1, updated_at: now })
    .where('cart_id', '=', cartId)
    .where('status', 'in', legalSources('aborted', OPEN_UNPAID_STATES))
    .execute();
}

/**
 * `approved` → completed, in one conditional write: of any number of completions of a payment
 * exactly one moves it. Answers the claimed row, or undefined when another completion got there first.
 */
export function claimApprovedPayment(
  db: Kysely<Database>,
  paymentId: string,
  claim: { status: 'authorized' | 'captured'; capturedAmount: number; syncDue: 0 | 1; now: number },
): Promise<PaymentRow | undefined> {
  return movePaymentReturning(
    db,
    paymentId,
    claim.status,
    { captured_amount: claim.capturedAmount, sync_due: claim.syncDue, completed_at: claim.now, updated_at: claim.now },
    ['approved'],
  );
}

/**
 * Records the provider's payment on a payment that has none yet.
 * @returns the row as written, or undefined when the payment had a provider payment already
 */
export function setProviderPayment(
  db: Kysely<Database>,
  paymentId: string,
  created: { ref: string; clientSecret: string | null; callUrl: string | null },
  now: number,
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({ provider_ref: created.ref, client_secret: created.clientSecret, call_url: created.callUrl, updated_at: now })
    .where('id', '=', paymentId)
    .where('provider_ref', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Adds a released pre-order's capture to an `authorized` payment; it is `captured` once nothing
 * is left authorised. False when the payment was not `authorized` (nothing is added).
 */
export async function addCapturedAmount(db: Kysely<Database>, paymentId: string, amount: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      captured_amount: sql`captured_amount + ${amount}`,
      status: sql`CASE WHEN captured_amount + ${amount} + voided_amount >= total THEN 'captured' ELSE status END`,
      sync_due: 1,
      updated_at: now,
    })
    .where('id', '=', paymentId)
    // the one status this write may leave, checked against the machine (authorized → captured)
    .where('status', 'in', legalSources('captured', ['authorized']))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
