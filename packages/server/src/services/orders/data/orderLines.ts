/**
 * The `order_lines` table: each line keeps what was paid for it and how its money stands with
 * the provider (`capture_state`), which the pre-order capture moves once.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderLineTable } from '../../../db/tables/orders.js';

/** Adds an order line; returns its id. */
export function insertOrderLine(db: Kysely<Database>, values: Insertable<OrderLineTable>): Promise<{ id: number }> {
  return db.insertInto('order_lines').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The lines of some orders, in order and position. */
export function linesOfOrders(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Array<{ id: number; order_id: number; product_id: number; title: string; price: number }>> {
  return db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'title', 'price'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** The orders (with payment and currency) that have authorised lines released on or before `today`. */
export function ordersWithDuePreorderLines(
  db: Kysely<Database>,
  today: string,
): Promise<Array<{ order_id: number; payment_id: string; currency: string }>> {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['o.id as order_id', 'o.payment_id', 'o.currency'])
    .distinct()
    .where('l.capture_state', '=', 'authorized')
    .where('l.release_date', '<=', today)
    .execute();
}

/**
 * Moves an order's authorised lines released on or before `today` to `captured`, in one
 * conditional write (two runs at once capture each line once); returns the captured lines' charges.
 */
export function captureDuePreorderLines(db: Kysely<Database>, orderId: number, today: string): Promise<Array<{ charge: number }>> {
  return db
    .updateTable('order_lines')
    .set({ capture_state: 'captured' })
    .where('order_id', '=', orderId)
    .where('capture_state', '=', 'authorized')
    .where('release_date', '<=', today)
    .returning('charge')
    .execute();
}
