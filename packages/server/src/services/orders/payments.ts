/**
 * The payment state machine's small steps (the machine is `paymentStates.ts`): each is one
 * conditional write from the states it may leave, so two requests racing on one payment never both move it. The
 * provider is told afterwards (`syncWithProvider`), and told again after a crash, because every
 * provider call is idempotent.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentRow, PaymentStatus } from '../../db/tables/orders.js';
import type { OrdersContext } from './context.js';
import {
  abortPendingPayment,
  approvePendingPayment,
  clearSyncDue,
  endOpenPayment,
  newestPaymentOfCart,
  paymentById,
} from './data/payments.js';
import { insertPurchaseFailure } from './data/purchaseFailures.js';
import { UNPAID_FINAL_STATES } from './paymentStates.js';

/** A payment by id. */
export function loadPayment(db: Kysely<Database>, paymentId: string): Promise<PaymentRow | undefined> {
  return paymentById(db, paymentId);
}

/** The newest payment of a cart that was not replaced by a later checkout. */
export function latestPaymentOfCart(db: Kysely<Database>, cartId: number): Promise<PaymentRow | undefined> {
  return newestPaymentOfCart(db, cartId);
}

/** The statuses a payment ends in without an order. */
export const UNPAID_END_STATUSES: readonly PaymentStatus[] = UNPAID_FINAL_STATES;

/** The provider holds the shopper's money: `pending` (or `requires_action`) → `approved`. */
export async function markApproved(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return approvePendingPayment(db, paymentId, now);
}

/**
 * Ends a payment that will never complete (`pending`, `requires_action` or `approved` → `failed`;
 * `approved` → `voided`), with
 * the purchase-fail code and text, and records the failure. The provider's hold is released by
 * the next sync.
 * @returns false when the payment had left those states already (completed, or ended before)
 */
export async function endPayment(
  db: Kysely<Database>,
  payment: Pick<PaymentRow, 'id' | 'account_id' | 'cart_id'>,
  end: { status: 'failed' | 'voided'; code: number; message: string; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await endOpenPayment(trx, payment.id, end))) return false;
    await recordFailure(trx, { accountId: payment.account_id, cartId: payment.cart_id, paymentId: payment.id, code: end.code, now: end.now });
    return true;
  });
}

/** The shopper left the checkout: `pending` or `requires_action` → `aborted` (an approved payment is completed instead). */
export async function abortPayment(db: Kysely<Database>, paymentId: string, now: number): Promise<boolean> {
  return abortPendingPayment(db, paymentId, now);
}

/** Adds a row to the account's purchase failures (declines and refused fraud checks count towards a block). */
export async function recordFailure(
  db: Kysely<Database>,
  failure: { accountId: number; cartId: number | null; paymentId: string | null; code: number; now: number },
): Promise<void> {
  await insertPurchaseFailure(db, failure);
}

/**
 * Tells the provider what the database decided about a payment: capture up to its
 * `captured_amount` and void up to its `voided_amount` for a completed payment, cancel one that
 * ended unpaid. Clears `sync_due` only if nothing changed meanwhile, so a capture decided while
 * this ran is not lost. Safe to repeat: provider calls are idempotent.
 */
export async function syncWithProvider(ctx: OrdersContext, paymentId: string): Promise<void> {
  const payment = await loadPayment(ctx.db, paymentId);
  if (payment) await syncPayment(ctx, payment);
}

/**
 * {@link syncWithProvider} for a payment the caller has just written and holds as committed (the
 * completion's claim): nothing is lost by not reading it again, since the provider is only told
 * amounts "up to", and `sync_due` is cleared only if the row is still as it was read.
 */
export async function syncPayment(ctx: OrdersContext, payment: PaymentRow): Promise<void> {
  if (payment.sync_due === 0) return;
  const provider = ctx.payments.byName(payment.provider);
  if (payment.provider_ref !== null && provider) {
    const now = ctx.now();
    if (payment.status === 'captured' || payment.status === 'authorized') {
      if (payment.captured_amount > 0) await provider.captureTo(ctx.db, payment.provider_ref, payment.captured_amount, now);
      if (payment.voided_amount > 0) await provider.voidTo(ctx.db, payment.provider_ref, payment.voided_amount, now);
    } else if ((UNPAID_END_STATUSES as readonly string[]).includes(payment.status)) {
      await provider.cancel(ctx.db, payment.provider_ref, now);
    }
  }
  await clearSyncDue(ctx.db, payment);
}

/**
 * A payment that ended without an order (expired, aborted, failed) whose provider nevertheless
 * holds the shopper's money: the approval came too late, after the end was decided and the
 * provider told. Releases the hold (never an order); nothing is captured from an unclaimed
 * payment, so releasing it returns everything.
 * @returns true when a held payment was released
 */
export async function releaseLateHold(ctx: OrdersContext, payment: PaymentRow): Promise<boolean> {
  if (!(UNPAID_END_STATUSES as readonly string[]).includes(payment.status) || payment.provider_ref === null) return false;
  const provider = ctx.payments.byName(payment.provider);
  if (!provider) return false;
  const state = await provider.retrieve(ctx.db, payment.provider_ref);
  if (state.state !== 'authorized' && state.state !== 'buyer_approved') return false;
  await provider.cancel(ctx.db, payment.provider_ref, ctx.now());
  return true;
}
