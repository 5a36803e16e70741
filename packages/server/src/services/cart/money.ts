import { fromMinorUnits, type Site } from '@d2d/contract';

/**
 * An amount in minor units as the wire carries it: a decimal rounded to 2 places (spec §3 "Cart
 * totals rounded to 2 decimals"). Only serialisers call it; arithmetic stays in integers.
 * @example
 * wireMoney(5397); // 53.97
 */
export function wireMoney(minor: number): number {
  return fromMinorUnits(minor);
}

/**
 * An amount formatted in the site's currency for messages (`$20.00`, `£20.00`, `€20.00`).
 * @param site - the request's site
 * @param minor - the amount in minor units
 * @example
 * formatMoney(SITES[1], 2000); // '£20.00'
 */
export function formatMoney(site: Site, minor: number): string {
  return new Intl.NumberFormat(site.locale, { style: 'currency', currency: site.currency }).format(minor / 100);
}

/**
 * `percent` of `amountMinor`, rounded to the nearest minor unit (half up), in integers only.
 * @example
 * percentOfMinor(5997, 10); // 600
 */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}
