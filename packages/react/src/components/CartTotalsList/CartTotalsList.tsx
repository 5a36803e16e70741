import type { SiteId } from '@d2d/contract';
import { formatPrice, type CartTotals } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link CartTotalsList}. */
export interface CartTotalsListProps {
  /** Core's totals of the cart (`store.cart.totals`). */
  totals: CartTotals;
  siteId: SiteId;
  /** The coupon's discount is over 49% off: highlight it. */
  couponHighlighted?: boolean;
  className?: string;
}

/**
 * The cart's totals (spec §3: rounded to 2 decimals by the server): subtotal, the coupon
 * discount, the sales tax (estimated from the billing address, or calculated at checkout), the
 * wallet credit, and the total the payment charges, as a description list. Not named
 * `CartTotals`: that is core's type of the values it shows.
 * @example
 * <CartTotalsList totals={cart.totals} siteId={1} />
 */
export function CartTotalsList({ totals, siteId, couponHighlighted = false, className }: CartTotalsListProps) {
  const money = (minor: number) => formatPrice(minor, siteId);
  return (
    <dl className={cx('d2d-totals', className)}>
      <div className="d2d-totals__row">
        <dt>Subtotal</dt>
        <dd>{money(totals.grossMinor)}</dd>
      </div>
      {totals.couponDiscountMinor > 0 && (
        <div className={cx('d2d-totals__row', 'd2d-totals__row--discount', couponHighlighted && 'd2d-totals__row--highlight')}>
          <dt>Coupon{totals.couponPercent > 0 ? ` (${totals.couponPercent}% off)` : ''}</dt>
          <dd>-{money(totals.couponDiscountMinor)}</dd>
        </div>
      )}
      <TaxRow totals={totals} money={money} />
      {totals.redeemDiscountMinor > 0 && (
        <div className="d2d-totals__row d2d-totals__row--discount">
          <dt>Wallet credit</dt>
          <dd>-{money(totals.redeemDiscountMinor)}</dd>
        </div>
      )}
      <div className="d2d-totals__row d2d-totals__row--total">
        <dt>Total</dt>
        <dd>{money(totals.totalMinor)}</dd>
      </div>
    </dl>
  );
}

/** The tax line: the estimate with its state and rate, or when it is known. */
function TaxRow({ totals, money }: { totals: CartTotals; money: (minor: number) => string }) {
  if (totals.taxStatus === 'none') return null;
  if (totals.taxStatus === 'estimated') {
    const where = [totals.taxRegion, totals.taxPercent === null ? null : `${totals.taxPercent}%`].filter(Boolean).join(' ');
    return (
      <div className="d2d-totals__row d2d-totals__row--tax">
        <dt>Estimated tax{where ? ` (${where})` : ''}</dt>
        <dd>{money(totals.taxMinor)}</dd>
      </div>
    );
  }
  return (
    <div className="d2d-totals__row d2d-totals__row--tax">
      <dt>Tax</dt>
      <dd>{totals.taxStatus === 'included' ? 'Included in prices' : 'Calculated at checkout'}</dd>
    </div>
  );
}
