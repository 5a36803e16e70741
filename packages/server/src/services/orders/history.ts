/**
 * Purchase history (spec §3 Order; `GET /api/account/payments` and `/purchases`): the account's
 * orders, newest first, each with its products, the gift recipient and the trade-in of a product
 * that was traded in since, and its premium charges (plan months and rentals) among them.
 * @module
 */
import { fromMinorUnits, pagingFor, siteById, type Order, type OrderPage, type PaymentsQuery } from '@d2d/contract';
import type { Kysely } from 'kysely';
import { pageOffset } from '../../db/pageOffset.js';
import type { Database } from '../../db/schema.js';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';
import { linesOfOrders } from './data/orderLines.js';
import { historyEntriesPage, historyEntryCount } from './data/historyEntries.js';
import { tradeInsOfOrders } from './data/tradeIns.js';

/** Purchase history page size (spec §9; sent in the paging fields). */
export const HISTORY_PAGE_SIZE = 10;

/** What a plan month is called in the history (it buys no product). */
export const PREMIUM_MONTH_TITLE = 'D2D Premium, one month';

/**
 * One page of the account's orders and premium charges (plan months and rentals), newest first.
 * @param db - the database
 * @param accountId - the buyer
 * @param query - page and page size (the payments tab asks 65355)
 */
export async function orderHistory(db: Kysely<Database>, accountId: number, query: PaymentsQuery): Promise<OrderPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? HISTORY_PAGE_SIZE;
  const [counted, entries] = await Promise.all([
    historyEntryCount(db, accountId),
    historyEntriesPage(db, accountId, perPage, pageOffset(page, perPage)),
  ]);
  const orderIds = entries.flatMap((e) => (e.source === 'order' ? [e.id] : []));
  const [lines, tradeIns] = orderIds.length === 0
    ? [[], []]
    : await Promise.all([linesOfOrders(db, orderIds), tradeInsOfOrders(db, orderIds)]);
  const items = entries.map((entry): Order => {
    const symbol = siteById(entry.site_id as 1 | 2 | 3)?.symbol ?? '$';
    const payment_date = new Date(entry.at).toISOString();
    if (entry.source === 'premium') {
      const rental = entry.kind === 'rental' && entry.product_id !== null;
      return {
        id: entry.id,
        kind: rental ? 'rental' : 'premium',
        ...(rental ? {} : { title: PREMIUM_MONTH_TITLE }),
        payment_date,
        products: rental
          ? [{
              id: entry.product_id!,
              title: entry.product_title ?? '',
              thumbnail_image: productImageUrl(entry.product_id!, 'thumbnail'),
              purchase_type: 'rental' as const,
              price: fromMinorUnits(entry.total),
              trade_in: null,
            }]
          : [],
        currency: symbol,
        to_account: null,
        price: fromMinorUnits(entry.total),
      };
    }
    return {
      id: entry.id,
      kind: 'purchase',
      payment_date,
      products: lines
        .filter((line) => line.order_id === entry.id)
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
      to_account: entry.gift_email === null ? null : { email: entry.gift_email },
      price: fromMinorUnits(entry.total),
    };
  });
  return { ...pagingFor(counted, page, perPage), items };
}
