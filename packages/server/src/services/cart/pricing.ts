import { effectiveItemPrice } from '@d2d/contract';
import type { CouponRow, VipTierRow } from '../../db/tables/cart.js';
import { discountedPrice } from '../catalogue/offerActions.js';
import { couponDiscountMinor, couponProblem, type CouponCheck } from './coupons.js';
import { vipPriceFor } from './vip.js';

/**
 * The cart's arithmetic, in integer minor units only (spec §3: totals are rounded to 2 decimals
 * on the wire, never in between). Pure functions: `loadPricedCart` feeds them rows.
 *
 * Order of discounts: each line's price is the sale price (or list price), replaced by the VIP
 * price when that is above 0; `gross` is the sum of those; the coupon comes off `gross`; wallet
 * credit pays at most what is left; `net` is what the payment provider charges (before US sales
 * tax, which checkout adds).
 * @module
 */

/** An offer's prices on the cart's site (minor units). */
export interface OfferPrices {
  list_price: number;
  sale_price: number | null;
  sale_ends_at: string | null;
  trade_in_price: number | null;
}

/** The prices of one cart line, minor units. */
export interface LinePrices {
  /** The list price (the offer's `atgames_price`). */
  originMinor: number;
  /** The price before VIP: the sale price while on sale, else the list price. */
  discountedMinor: number;
  /** The VIP price, 0 when the shopper has none. */
  vipMinor: number;
  /** What the line costs: the VIP price when above 0, else `discountedMinor`. */
  effectiveMinor: number;
  tradeInMinor: number | null;
}

/**
 * The prices of a line for a shopper's tier.
 * @param offer - the offer's prices on the site
 * @param drmType - the product's DRM (picks the tier's purchase or genba discount)
 * @param tier - the shopper's VIP tier, null for non-members
 * @param now - the clock (sales end)
 * @example
 * linePrices({ list_price: 2999, sale_price: 1799, sale_ends_at: tomorrow, trade_in_price: null }, 'Steam', null, now).effectiveMinor; // 1799
 */
export function linePrices(offer: OfferPrices, drmType: string, tier: VipTierRow | null, now: Date): LinePrices {
  const discountedMinor = discountedPrice(offer, now);
  const vipMinor = vipPriceFor(tier, { priceMinor: discountedMinor, drmType });
  return {
    originMinor: offer.list_price,
    discountedMinor,
    vipMinor,
    effectiveMinor: effectiveItemPrice({ discounted: discountedMinor, vip: vipMinor }),
    tradeInMinor: offer.trade_in_price,
  };
}

/** The cart's totals, minor units. */
export interface CartTotals {
  /** Sum of the lines' effective prices. */
  grossMinor: number;
  couponDiscountMinor: number;
  /** Wallet credit used: at most the balance and at most what the coupon leaves. */
  redeemMinor: number;
  /** gross − coupon − redeem: what the shopper pays. */
  netMinor: number;
  /** Why the applied coupon gives nothing now, or null. */
  couponProblem: string | null;
}

/**
 * The totals of a cart.
 * @param input - the lines' effective prices, the applied coupon, whether the wallet pays and its balance
 * @param check - site and clock for the coupon's validity
 * @example
 * cartTotals({ effectiveMinor: [1999, 1999, 1999], coupon: tenPercent, useWallet: false, walletMinor: 0 }, check).netMinor; // 5397
 */
export function cartTotals(
  input: { effectiveMinor: readonly number[]; coupon: CouponRow | null; useWallet: boolean; walletMinor: number },
  check: Omit<CouponCheck, 'grossMinor'>,
): CartTotals {
  const grossMinor = input.effectiveMinor.reduce((sum, price) => sum + price, 0);
  const problem = input.coupon ? couponProblem(input.coupon, { ...check, grossMinor }) : null;
  const couponMinor = input.coupon && problem === null ? couponDiscountMinor(input.coupon, grossMinor) : 0;
  const afterCoupon = grossMinor - couponMinor;
  const redeemMinor = input.useWallet ? Math.max(0, Math.min(input.walletMinor, afterCoupon)) : 0;
  return { grossMinor, couponDiscountMinor: couponMinor, redeemMinor, netMinor: afterCoupon - redeemMinor, couponProblem: problem };
}
