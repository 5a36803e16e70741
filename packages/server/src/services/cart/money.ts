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
  return currencyFormat(site.locale, site.currency).format(minor / 100);
}

// building an Intl.NumberFormat costs far more than formatting with one; a site's locale and
// currency never change, so one formatter per pair serves every call
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/**
 * `percent` of `amountMinor`, rounded to the nearest minor unit (half up), in integers only.
 * @example
 * percentOfMinor(5997, 10); // 600
 */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}
