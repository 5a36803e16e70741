import { MESSAGES, type Order, type SiteId } from '@d2d/contract';
import { formatSiteDate, formatWirePrice } from '@d2d/core';
import { cx } from '../../utils/cx.js';
import { Pager, type PagerPaging } from '../Pager/Pager.js';

/** Props of {@link OrderHistory}. */
export interface OrderHistoryProps {
  orders: readonly Order[] | undefined;
  paging: PagerPaging | undefined;
  loading?: boolean;
  siteId: SiteId;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * The heading of a history entry: a cart order by its number, a premium charge (which has a
 * payment id, not an order number) by what it bought.
 */
function orderHeading(order: Order): string {
  if (order.kind === 'premium') return order.title ?? 'D2D Premium';
  if (order.kind === 'rental') return order.title ?? 'Rental';
  return `Order ${order.id}`;
}

/**
 * Purchase history (spec §2), 10 orders a page: date, products with their price (and trade-in
 * when traded in), the gift recipient and the order total; premium charges (plan months and
 * rentals) are listed among the orders under what they bought. 'You have not made any purchases.'
 * when there are none.
 * @example
 * <OrderHistory orders={page.items} paging={page} siteId={1} onPageChange={setPage} />
 */
export function OrderHistory({ orders, paging, loading = false, siteId, onPageChange, className }: OrderHistoryProps) {
  if (loading && !orders) return <p role="status">Loading your purchases…</p>;
  if (!orders || orders.length === 0) return <p className="d2d-empty">{MESSAGES.noPurchases}</p>;
  const money = (amount: number) => formatWirePrice(amount, siteId);
  return (
    <section className={cx('d2d-orders', className)} aria-busy={loading || undefined}>
      <ul className="d2d-orders__list">
        {orders.map((order) => (
          <li key={order.id} className="d2d-order">
            <article aria-label={orderHeading(order)}>
              <header className="d2d-order__header">
                <h3 className="d2d-order__title">{orderHeading(order)}</h3>
                <span>{formatSiteDate(order.payment_date, siteId)}</span>
                <strong>{money(order.price)}</strong>
              </header>
              {order.to_account?.email && <p className="d2d-field__hint">Gift to {order.to_account.email}</p>}
              <ul className="d2d-order__products">
                {order.products.map((p) => (
                  <li key={p.id}>
                    <span>{p.purchase_type === 'rental' ? `${p.title} (rental)` : p.title}</span>
                    <span>{money(p.price)}</span>
                    {p.trade_in && (
                      <span className="d2d-field__hint">
                        Traded in on {formatSiteDate(p.trade_in.trade_in_date, siteId)} for {money(p.trade_in.trade_in_price)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      {paging && paging.totalItems > paging.pageSize && <Pager paging={paging} onPageChange={onPageChange} label="Purchase history pages" disabled={loading} />}
    </section>
  );
}
