/**
 * The premium plan price (DECISIONS.md "Premium price"): one server setting, `PREMIUM_PRICE`,
 * default 14.99, charged in the currency of the shopper's site; `/d2d/premium/plan_price` serves
 * it so no page hard-codes a price.
 * @module
 */
import { PREMIUM_DEFAULT_PRICE_MINOR, fromMinorUnits, type PlanPrice, type Site } from '@d2d/contract';

/**
 * Reads `PREMIUM_PRICE`: a positive amount with at most two decimals (`14.99`), the same figure
 * on every site in that site's currency.
 * @param value - the setting; empty or missing for the default 14.99
 * @returns the price in minor units
 * @throws Error naming the expected form
 * @example
 * parsePremiumPrice('9.99'); // 999
 */
export function parsePremiumPrice(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return PREMIUM_DEFAULT_PRICE_MINOR;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  if (minor <= 0) throw new Error(`PREMIUM_PRICE must be a positive amount with at most 2 decimals such as 14.99, got "${value}"`);
  return minor;
}

/**
 * The wire answer of `GET /d2d/premium/plan_price` for a site.
 * @param site - the request's site
 * @param priceMinor - the setting in minor units
 * @example
 * planPriceFor(SITES[1], 1499); // { price: 14.99, currency: { isoCode: 'GBP', symbol: '£' } }
 */
export function planPriceFor(site: Site, priceMinor: number): PlanPrice {
  return { price: fromMinorUnits(priceMinor), currency: { isoCode: site.currency, symbol: site.symbol } };
}

/**
 * One calendar month after `ms` (UTC), kept on the last day when the next month is shorter
 * (31 January + 1 month = 28 or 29 February).
 * @example
 * new Date(addOneMonth(Date.UTC(2024, 0, 31))).toISOString(); // '2024-02-29T00:00:00.000Z'
 */
export function addOneMonth(ms: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}
