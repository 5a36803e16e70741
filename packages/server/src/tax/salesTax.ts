/**
 * Sales tax (spec §1 "Sales tax is set by ZIP code"; DECISIONS.md): US orders pay their billing
 * state's base sales tax rate, looked up by ZIP prefix; UK and EU prices include VAT, so their tax
 * line is 0.
 * @module
 */
import { stateForZip } from './zipStates.js';

/**
 * State base sales tax rates in parts per million (7.25% is 72500), statewide rates as published
 * for 2024. States without a sales tax (AK, DE, MT, NH, OR) are 0.
 */
export const STATE_RATES_PPM: Readonly<Record<string, number>> = {
  AL: 40_000, AK: 0, AZ: 56_000, AR: 65_000, CA: 72_500, CO: 29_000, CT: 63_500, DE: 0, DC: 60_000,
  FL: 60_000, GA: 40_000, HI: 40_000, ID: 60_000, IL: 62_500, IN: 70_000, IA: 60_000, KS: 65_000,
  KY: 60_000, LA: 44_500, ME: 55_000, MD: 60_000, MA: 62_500, MI: 60_000, MN: 68_750, MS: 70_000,
  MO: 42_250, MT: 0, NE: 55_000, NV: 68_500, NH: 0, NJ: 66_250, NM: 48_750, NY: 40_000, NC: 47_500,
  ND: 50_000, OH: 57_500, OK: 45_000, OR: 0, PA: 60_000, RI: 70_000, SC: 60_000, SD: 42_000,
  TN: 70_000, TX: 62_500, UT: 61_000, VT: 60_000, VA: 53_000, WA: 65_000, WV: 60_000, WI: 50_000,
  WY: 40_000,
};

/** The tax of one order. */
export interface SalesTax {
  /** Two-letter state, or null when no US sales tax applies. */
  region: string | null;
  /** Rate in parts per million. */
  ratePpm: number;
  /** Tax in minor units. */
  amount: number;
}

/** No tax line (UK and EU sites, non-US billing addresses, ZIPs outside the states). */
export const NO_TAX: SalesTax = { region: null, ratePpm: 0, amount: 0 };

/**
 * `amount × rate`, rounded half up to a whole minor unit, in integers only.
 * @param amountMinor - the taxable amount in minor units
 * @param ratePpm - the rate in parts per million
 * @example
 * taxOn(1999, 72_500); // 145 (1999 × 7.25% = 144.93)
 */
export function taxOn(amountMinor: number, ratePpm: number): number {
  if (amountMinor <= 0 || ratePpm <= 0) return 0;
  return Math.floor((amountMinor * ratePpm + 500_000) / 1_000_000);
}

/** Where the order is billed. */
export interface TaxAddress {
  /** Site of the order: 1 US, 2 UK, 3 EU. */
  siteId: number;
  /** ISO alpha-2 country of the billing address. */
  countryCode: string | null;
  zipcode: string | null;
}

/**
 * The sales tax of an order: on the US site with a US billing address, the state rate of the
 * billing ZIP applied to the taxable amount (after discounts); otherwise none.
 * @param address - site, billing country and ZIP
 * @param taxableMinor - the order's amount after discounts, before wallet credit
 * @returns region, rate and amount
 * @example
 * salesTaxFor({ siteId: 1, countryCode: 'US', zipcode: '94103' }, 1999); // { region: 'CA', ratePpm: 72500, amount: 145 }
 */
export function salesTaxFor(address: TaxAddress, taxableMinor: number): SalesTax {
  if (address.siteId !== 1 || address.countryCode?.toUpperCase() !== 'US' || !address.zipcode) return NO_TAX;
  const state = stateForZip(address.zipcode);
  if (state === null) return NO_TAX;
  const ratePpm = STATE_RATES_PPM[state] ?? 0;
  return { region: state, ratePpm, amount: taxOn(taxableMinor, ratePpm) };
}
