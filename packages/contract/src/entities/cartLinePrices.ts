import { effectiveItemPrice } from '../storefront/prices.js';
import type { CartLine } from './cart.js';

// apart from cart.ts so that a page showing the cart needs no zod (the schemas may load later)

/** The prices of a cart line as the cart shows them, as wire decimals. */
export interface CartLinePrices {
  /** The price before any discount. */
  original: number;
  /** The sale (or list) price before any VIP price. */
  discounted: number;
  /** The VIP price, 0 when none. */
  vip: number;
  /** What the shopper pays: the VIP price when above 0, else `discounted`. */
  effective: number;
}

/**
 * The original, discounted, VIP and effective price of a cart line (spec §3: a VIP price above
 * 0 replaces the discounted price).
 * @param line - a cart line
 * @returns the four prices
 * @example
 * cartLinePrices(line).effective;
 */
export function cartLinePrices(line: CartLine): CartLinePrices {
  const original = line.offer_items?.atgames_price ?? line.originPrice;
  const vip = Math.max(0, line.offer_items?.vip_price ?? 0);
  const discounted = line.offer_items?.discounted_price ?? line.discountedPrice;
  return { original, discounted, vip, effective: effectiveItemPrice({ discounted, vip }) };
}
