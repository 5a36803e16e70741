/**
 * The built-in sandbox provider's own books (table `sandbox_payments`): what a real provider keeps
 * on its side. Every state change is one conditional write, so a repeated capture, a confirmation
 * racing a cancel or two captures at once can never charge more than was authorised (the table's
 * CHECK constraint stops it even if a caller got it wrong).
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { SandboxPaymentRow, SandboxPaymentTable } from '../db/tables/orders.js';
import {
  approveWaitingPayment,
  authorizeApprovedPayment,
  cancelUncapturedPayment,
  captureUpTo,
  failUnpaidPayment,
  insertSandboxPaymentOnce,
  recordCardResult,
  sandboxPaymentByClientSecret,
  sandboxPaymentByRef,
  sandboxPaymentOf,
  voidUpTo,
} from './data/sandboxPayments.js';
import type { ProviderFailure, ProviderPaymentState } from './provider.js';
import { cardOutcome, last4 } from './testCards.js';

/** A random id with a prefix, like the provider's object ids. */
export function sandboxId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
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
  await insertSandboxPaymentOnce(db, {
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
  return sandboxPaymentOf(db, input.paymentId);
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
export type CardPayResult = { status: 'succeeded' } | { status: 'failed'; failure: ProviderFailure } | { status: 'invalid' };

/**
 * Pays a sandbox payment with a test card (the card modal's client-side confirmation, or the
 * hosted page's Pay button). A declined card leaves the payment open for another card, as a
 * real provider does; an approved one holds the money (`requires_capture`). Paying a payment
 * that is already held answers `succeeded` again.
 */
export async function payWithCard(db: Db, row: SandboxPaymentRow, cardNumber: string, now: number): Promise<CardPayResult> {
  if (row.status === 'requires_capture' || row.status === 'succeeded') return { status: 'succeeded' };
  if (row.status !== 'requires_payment_method') return { status: 'invalid' };
  const failure = cardOutcome(cardNumber);
  const recorded = await recordCardResult(db, row.ref, {
    approved: !failure,
    cardLast4: last4(cardNumber) || null,
    declineCode: failure?.code ?? null,
    declineMessage: failure?.message ?? null,
    now,
  });
  if (!recorded) {
    // something else moved it meanwhile (a cancel, or a parallel approval): report where it is now
    const now2 = ledgerState(await sandboxPayment(db, row.ref));
    return now2.state === 'authorized' || now2.state === 'captured' ? { status: 'succeeded' } : { status: 'invalid' };
  }
  return failure ? { status: 'failed', failure } : { status: 'succeeded' };
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
  await authorizeApprovedPayment(db, ref, payerId, now);
  return ledgerState(await sandboxPayment(db, ref));
}

/** Captures up to `cumulative` in all; a repeat (or a lower target) captures nothing. */
export async function captureTo(db: Db, ref: string, cumulative: number, now: number): Promise<void> {
  if (await captureUpTo(db, ref, cumulative, now)) return;
  const row = await sandboxPayment(db, ref);
  if (row && row.captured_amount >= cumulative) return;
  throw new Error(`The sandbox payment ${ref} cannot be captured (status ${row?.status ?? 'missing'}).`);
}

/** Voids up to `cumulative` in all of the authorisation (a pre-order cancelled before capture). */
export async function voidTo(db: Db, ref: string, cumulative: number, now: number): Promise<void> {
  if (await voidUpTo(db, ref, cumulative, now)) return;
  const row = await sandboxPayment(db, ref);
  if (row && (row.voided_amount >= cumulative || row.status === 'canceled')) return;
  throw new Error(`The sandbox payment ${ref} cannot be voided (status ${row?.status ?? 'missing'}).`);
}

/** Cancels a payment nothing was captured from; the hold is released. */
export async function cancelSandboxPayment(db: Db, ref: string, now: number): Promise<void> {
  await cancelUncapturedPayment(db, ref, now);
}

/** Blocks a payment the fraud check refused: no card can pay it any more. */
export async function blockAsFraud(db: Db, ref: string, now: number): Promise<void> {
  await failUnpaidPayment(db, ref, { code: 'fraudulent', message: 'The payment was blocked by the fraud check.' }, now);
}
