import { Suspense, lazy } from 'react';
import type { SiteId } from '@d2d/contract';
import type { CartLineView, CartTotals } from '@d2d/core';

// the lines, prices and totals are seen only inside the cart popover, which opens on a click: that
// code loads right after the first render instead of with the page's first script
const MiniCartView = lazy(() => import('./MiniCart.js').then((module) => ({ default: module.MiniCart })));

/** Props of {@link MiniCart}. */
export interface MiniCartProps {
  /** Whether a shopper is logged in (visitors see 'Please Login.'). */
  signedIn: boolean;
  lines: readonly CartLineView[];
  totals: CartTotals | null;
  siteId: SiteId;
  /** The cart page. */
  cartHref: string;
  /** Removes a line by its id. */
  onRemove: (lineId: number) => void;
  /** A cart call is in flight. */
  busy?: boolean;
  className?: string;
}

/**
 * The small cart of the navigation's cart popover: lines with prices
 * and a remove button, the total and a link to the cart; visitors see 'Please Login.' and an
 * empty cart says 'Your Shopping Cart is empty.' (spec §2). Its code loads when it first
 * renders, after the page's first script; until it arrives a status says it is loading.
 * @example
 * const { lines, totals } = useCart();
 * <MiniCart signedIn lines={lines} totals={totals} siteId={1} cartHref="#!/cart" onRemove={(id) => store.cart.remove(id)} />
 */
export function MiniCart(props: MiniCartProps) {
  return (
    <Suspense
      fallback={
        <p className="d2d-mini-cart__empty" role="status">
          Loading…
        </p>
      }
    >
      <MiniCartView {...props} />
    </Suspense>
  );
}
