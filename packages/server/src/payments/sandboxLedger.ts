/**
 * The built-in sandbox provider's own books (table `sandbox_payments`): what a real provider keeps
 * on its side. Every state change is one conditional write, so a repeated capture, a confirmation
 * racing a cancel or two captures at once can never charge more than was authorised (the table's
 * CHECK constraint stops it even if a caller got it wrong). Every change a real provider would
 * report is written to the webhook outbox in the same transaction (`webhookEvents.ts`) and sent
 * to the server later.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { SandboxPaymentRow, SandboxPaymentTable } from '../db/tables/orders.js';
import {
  answerChallenge,
  approveWaitingPayment,
  authorizeApprovedPayment,
  cancelUncapturedPayment,
  captureUpTo,
  failUnpaidPayment,
  insertSandboxPaymentOnce,
  recordCardResult,
  refundCapturedAmount,
  requireChallenge,
  sandboxPaymentByClientSecret,
  sandboxPaymentByRef,
  sandboxPaymentOf,
  voidUpTo,
} from './data/sandboxPayments.js';
import type { ProviderFailure, ProviderPaymentState } from './provider.js';
import { CHALLENGE_FAILED, cardOutcome, last4, requiresChallenge } from './testCards.js';
import { enqueueSandboxEvent, inTransaction, type SandboxEventType } from './webhookEvents.js';

import { sandboxId } from './sandboxIds.js';

export { sandboxId };

/** Runs one conditional write and, when it moved the payment, writes its webhook with it. */
function reported(db: Db, ref: string, type: SandboxEventType, now: number, write: (trx: Db) => Promise<boolean>): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await write(trx))) return false;
    await enqueueSandboxEvent(trx, ref, type, now);
    return true;
  });
}

/**
 * Creates the sandbox payment of one of our payments, or returns the existing one (our payment
 * id is the idempotency key, as a real provider's is).
 */
export async function createSandboxPayment(
  db: Db,
  input: { kind: SandboxPaymentTable['kind']; paymentId: string; amountMinor: number; currency: string; now: number },
): Promise<SandboxPaymentRow> {
  const ref = sandboxId(input.kind === 'card' ? 'pi' : input.kind === 'paypal' ? 'PAYID' : 'hpp');
  const inserted = await insertSandboxPaymentOnce(db, {
    ref,
    kind: input.kind,
    payment_id: input.paymentId,
    amount: input.amountMinor,
    currency: input.currency,
    status: 'requires_payment_method',
    client_secret: `${ref}_secret_${randomBytes(12).toString('hex')}`,
    payer_id: null,
    card_last4: null,
    decline_code: null,
    decline_message: null,
    created_at: input.now,
    updated_at: input.now,
  });
  // a repeated create (same payment id) answers the payment the first one made
  return inserted ?? sandboxPaymentOf(db, input.paymentId);
}

/** The sandbox payment with this ref. */
export function sandboxPayment(db: Db, ref: string): Promise<SandboxPaymentRow | undefined> {
  return sandboxPaymentByRef(db, ref);
}

/** The sandbox payment a card form's client secret belongs to. */
export function sandboxPaymentBySecret(db: Db, clientSecret: string): Promise<SandboxPaymentRow | undefined> {
  return sandboxPaymentByClientSecret(db, clientSecret);
}

/** How a ledger row reads as a provider state. */
export function ledgerState(row: SandboxPaymentRow | undefined): ProviderPaymentState {
  if (!row) return { state: 'unknown' };
  switch (row.status) {
    // the shopper has not finished paying: an open challenge reads as still waiting
    case 'requires_action':
      return { state: 'pending' };
    case 'requires_payment_method':
      return row.decline_code
        ? { state: 'failed', failure: { code: row.decline_code, message: row.decline_message ?? '' } }
        : { state: 'pending' };
    case 'approved':
      return { state: 'buyer_approved', payerId: row.payer_id ?? '' };
    case 'requires_capture':
      return { state: 'authorized' };
    case 'succeeded':
      return row.captured_amount > 0 || row.amount === 0 ? { state: 'captured' } : { state: 'authorized' };
    case 'canceled':
      return { state: 'canceled' };
    case 'failed':
      return { state: 'failed', failure: { code: row.decline_code ?? 'card_declined', message: row.decline_message ?? '' } };
  }
}

/** The result of paying with a test card. */
export type CardPayResult =
  | { status: 'succeeded' }
  | { status: 'failed'; failure: ProviderFailure }
  /** A 3-D Secure card: the shopper answers the challenge page before the card is approved or declined. */
  | { status: 'requires_action' }
  | { status: 'invalid' };

/**
 * Pays a sandbox payment with a test card (the card modal's client-side confirmation, or the
 * hosted page's Pay button). A declined card leaves the payment open for another card, as a
 * real provider does; an approved one holds the money (`requires_capture`). Paying a payment
 * that is already held answers `succeeded` again.
 */
export async function payWithCard(db: Db, row: SandboxPaymentRow, cardNumber: string, now: number): Promise<CardPayResult> {
  if (row.status === 'requires_capture' || row.status === 'succeeded') return { status: 'succeeded' };
  // a shopper who left the challenge may pay with another card instead, as with a real provider
  if (row.status !== 'requires_payment_method' && row.status !== 'requires_action') return { status: 'invalid' };
  // the hosted pages are the provider's own authenticated pages: only the card form is challenged
  if (row.kind === 'card' && requiresChallenge(cardNumber)) {
    if (await reported(db, row.ref, 'payment.requires_action', now, (trx) => requireChallenge(trx, row.ref, last4(cardNumber), now))) return { status: 'requires_action' };
    const moved = await sandboxPayment(db, row.ref);
    return moved?.status === 'requires_action' ? { status: 'requires_action' } : { status: 'invalid' };
  }
  const failure = cardOutcome(cardNumber);
  const recorded = await reported(db, row.ref, failure ? 'payment.declined' : 'payment.approved', now, (trx) =>
    recordCardResult(trx, row.ref, {
      approved: !failure,
      cardLast4: last4(cardNumber) || null,
      declineCode: failure?.code ?? null,
      declineMessage: failure?.message ?? null,
      now,
    }),
  );
  if (!recorded) {
    // something else moved it meanwhile (a cancel, or a parallel approval): report where it is now
    const now2 = ledgerState(await sandboxPayment(db, row.ref));
    return now2.state === 'authorized' || now2.state === 'captured' ? { status: 'succeeded' } : { status: 'invalid' };
  }
  return failure ? { status: 'failed', failure } : { status: 'succeeded' };
}

/**
 * The shopper's answer on the 3-D Secure challenge page: passed holds the money, failed declines
 * the card (the payment stays open for another card, as after any decline).
 * @returns where the payment stands now: `succeeded`, `failed` with the decline, or `invalid`
 *   when no challenge was waiting
 */
export async function completeChallenge(db: Db, ref: string, passed: boolean, now: number): Promise<CardPayResult> {
  const answer = passed ? ({ passed: true } as const) : ({ passed: false, ...CHALLENGE_FAILED } as const);
  await reported(db, ref, passed ? 'payment.approved' : 'payment.declined', now, (trx) => answerChallenge(trx, ref, answer, now));
  // a repeated answer (a double click, a second tab) reads where the first one left it
  const row = await sandboxPayment(db, ref);
  if (row?.status === 'requires_capture' || row?.status === 'succeeded') return { status: 'succeeded' };
  if (row?.status === 'requires_payment_method' && row.decline_code) {
    return { status: 'failed', failure: { code: row.decline_code, message: row.decline_message ?? CHALLENGE_FAILED.message } };
  }
  return { status: 'invalid' };
}

/** The PayPal-type buyer approves: the payment waits for `authorizeApproved`. */
export async function approveByBuyer(db: Db, ref: string, now: number): Promise<string | null> {
  const payerId = `PAYER${randomBytes(6).toString('hex').toUpperCase()}`;
  if (await approveWaitingPayment(db, ref, payerId, now)) return payerId;
  const row = await sandboxPayment(db, ref);
  return row?.status === 'approved' ? row.payer_id : null;
}

/** Authorises a buyer-approved payment; the payer must be the one who approved it. */
export async function authorizeApproved(db: Db, ref: string, payerId: string | null, now: number): Promise<ProviderPaymentState> {
  await reported(db, ref, 'payment.approved', now, (trx) => authorizeApprovedPayment(trx, ref, payerId, now));
  return ledgerState(await sandboxPayment(db, ref));
}

/** Captures up to `cumulative` in all; a repeat (or a lower target) captures nothing. */
export async function captureTo(db: Db, ref: string, cumulative: number, now: number): Promise<void> {
  if (await reported(db, ref, 'payment.captured', now, (trx) => captureUpTo(trx, ref, cumulative, now))) return;
  const row = await sandboxPayment(db, ref);
  if (row && row.captured_amount >= cumulative) return;
  throw new Error(`The sandbox payment ${ref} cannot be captured (status ${row?.status ?? 'missing'}).`);
}

/** Voids up to `cumulative` in all of the authorisation (a pre-order cancelled before capture). */
export async function voidTo(db: Db, ref: string, cumulative: number, now: number): Promise<void> {
  if (await reported(db, ref, 'payment.voided', now, (trx) => voidUpTo(trx, ref, cumulative, now))) return;
  const row = await sandboxPayment(db, ref);
  if (row && (row.voided_amount >= cumulative || row.status === 'canceled')) return;
  throw new Error(`The sandbox payment ${ref} cannot be voided (status ${row?.status ?? 'missing'}).`);
}

/**
 * Refunds what was captured of a payment; a repeat refunds nothing more. The intent stays
 * `succeeded` with its refunded amount, as Stripe keeps a refunded PaymentIntent.
 * @throws Error when the payment has nothing captured to refund (it was never captured)
 */
export async function refundCaptured(db: Db, ref: string, now: number): Promise<void> {
  if (await refundCapturedAmount(db, ref, now)) return;
  const row = await sandboxPayment(db, ref);
  if (row && row.captured_amount > 0 && row.refunded_amount >= row.captured_amount) return;
  throw new Error(`The sandbox payment ${ref} cannot be refunded (status ${row?.status ?? 'missing'}, captured ${row?.captured_amount ?? 0}).`);
}

/** Cancels a payment nothing was captured from; the hold is released. */
export async function cancelSandboxPayment(db: Db, ref: string, now: number): Promise<void> {
  await reported(db, ref, 'payment.voided', now, (trx) => cancelUncapturedPayment(trx, ref, now));
}

/** Blocks a payment the fraud check refused: no card can pay it any more. */
export async function blockAsFraud(db: Db, ref: string, now: number): Promise<void> {
  await reported(db, ref, 'payment.failed', now, (trx) => failUnpaidPayment(trx, ref, { code: 'fraudulent', message: 'The payment was blocked by the fraud check.' }, now));
}
