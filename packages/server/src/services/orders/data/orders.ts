/**
 * The `orders` table: an order is written once per payment (its unique index is the last guard
 * of exactly-once completion) and read for receipts and the purchase history.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderTable } from '../../../db/tables/orders.js';

/** Adds an order; returns its id. */
export function insertOrder(db: Kysely<Database>, values: Insertable<OrderTable>): Promise<{ id: number }> {
  return db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The id of a completed payment's order (throws when there is none). */
export function orderIdOfPayment(db: Kysely<Database>, paymentId: string): Promise<{ id: number }> {
  return db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
}

/** The receipt's view of a payment's order, if it has one. */
export function receiptOrderOfPayment(
  db: Kysely<Database>,
  paymentId: string,
): Promise<{ id: number; estimated_hours: number; created_at: number } | undefined> {
  return db.selectFrom('orders').select(['id', 'estimated_hours', 'created_at']).where('payment_id', '=', paymentId).executeTakeFirst();
}
