/**
 * Purchase history (spec §3 Order; `GET /api/account/payments` and `/purchases`): the account's
 * orders, newest first, each with its products, the gift recipient and the trade-in of a product
 * that was traded in since.
 * @module
 */
import { fromMinorUnits, pagingFor, siteById, type Order, type OrderPage, type PaymentsQuery } from '@d2d/contract';
import type { Kysely } from 'kysely';
import { pageOffset } from '../../db/pageOffset.js';
import type { Database } from '../../db/schema.js';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';

/** Purchase history page size (spec §9; sent in the paging fields). */
export const HISTORY_PAGE_SIZE = 10;

/**
 * One page of the account's orders.
 * @param db - the database
 * @param accountId - the buyer
 * @param query - page and page size (the payments tab asks 65355)
 */
export async function orderHistory(db: Kysely<Database>, accountId: number, query: PaymentsQuery): Promise<OrderPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? HISTORY_PAGE_SIZE;
  const counted = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'site_id', 'total', 'gift_email'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset(pageOffset(page, perPage))
    .execute();
  const orderIds = orders.map((o) => o.id);
  const [lines, tradeIns] = orderIds.length === 0
    ? [[], []]
    : await Promise.all([
        db
          .selectFrom('order_lines')
          .select(['id', 'order_id', 'product_id', 'title', 'price'])
          .where('order_id', 'in', orderIds)
          .orderBy('order_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('trade_ins as t')
          .innerJoin('inventory_items as i', 'i.id', 't.inventory_id')
          .select(['i.order_id', 'i.order_line_id', 't.created_at', 't.credit'])
          .where('i.order_id', 'in', orderIds)
          .execute(),
      ]);
  const items = orders.map((order): Order => {
    const symbol = siteById(order.site_id as 1 | 2 | 3)?.symbol ?? '$';
    return {
      id: order.id,
      payment_date: new Date(order.created_at).toISOString(),
      products: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => {
          const tradeIn = tradeIns.find((t) => t.order_line_id === line.id);
          return {
            id: line.product_id,
            title: line.title,
            thumbnail_image: productImageUrl(line.product_id, 'thumbnail'),
            purchase_type: 'purchase' as const,
            price: fromMinorUnits(line.price),
            trade_in: tradeIn ? { trade_in_date: new Date(tradeIn.created_at).toISOString(), trade_in_price: fromMinorUnits(tradeIn.credit) } : null,
          };
        }),
      currency: symbol,
      to_account: order.gift_email === null ? null : { email: order.gift_email },
      price: fromMinorUnits(order.total),
    };
  });
  return { ...pagingFor(Number(counted.n), page, perPage), items };
}
