import type { OrderSummary as OrderSummaryData, SiteId } from '@d2d/contract';
import { useId } from 'react';
import { formatWirePrice } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  /** The checkout's `order_summary` (`store.checkout.state.summary`). */
  summary: OrderSummaryData;
  siteId: SiteId;
  /** A heading level for "Order summary" (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The checkout's order summary: what the checkout charges, as the server priced the payment: the lines, the subtotal, the
 * coupon and wallet discounts, the sales tax and the total, which is the amount the provider
 * charges (issue 21: the shopper sees the tax before paying).
 * @example
 * {state.summary && <CheckoutSummary summary={state.summary} siteId={store.site} />}
 */
export function CheckoutSummary({ summary, siteId, headingLevel = 2, className }: CheckoutSummaryProps) {
  const titleId = useId();
  const money = (amount: number) => formatWirePrice(amount, siteId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const where = [summary.tax_region, summary.tax_percent === null || summary.tax_percent === undefined ? null : `${summary.tax_percent}%`].filter(Boolean).join(' ');
  return (
    <section className={cx('d2d-order-summary', className)} aria-labelledby={titleId}>
      <Heading id={titleId} className="d2d-order-summary__title">Order summary</Heading>
      <ul className="d2d-order-summary__lines" aria-label="Items in this order">
        {summary.products.map((product, index) => (
          <li key={`${index}-${product.title}`} className="d2d-order-summary__line">
            <span>{product.title}</span> <span>{money(product.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="d2d-totals">
        <div className="d2d-totals__row">
          <dt>Subtotal</dt>
          <dd>{money(summary.subtotal)}</dd>
        </div>
        {summary.coupon_discount > 0 && (
          <div className="d2d-totals__row d2d-totals__row--discount">
            <dt>Coupon</dt>
            <dd>-{money(summary.coupon_discount)}</dd>
          </div>
        )}
        <div className="d2d-totals__row d2d-totals__row--tax">
          <dt>Tax{where ? ` (${where})` : ''}</dt>
          <dd>{money(summary.tax)}</dd>
        </div>
        {summary.redeem_discount > 0 && (
          <div className="d2d-totals__row d2d-totals__row--discount">
            <dt>Wallet credit</dt>
            <dd>-{money(summary.redeem_discount)}</dd>
          </div>
        )}
        <div className="d2d-totals__row d2d-totals__row--total">
          <dt>Total</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
