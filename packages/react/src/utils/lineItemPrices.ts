import type { CartLineView, ItemPrices } from '@d2d/core';

/**
 * The prices of a cart line view in the shape {@link Price} takes. Core already worked out what
 * the shopper pays (`effectiveMinor`: the VIP price when above 0).
 * @param view - A line of `store.cart.lines`.
 * @returns The line's prices in minor units.
 */
export function lineItemPrices(view: CartLineView): ItemPrices {
  return {
    original: view.originalMinor,
    discounted: view.discountedMinor,
    vip: view.vipMinor,
    effective: view.effectiveMinor,
    reduced: view.effectiveMinor < view.originalMinor,
  };
}
