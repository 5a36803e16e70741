/**
 * The cart's sales tax and total as the checkout will charge them (issue 21: the cart's last
 * total is the amount on the Pay button).
 * @module
 */
import type { Cart } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { countryCode2 } from '../orders/data/countries.js';
import { wireMoney } from './money.js';
import { orderAmounts, type TaxBilling } from './orderAmounts.js';
import type { PricedCart } from './pricedCart.js';

/**
 * The account's billing country and ZIP, or null while either is missing (the checkout asks
 * for the address before it charges anything).
 * @param db - the database
 * @param account - the shopper
 */
export async function cartBilling(db: Kysely<Database>, account: Pick<AccountRow, 'address_country_code_id' | 'address_zipcode'>): Promise<TaxBilling | null> {
  const zipcode = account.address_zipcode?.trim() ?? '';
  if (account.address_country_code_id === null || zipcode === '') return null;
  const country = await countryCode2(db, account.address_country_code_id);
  return country ? { countryCode: country.code2.toUpperCase(), zipcode } : null;
}

/**
 * The cart answer's `tax`, `total_price` and the wallet credit the order uses (which also
 * covers the tax when the wallet holds enough).
 * @param cart - the priced cart
 * @param billing - the billing address, null when unknown
 * @example
 * const { tax, total_price } = cartTaxJson(cart, await cartBilling(db, account));
 */
export function cartTaxJson(cart: PricedCart, billing: TaxBilling | null): { tax: NonNullable<Cart['tax']>; total_price: number; redeemMinor: number } {
  if (cart.site.id !== 1) {
    // UK and EU prices include VAT: what the cart shows is what is charged
    const amounts = orderAmounts(cart, { countryCode: null, zipcode: null });
    return { tax: { currency: 0, percent: null, region: null, status: 'included' }, total_price: wireMoney(amounts.total), redeemMinor: amounts.redeem };
  }
  const amounts = orderAmounts(cart, billing ?? { countryCode: null, zipcode: null });
  const unknown = billing === null || (billing.countryCode === 'US' && amounts.tax.region === null);
  const tax: NonNullable<Cart['tax']> = unknown
    ? { currency: 0, percent: null, region: null, status: 'at_checkout' }
    : amounts.tax.region === null
      ? { currency: 0, percent: null, region: null, status: 'none' }
      : { currency: wireMoney(amounts.tax.amount), percent: amounts.tax.ratePpm / 10_000, region: amounts.tax.region, status: 'estimated' };
  return { tax, total_price: wireMoney(amounts.total), redeemMinor: amounts.redeem };
}
