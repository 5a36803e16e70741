/**
 * Trade-ins: the `trade_ins` rows (one per traded-in item) and the trade-in price of a product's
 * primary offer on a site.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { TradeInTable } from '../../../db/tables/orders.js';

/** The trade-in price of a product's primary offer on a site, if it has one. */
export function primaryTradeInPrice(db: Kysely<Database>, productId: number, siteId: number): Promise<{ trade_in_price: number | null } | undefined> {
  return db
    .selectFrom('offers as o')
    .innerJoin('offer_prices as op', 'op.offer_id', 'o.id')
    .select('op.trade_in_price')
    .where('o.product_id', '=', productId)
    .where('o.is_primary', '=', 1)
    .where('op.site_id', '=', siteId)
    .executeTakeFirst();
}

/** Adds a trade-in. */
export async function insertTradeIn(db: Kysely<Database>, values: Insertable<TradeInTable>): Promise<void> {
  await db.insertInto('trade_ins').values(values).execute();
}

/** The trade-ins of items some orders delivered. */
export function tradeInsOfOrders(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Array<{ order_id: number | null; order_line_id: number | null; created_at: number; credit: number }>> {
  return db
    .selectFrom('trade_ins as t')
    .innerJoin('inventory_items as i', 'i.id', 't.inventory_id')
    .select(['i.order_id', 'i.order_line_id', 't.created_at', 't.credit'])
    .where('i.order_id', 'in', orderIds)
    .execute();
}
