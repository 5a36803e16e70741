/**
 * Finishing what a crash (or a provider outage) interrupted, run when the server starts and
 * every minute after: approved payments are completed (or voided), payments whose provider was
 * not told yet are synced, and unpaid payments the provider has meanwhile authorised (the
 * shopper paid, then closed the tab) are completed, as a provider's notification would. Unpaid
 * payments are asked about whatever their age: the expiry sweeper (`expiry.ts`) ends the
 * abandoned ones, so none stays open for the recovery to ignore. Refunds our books made that the
 * provider has not confirmed are asked again (`refund.ts`).
 * @module
 */
import type { OrdersContext } from './context.js';
import { completePayment } from './completion.js';
import { openPaymentIds, paymentIdsDueSync } from './data/payments.js';
import { syncWithProvider } from './payments.js';
import { retryDueRefunds } from './refund.js';

/** What a recovery run did. */
export interface RecoveryResult {
  completed: number;
  synced: number;
}

/**
 * Completes approved payments, syncs the provider of decided ones, and asks the provider about
 * unpaid ones.
 * @param ctx - the orders context
 * @returns how many payments were completed and synced
 * @example
 * await recoverPayments(ctx); // at start-up, before serving
 */
export async function recoverPayments(ctx: OrdersContext): Promise<RecoveryResult> {
  const { db } = ctx;
  const result: RecoveryResult = { completed: 0, synced: 0 };
  const open = await openPaymentIds(db);
  for (const { id } of open) {
    const outcome = await completePayment(ctx, id, { recordDecline: false });
    if (outcome?.kind === 'completed') result.completed += 1;
  }
  const unsynced = await paymentIdsDueSync(db);
  for (const { id } of unsynced) {
    await syncWithProvider(ctx, id);
    result.synced += 1;
  }
  // an operator's refund whose provider call a crash or an outage interrupted
  await retryDueRefunds(ctx);
  return result;
}
