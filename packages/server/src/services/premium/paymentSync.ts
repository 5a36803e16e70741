/**
 * Telling the provider what the database decided about a premium or rental payment: a completed
 * one (its grant committed with it) is captured, a failed or cancelled one has its hold released.
 * The decision sets `sync_due` in its own transaction and this clears it only after the provider
 * answered, so a crash in between leaves the payment for the recovery job
 * (`paymentRecovery.ts`), and every provider call is idempotent, so telling twice is harmless.
 * @module
 */
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import type { PremiumContext } from './context.js';
import { clearPremiumSyncDue, premiumPaymentById } from './data/payments.js';

/**
 * Captures or releases a decided payment whose provider was not told yet; does nothing for a
 * pending one, a synced one, or one of another provider than the context's.
 * @param payment - the payment as read after its decision (it is re-read when given by id)
 * @returns the payment as it was synced, or undefined for an unknown id
 * @example
 * await syncPremiumPayment(ctx, paymentId); // right after the completion's transaction
 */
export async function syncPremiumPayment(ctx: PremiumContext, payment: PremiumPaymentRow | string): Promise<PremiumPaymentRow | undefined> {
  const row = typeof payment === 'string' ? await premiumPaymentById(ctx.db, payment) : payment;
  if (!row || row.sync_due !== 1 || row.status === 'pending' || row.provider !== ctx.provider.name) return row;
  const now = ctx.now();
  if (row.status === 'completed') await ctx.provider.captureTo(ctx.db, row.provider_ref, row.amount, now);
  else await ctx.provider.cancel(ctx.db, row.provider_ref, now);
  await clearPremiumSyncDue(ctx.db, row.id, row.status);
  return { ...row, sync_due: 0 };
}
