import type { CartLineView, ItemPrices } from '@d2d/core';

/**
 * The prices of a cart line view in the shape {@link Price} takes. Core already put the VIP
 * price in place of the discounted one when it is above 0.
 * @param view - A line of `store.cart.lines`.
 * @returns The line's prices in minor units.
 */
export function lineItemPrices(view: CartLineView): ItemPrices {
  return {
    original: view.originalMinor,
    discounted: view.discountedMinor,
    vip: view.vipMinor,
    effective: view.discountedMinor,
    reduced: view.discountedMinor < view.originalMinor,
  };
}
