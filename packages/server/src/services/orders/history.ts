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
import { linesOfOrders } from './data/orderLines.js';
import { orderCount, ordersPage } from './data/orders.js';
import { tradeInsOfOrders } from './data/tradeIns.js';

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
  const counted = await orderCount(db, accountId);
  const orders = await ordersPage(db, accountId, perPage, pageOffset(page, perPage));
  const orderIds = orders.map((o) => o.id);
  const [lines, tradeIns] = orderIds.length === 0
    ? [[], []]
    : await Promise.all([linesOfOrders(db, orderIds), tradeInsOfOrders(db, orderIds)]);
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
  return { ...pagingFor(counted, page, perPage), items };
}
