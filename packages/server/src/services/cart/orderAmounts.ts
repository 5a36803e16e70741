/**
 * The money of an order, computed one way for the cart page and for the checkout, so the total
 * the cart shows is the amount the payment charges (issue 21).
 * @module
 */
import { salesTaxFor, type SalesTax } from '../../tax/salesTax.js';
import type { PricedCart } from './pricedCart.js';

/** Where the order is billed: the account's billing country (ISO alpha-2) and ZIP. */
export interface TaxBilling {
  countryCode: string | null;
  zipcode: string | null;
}

/** The order's money, minor units. */
export interface OrderAmounts {
  subtotal: number;
  couponDiscount: number;
  redeem: number;
  tax: SalesTax;
  total: number;
}

/**
 * The amounts of an order: the coupon comes off the cart's gross, US sales tax is charged on
 * what is left, and wallet credit (when the shopper redeems) pays as much of that as it covers.
 * @param cart - the priced cart
 * @param billing - the buyer's billing country and ZIP
 * @example
 * orderAmounts(cart, { countryCode: 'US', zipcode: '94103' }).total;
 */
export function orderAmounts(cart: Pick<PricedCart, 'site' | 'grossMinor' | 'couponDiscountMinor' | 'useWallet' | 'walletBalanceMinor'>, billing: TaxBilling): OrderAmounts {
  const taxable = cart.grossMinor - cart.couponDiscountMinor;
  const tax = salesTaxFor({ siteId: cart.site.id, countryCode: billing.countryCode, zipcode: billing.zipcode }, taxable);
  const redeem = cart.useWallet ? Math.max(0, Math.min(cart.walletBalanceMinor, taxable + tax.amount)) : 0;
  return { subtotal: cart.grossMinor, couponDiscount: cart.couponDiscountMinor, redeem, tax, total: taxable + tax.amount - redeem };
}
