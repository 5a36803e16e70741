/**
 * The sandbox provider's ledger (`sandbox_payments`): every state change is one conditional
 * write, so a repeated capture, a confirmation racing a cancel or two captures at once can never
 * charge more than was authorised (the table's CHECK constraint stops it even if a caller got it
 * wrong).
 * @module
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiledQuery.js';
import type { Database } from '../../db/schema.js';
import type { SandboxPaymentRow, SandboxPaymentTable } from '../../db/tables/orders.js';

/**
 * Adds a sandbox payment unless our payment has one already (our payment id is the idempotency
 * key), and answers the row as written; undefined when one was there already.
 */
export function insertSandboxPaymentOnce(db: Kysely<Database>, values: SandboxPaymentInsert): Promise<SandboxPaymentRow | undefined> {
  return insertOnce.first(db, values);
}

/** Every column a new sandbox payment is written with (the amounts and counts start at their defaults). */
export type SandboxPaymentInsert = Required<Pick<Insertable<SandboxPaymentTable>, 'ref' | 'kind' | 'payment_id' | 'amount' | 'currency' | 'status' | 'client_secret' | 'payer_id' | 'card_last4' | 'decline_code' | 'decline_message' | 'created_at' | 'updated_at'>>;

const insertOnce = compiledQuery((db: Kysely<Database>, p: SandboxPaymentInsert) =>
  db
    .insertInto('sandbox_payments')
    .values({
      ref: p.ref,
      kind: p.kind,
      payment_id: p.payment_id,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      client_secret: p.client_secret,
      payer_id: p.payer_id,
      card_last4: p.card_last4,
      decline_code: p.decline_code,
      decline_message: p.decline_message,
      created_at: p.created_at,
      updated_at: p.updated_at,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returningAll(),
);

// the reads and writes every card payment makes, compiled once (see db/compiledQuery.ts)
const byPaymentId = compiledQuery((db: Kysely<Database>, p: { paymentId: string }) =>
  db.selectFrom('sandbox_payments').selectAll().where('payment_id', '=', p.paymentId),
);
const byRef = compiledQuery((db: Kysely<Database>, p: { ref: string }) => db.selectFrom('sandbox_payments').selectAll().where('ref', '=', p.ref));
const byClientSecret = compiledQuery((db: Kysely<Database>, p: { clientSecret: string }) =>
  db.selectFrom('sandbox_payments').selectAll().where('client_secret', '=', p.clientSecret),
);

/** The sandbox payment of one of our payments (throws when there is none). */
export async function sandboxPaymentOf(db: Kysely<Database>, paymentId: string): Promise<SandboxPaymentRow> {
  const row = await byPaymentId.first(db, { paymentId });
  if (!row) throw new Error(`No sandbox payment for payment ${paymentId}`);
  return row;
}

/** The sandbox payment with this ref. */
export function sandboxPaymentByRef(db: Kysely<Database>, ref: string): Promise<SandboxPaymentRow | undefined> {
  return byRef.first(db, { ref });
}

/** The sandbox payment with this client secret. */
export function sandboxPaymentByClientSecret(db: Kysely<Database>, clientSecret: string): Promise<SandboxPaymentRow | undefined> {
  return byClientSecret.first(db, { clientSecret });
}

/**
 * Records a card's result on a payment still waiting for one (or for a challenge the shopper left
 * for another card): held (`requires_capture`) when approved, still waiting with the decline when
 * declined. False when something moved it meanwhile.
 */
export async function recordCardResult(
  db: Kysely<Database>,
  ref: string,
  result: { approved: boolean; cardLast4: string | null; declineCode: string | null; declineMessage: string | null; now: number },
): Promise<boolean> {
  const changed = await cardResult.affected(db, {
    status: result.approved ? 'requires_capture' : 'requires_payment_method',
    cardLast4: result.cardLast4,
    declineCode: result.declineCode,
    declineMessage: result.declineMessage,
    now: result.now,
    ref,
  });
  return changed !== 0;
}

const cardResult = compiledQuery(
  (
    db: Kysely<Database>,
    p: { status: 'requires_capture' | 'requires_payment_method'; cardLast4: string | null; declineCode: string | null; declineMessage: string | null; now: number; ref: string },
  ) =>
    db
      .updateTable('sandbox_payments')
      .set({ status: p.status, card_last4: p.cardLast4, decline_code: p.declineCode, decline_message: p.declineMessage, updated_at: p.now })
      .where('ref', '=', p.ref)
      .where('status', 'in', ['requires_payment_method', 'requires_action']),
);

/** A payment still waiting for the buyer → `approved` by this payer; false when it was not waiting. */
export async function approveWaitingPayment(db: Kysely<Database>, ref: string, payerId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status: 'approved', payer_id: payerId, decline_code: null, decline_message: null, updated_at: now })
    .where('ref', '=', ref)
    .where('status', '=', 'requires_payment_method')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `approved` → `requires_capture`, only for the approving payer when one is given; false when it was not `approved`. */
export async function authorizeApprovedPayment(db: Kysely<Database>, ref: string, payerId: string | null, now: number): Promise<boolean> {
  let query = db
    .updateTable('sandbox_payments')
    .set({ status: 'requires_capture', updated_at: now })
    .where('ref', '=', ref)
    .where('status', '=', 'approved');
  if (payerId !== null) query = query.where('payer_id', '=', payerId);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

/** Raises the captured amount of a held payment to `cumulative`; false when it was not held or had that much already. */
export async function captureUpTo(db: Kysely<Database>, ref: string, cumulative: number, now: number): Promise<boolean> {
  return (await capture.affected(db, { ref, cumulative, now })) > 0;
}

const capture = compiledQuery((db: Kysely<Database>, p: { ref: string; cumulative: number; now: number }) =>
  db
    .updateTable('sandbox_payments')
    .set({
      captured_amount: p.cumulative,
      capture_count: sql`capture_count + 1`,
      status: sql`CASE WHEN ${p.cumulative} + voided_amount >= amount THEN 'succeeded' ELSE status END`,
      updated_at: p.now,
    })
    .where('ref', '=', p.ref)
    .where('status', 'in', ['requires_capture', 'succeeded'])
    .where('captured_amount', '<', p.cumulative),
);

/** Raises the voided amount of a held payment to `cumulative`; false when it was not held or had that much already. */
export async function voidUpTo(db: Kysely<Database>, ref: string, cumulative: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({
      voided_amount: cumulative,
      status: sql`CASE WHEN captured_amount + ${cumulative} >= amount THEN (CASE WHEN captured_amount > 0 THEN 'succeeded' ELSE 'canceled' END) ELSE status END`,
      updated_at: now,
    })
    .where('ref', '=', ref)
    .where('status', 'in', ['requires_capture', 'succeeded'])
    .where('voided_amount', '<', cumulative)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A payment nothing was captured from → `canceled`, its whole amount voided; false when there was nothing to cancel. */
export async function cancelUncapturedPayment(db: Kysely<Database>, ref: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status: 'canceled', voided_amount: sql`amount`, updated_at: now })
    .where('ref', '=', ref)
    .where('captured_amount', '=', 0)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A payment not paid yet → `failed` with the decline, so no card can pay it any more; false when it was paid or ended. */
export async function failUnpaidPayment(db: Kysely<Database>, ref: string, decline: { code: string; message: string }, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status: 'failed', decline_code: decline.code, decline_message: decline.message, updated_at: now })
    .where('ref', '=', ref)
    .where('status', 'in', ['requires_payment_method', 'requires_action', 'approved'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A payment waiting for a card → `requires_action`: its 3-D Secure card waits for the challenge. False when something moved it meanwhile. */
export async function requireChallenge(db: Kysely<Database>, ref: string, cardLast4: string | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status: 'requires_action', card_last4: cardLast4, decline_code: null, decline_message: null, updated_at: now })
    .where('ref', '=', ref)
    .where('status', 'in', ['requires_payment_method', 'requires_action'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The shopper's answer to a challenge: passed → held (`requires_capture`); failed → waiting for a
 * card again, with the decline. False when the payment was not waiting for a challenge.
 */
export async function answerChallenge(
  db: Kysely<Database>,
  ref: string,
  answer: { passed: true } | { passed: false; code: string; message: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set(
      answer.passed
        ? { status: 'requires_capture', updated_at: now }
        : { status: 'requires_payment_method', decline_code: answer.code, decline_message: answer.message, updated_at: now },
    )
    .where('ref', '=', ref)
    .where('status', '=', 'requires_action')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Refunds everything captured of a payment, in one conditional write (`refunded_amount <
 * captured_amount`), so a repeated or racing refund returns the money once. False when nothing
 * captured was left to refund.
 */
export async function refundCapturedAmount(db: Kysely<Database>, ref: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ refunded_amount: sql`captured_amount`, refund_count: sql`refund_count + 1`, updated_at: now })
    .where('ref', '=', ref)
    .where('status', '=', 'succeeded')
    .whereRef('refunded_amount', '<', 'captured_amount')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
