/**
 * Price display rules of spec §1, §3, §6 and §9: currency per site, VIP price in place of the
 * discounted price, rental price × days and the discount percentage behind the coupon highlight
 * (`isCouponHighlighted` and `cloudPlayHours` come from the contract and are re-exported).
 * @module
 */
import { effectiveItemPrice, rentalPrice, siteById, type Site, type SiteId } from '@d2d/contract';
import { formatMinor, toMinor } from './money.js';

function site(siteId: SiteId): Site {
  const found = siteById(siteId);
  if (!found) throw new RangeError(`Unknown site id ${String(siteId)}: use 1 (US), 2 (UK) or 3 (EU).`);
  return found;
}

/**
 * The currency symbol of a site (spec §9: $ USD, £ GBP, € EUR).
 * @param siteId - 1 US, 2 UK, 3 EU.
 * @returns `'$'`, `'£'` or `'€'`.
 * @example
 * currencySymbol(2); // '£'
 */
export function currencySymbol(siteId: SiteId): string {
  return site(siteId).symbol;
}

/**
 * Formats an amount in minor units in the site's currency.
 * @param minor - Integer minor units.
 * @param siteId - 1 US, 2 UK, 3 EU.
 * @returns For example `'$19.99'`, `'£5.00'`, `'€1,234.50'`.
 * @example
 * formatPrice(1999, 1); // '$19.99'
 */
export function formatPrice(minor: number, siteId: SiteId): string {
  const s = site(siteId);
  return formatMinor(minor, s.currency, s.locale);
}

/**
 * Formats a wire amount (decimal, e.g. `19.99`) in the site's currency without float drift.
 * @param amount - The decimal amount as the wire sends it.
 * @param siteId - 1 US, 2 UK, 3 EU.
 * @returns The formatted amount.
 * @example
 * formatWirePrice(0.1 + 0.2, 3); // '€0.30'
 */
export function formatWirePrice(amount: number | string, siteId: SiteId): string {
  return formatPrice(toMinor(amount), siteId);
}

/** The prices of one item in minor units, with the price the shopper pays. */
export interface ItemPrices {
  /** The price before any discount. */
  original: number;
  /** The sale or discounted price. */
  discounted: number;
  /** The VIP tier price; 0 when the shopper has none. */
  vip: number;
  /** What the shopper pays: the VIP price when above 0, else the discounted price. */
  effective: number;
  /** Whether the effective price is below the original (show it struck through). */
  reduced: boolean;
}

/**
 * Combines original, discounted and VIP prices: a VIP price above 0 replaces the discounted one
 * (spec §3 Cart line, §6).
 * @param input - Wire decimals: `original`; `discounted` (missing means no discount); `vip`
 *   (missing or 0 means none).
 * @returns The prices in minor units.
 * @example
 * itemPrices({ original: 29.99, discounted: 19.99, vip: 17.99 }).effective; // 1799
 */
export function itemPrices(input: {
  original: number | string;
  discounted?: number | string | null;
  vip?: number | string | null;
}): ItemPrices {
  const original = toMinor(input.original);
  const discounted = input.discounted === undefined || input.discounted === null ? original : toMinor(input.discounted);
  const vip = input.vip === undefined || input.vip === null ? 0 : toMinor(input.vip);
  const effective = effectiveItemPrice({ discounted, vip });
  return { original, discounted, vip, effective, reduced: effective < original };
}

/**
 * The price of a rental from the offer's wire `rentalPrice` (one 24-hour block): price × days,
 * 1 to 5 days (DECISIONS.md).
 * @param perDay - The offer's `rentalPrice`, a wire decimal such as `2.99`.
 * @param days - Whole days, 1 to 5.
 * @returns The total in minor units.
 * @throws RangeError with 'Rentals last from 1 to 5 days.' when days is out of range.
 * @example
 * rentalTotal(2.99, 3); // 897
 */
export function rentalTotal(perDay: number | string, days: number): number {
  return rentalPrice(toMinor(perDay), days);
}

/**
 * The discount of a price in whole percent, rounded down (so 49.9% is not "over 49").
 * @param originalMinor - Price before the discount.
 * @param paidMinor - Price after it.
 * @returns 0 to 100.
 * @example
 * percentOff(2000, 1000); // 50
 */
export function percentOff(originalMinor: number, paidMinor: number): number {
  if (originalMinor <= 0 || paidMinor >= originalMinor) return 0;
  return Math.floor(((originalMinor - Math.max(0, paidMinor)) * 100) / originalMinor);
}
