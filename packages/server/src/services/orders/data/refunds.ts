/**
 * The writes of an operator's refund (`../refund.ts`): the payment's one conditional move
 * `captured` → `refunded`, what the order granted taken back, and the `refund_due` flag that
 * makes the provider's refund crash-safe.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { legalSources } from '../paymentStates.js';

/**
 * `captured` → `refunded` in one conditional write; only once the capture has reached the
 * provider (`sync_due = 0`), so the provider is never asked to refund what it has not captured.
 * @returns the row as written, or undefined when the payment was not (or no longer) so
 */
export function markRefunded(db: Kysely<Database>, paymentId: string, refundDue: boolean, now: number): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({ status: 'refunded', refund_due: refundDue ? 1 : 0, refunded_at: now, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', 'in', legalSources('refunded', ['captured']))
    .where('sync_due', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/** The order a payment completed into. */
export function orderIdOfPayment(db: Kysely<Database>, paymentId: string): Promise<{ id: number; account_id: number } | undefined> {
  return db.selectFrom('orders').select(['id', 'account_id']).where('payment_id', '=', paymentId).executeTakeFirst();
}

/**
 * Takes the order's items out of every library (the buyer's, or a gift's recipient's, or a
 * gift still held for an e-mail) with the trade-in's mark, which every ownership read honours.
 * @returns how many items left
 */
export async function takeBackOrderItems(db: Kysely<Database>, orderId: number, now: number): Promise<number> {
  const result = await db
    .updateTable('inventory_items')
    .set({ traded_in_at: now })
    .where('order_id', '=', orderId)
    .where('traded_in_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether an item of the order was traded in: its credit is in a wallet already. */
export async function orderHasTradeIn(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('trade_ins as t')
    .innerJoin('inventory_items as i', 'i.id', 't.inventory_id')
    .select('t.id')
    .where('i.order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives back the wallet spend of an order: a `refund` entry for the amount of its `redeem`
 * (both stay in the history) and the amount back on the balance. Once per order: the entry is
 * written by the same statement that reads the spend, and a second one for the order is refused
 * by its unique index, so a replay returns nothing.
 * @returns the amount returned (0 when the order spent none, or it was returned before)
 */
export async function returnRedeemedCredit(db: Kysely<Database>, accountId: number, orderId: number, now: number): Promise<number> {
  const written = await db
    .insertInto('wallet_transactions')
    .columns(['account_id', 'purpose', 'amount', 'order_id', 'created_at'])
    .expression(
      db
        .selectFrom('wallet_transactions')
        .select([
          'account_id',
          sql<'refund'>`'refund'`.as('purpose'),
          sql<number>`-amount`.as('amount'),
          'order_id',
          sql<number>`${now}`.as('created_at'),
        ])
        .where('account_id', '=', accountId)
        .where('purpose', '=', 'redeem')
        .where('order_id', '=', orderId),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('amount')
    .executeTakeFirst();
  if (!written) return 0;
  await db
    .updateTable('wallets')
    .set({ balance: sql`balance + ${written.amount}`, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
  return written.amount;
}

/** Clears `refund_due` once the provider has refunded; false when it was cleared already. */
export async function clearRefundDue(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refund_due: 0 })
    .where('id', '=', paymentId)
    .where('status', '=', 'refunded')
    .where('refund_due', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Refunded payments whose provider has not refunded yet (the recovery job retries them). */
export function paymentIdsDueRefund(db: Kysely<Database>): Promise<Array<{ id: string }>> {
  return db.selectFrom('payments').select('id').where('status', '=', 'refunded').where('refund_due', '=', 1).orderBy('updated_at').execute();
}
