/**
 * Pre-orders (spec §1; DECISIONS.md): a pre-order line stays an authorisation until its release
 * date, then this job captures it. Each payment is captured in one transaction whose first
 * statement moves its due lines from `authorized` to `captured`, so two runs at once (the server
 * job and the `capture-preorders` command) capture each line once; the provider is told after
 * the commit and, being idempotent, may be told again.
 * @module
 */
import type { Db } from '../../db/database.js';
import { paymentProviders, type PaymentProviders } from '../../payments/registry.js';
import { isoDay, type OrdersContext } from './context.js';
import { captureDuePreorderLines, ordersWithDuePreorderLines } from './data/orderLines.js';
import { addCapturedAmount } from './data/payments.js';
import { syncWithProvider } from './payments.js';

/** What one run captured. */
export interface PreorderCaptureResult {
  /** Payments with at least one line captured by this run. */
  payments: number;
  /** Order lines captured by this run. */
  lines: number;
  /** Money captured by this run, per currency, minor units. */
  amounts: Record<string, number>;
}

/**
 * Captures every pre-order line whose release date is today or earlier.
 * @param db - the database
 * @param now - the clock (epoch ms)
 * @param payments - the providers to capture with; the sandboxes by default
 * @returns how much this run captured
 * @example
 * const { lines } = await captureDuePreorders(db, Date.now());
 */
export async function captureDuePreorders(db: Db, now: number, payments: PaymentProviders = paymentProviders()): Promise<PreorderCaptureResult> {
  const ctx: OrdersContext = { db, payments, now: () => now };
  const today = isoDay(now);
  const due = await ordersWithDuePreorderLines(db, today);
  const result: PreorderCaptureResult = { payments: 0, lines: 0, amounts: {} };
  for (const { order_id, payment_id, currency } of due) {
    const captured = await db
      .transaction()
      .execute(async (trx) => {
        const lines = await captureDuePreorderLines(trx, order_id, today);
        const amount = lines.reduce((sum, l) => sum + l.charge, 0);
        if (lines.length === 0) return { lines: 0, amount: 0 };
        // a payment no longer `authorized` may not be captured: the lines' capture rolls back with it
        if (!(await addCapturedAmount(trx, payment_id, amount, now))) throw new NotAuthorized();
        return { lines: lines.length, amount };
      })
      .catch((error: unknown) => {
        if (error instanceof NotAuthorized) return { lines: 0, amount: 0 };
        throw error;
      });
    if (captured.lines === 0) continue;
    result.payments += 1;
    result.lines += captured.lines;
    result.amounts[currency] = (result.amounts[currency] ?? 0) + captured.amount;
    await syncWithProvider(ctx, payment_id);
  }
  return result;
}

/** A payment's pre-orders are due but the payment has left `authorized`: nothing of it is captured. */
class NotAuthorized extends Error {}
