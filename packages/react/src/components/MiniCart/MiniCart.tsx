import { CART_EMPTY, PLEASE_LOGIN } from '@d2d/contract';
import { formatPrice } from '@d2d/core';
import { cx } from '../../utils/cx.js';
import { lineItemPrices } from '../../utils/lineItemPrices.js';
import { Price } from '../Price/Price.js';
import type { MiniCartProps } from './LazyMiniCart.js';

// the props live with the published wrapper (LazyMiniCart.tsx), which the docs read
export type { MiniCartProps };

/**
 * The small cart of the navigation's cart popover: lines with prices and a remove button, the
 * total and a link to the cart. Visitors see 'Please Login.'; an empty cart says
 * 'Your Shopping Cart is empty.' (spec §2).
 * @example
 * const { lines, totals } = useCart();
 * <MiniCart signedIn lines={lines} totals={totals} siteId={1} cartHref="#!/cart" onRemove={(id) => store.cart.remove(id)} />
 */
export function MiniCart({ signedIn, lines, totals, siteId, cartHref, onRemove, busy = false, className }: MiniCartProps) {
  if (!signedIn) return <p className={cx('d2d-mini-cart__empty', className)}>{PLEASE_LOGIN}</p>;
  if (lines.length === 0) return <p className={cx('d2d-mini-cart__empty', className)}>{CART_EMPTY}</p>;
  return (
    <div className={cx('d2d-mini-cart', className)} aria-busy={busy || undefined}>
      <ul className="d2d-mini-cart__lines">
        {lines.map((view) => (
          <li key={view.line.id} className="d2d-mini-cart__line">
            {view.line.product.thumbnail_image ? (
              <img src={view.line.product.thumbnail_image} alt="" width={48} height={64} className="d2d-mini-cart__thumb" />
            ) : (
              <span className="d2d-mini-cart__thumb" aria-hidden="true" />
            )}
            <span className="d2d-mini-cart__title">{view.line.product.title}</span>
            <Price prices={lineItemPrices(view)} siteId={siteId} size="small" showBadge={false} />
            <button
              type="button"
              className="d2d-icon-button d2d-mini-cart__remove"
              aria-label={`Remove ${view.line.product.title}`}
              disabled={busy}
              onClick={() => onRemove(view.line.id)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 7h12l-1 14H7zm3-4h6l1 2h4v2H4V5h4z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {totals && (
        <p className="d2d-mini-cart__total">
          <span>Total</span> <strong>{formatPrice(totals.totalMinor, siteId)}</strong>
        </p>
      )}
      <a className="d2d-button d2d-button--primary d2d-button--block" href={cartHref}>
        View Cart
      </a>
    </div>
  );
}
