/**
 * The price rule both sides apply (spec §3 Cart line, §6): a VIP price above 0 replaces the
 * discounted price. The server's totals, core's cart and the React price all call this one
 * function, so they agree to the cent.
 * @module
 */

/**
 * The price a shopper pays for one item. Works in any one unit (minor units in calculations,
 * wire decimals for display), as long as both prices are in it.
 * @param prices - `discounted`: the sale (or list) price before any VIP price; `vip`: the VIP
 *   tier price, 0 (or missing) when the shopper has none.
 * @returns The VIP price when above 0, else the discounted price.
 * @example
 * effectiveItemPrice({ discounted: 1999, vip: 1799 }); // 1799
 * effectiveItemPrice({ discounted: 1999, vip: 0 }); // 1999
 */
export function effectiveItemPrice(prices: { discounted: number; vip?: number | null | undefined }): number {
  const vip = prices.vip ?? 0;
  return vip > 0 ? vip : prices.discounted;
}
