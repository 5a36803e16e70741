import type { Coupon, Site } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CouponRow } from '../../db/tables/cart.js';
import { setOpenCartCoupon } from './data/carts.js';
import {
  availableCouponRows, couponAccountUse, couponByCode, couponRedemptionOfOrder, insertCouponAccountUse, takeCouponRedemption,
} from './data/coupons.js';
import { CART_MESSAGES, couponMinSpendMessage } from './messages.js';
import { formatMoney, percentOfMinor } from './money.js';

/**
 * Coupons (spec §3 Coupon, §4, §5): one per cart, percent or fixed amount, optionally per site,
 * with an expiry, a minimum spend and a redemption limit. A coupon is only taken (counted) when an
 * order completes, by {@link consumeCoupon}; until then applying it reserves nothing.
 * @module
 */

/**
 * The stored form of a typed code: trimmed and upper case, so `welcome10 ` finds `WELCOME10`.
 * @example
 * normalizeCouponCode(' welcome10 '); // 'WELCOME10'
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The coupon a shopper typed: a public coupon or one of the shopper's personal ones. Another
 * account's personal coupon is as unknown as a made-up code.
 * @param db - the database or a transaction
 * @param code - the code as typed
 * @param accountId - the shopper
 * @returns the coupon, or undefined
 */
export function findCoupon(db: Kysely<Database>, code: string, accountId: number): Promise<CouponRow | undefined> {
  return couponByCode(db, normalizeCouponCode(code), accountId);
}

/** What a coupon is checked against. */
export interface CouponCheck {
  site: Site;
  now: Date;
  /** The cart's total before the coupon (after VIP prices), minor units. */
  grossMinor: number;
  /** The shopper already completed an order with this once-per-account coupon ({@link couponUsedBy}). */
  usedByAccount?: boolean;
}

/**
 * Why a coupon cannot discount this cart now, or null when it can. Checked when it is applied
 * and again every time the cart is priced (it may expire, run out or fall below its minimum
 * spend while it sits in the cart).
 * @param coupon - the coupon
 * @param check - site, clock and the cart's total before the coupon
 * @returns the refusal text, or null
 */
export function couponProblem(coupon: CouponRow, check: CouponCheck): string | null {
  const now = check.now.getTime();
  if (coupon.starts_at !== null && now < coupon.starts_at) return CART_MESSAGES.couponNotStarted;
  if (coupon.expires_at !== null && now >= coupon.expires_at) return CART_MESSAGES.couponExpired;
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) return CART_MESSAGES.couponUsedUp;
  if (coupon.once_per_account === 1 && check.usedByAccount === true) return CART_MESSAGES.couponUsedByAccount;
  if (coupon.site_id !== null && coupon.site_id !== check.site.id) return CART_MESSAGES.couponOtherSite;
  if (coupon.min_spend !== null && check.grossMinor < coupon.min_spend) {
    return couponMinSpendMessage(formatMoney(check.site, coupon.min_spend));
  }
  return null;
}

/**
 * The discount a valid coupon gives on a cart total: a percent rounded to the nearest minor unit,
 * or a fixed amount; never more than the total.
 * @param coupon - the coupon (percent or fixed)
 * @param grossMinor - the cart total before the coupon
 * @example
 * couponDiscountMinor({ percent_off: 10, amount_off: null }, 5997); // 600
 */
export function couponDiscountMinor(coupon: Pick<CouponRow, 'percent_off' | 'amount_off'>, grossMinor: number): number {
  const off = coupon.percent_off !== null ? percentOfMinor(grossMinor, coupon.percent_off) : (coupon.amount_off ?? 0);
  return Math.max(0, Math.min(grossMinor, off));
}

/**
 * Puts a coupon on a cart in ONE conditional write: it succeeds when the cart has no coupon or
 * already this one, so two different coupons applied at once cannot both land.
 * @param trx - the database or a transaction
 * @param cartId - the open cart
 * @param couponId - the coupon to apply
 * @returns false when another coupon is applied (one at a time)
 */
export async function setCartCoupon(trx: Kysely<Database>, cartId: number, couponId: number, now: number): Promise<boolean> {
  return setOpenCartCoupon(trx, cartId, couponId, now);
}

/**
 * Whether an account already completed an order with a once-per-account coupon.
 * @param db - the database or a transaction
 * @param couponId - the coupon
 * @param accountId - the shopper
 */
export async function couponUsedBy(db: Kysely<Database>, couponId: number, accountId: number): Promise<boolean> {
  const row = await couponAccountUse(db, couponId, accountId);
  return row !== undefined;
}

/**
 * Takes one redemption of a coupon for an order, in ONE conditional write: the count only moves
 * while it is below `max_redemptions`, so of any number of concurrent completions with a
 * single-use coupon exactly one gets `true`. A once-per-account coupon also takes the account's
 * one use, whose primary key (coupon, account) lets only one order per account have it, however
 * many checkouts race. Replay-safe: consuming again for the same order changes nothing and
 * answers `true`. Call it inside the completion's transaction and refuse (roll back) the order
 * when it answers `false`.
 * @param trx - the completion's transaction
 * @param couponId - the cart's coupon (`PricedCart.coupon.id`)
 * @param orderId - the order being completed
 * @param accountId - the buyer; without it a once-per-account coupon is refused
 * @returns true when the order holds a redemption of the coupon, false when it is used up, gone
 *   or already used by the account
 * @example
 * if (cart.coupon && !(await consumeCoupon(trx, cart.coupon.id, order.id, buyer.id))) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.couponUsedUp] });
 */
export async function consumeCoupon(trx: Kysely<Database>, couponId: number, orderId: number, accountId: number | null = null): Promise<boolean> {
  const now = Date.now();
  const taken = await takeCouponRedemption(trx, couponId, orderId, now);
  if (taken) {
    if (taken.once_per_account === 0) return true;
    if (accountId === null) return false;
    return insertCouponAccountUse(trx, couponId, accountId, orderId, now);
  }
  const already = await couponRedemptionOfOrder(trx, couponId, orderId);
  return already !== undefined;
}

/**
 * The coupons a shopper can use now on a site ("My coupons", spec §3 Coupon): public and personal
 * ones that started, have not expired, are not used up (in all, or by this shopper when once per
 * account) and are valid on the site; soonest expiry first.
 * @param db - the database
 * @param accountId - the shopper
 * @param site - the request's site
 * @param now - the clock
 */
export async function availableCoupons(db: Kysely<Database>, accountId: number, site: Site, now: Date): Promise<Coupon[]> {
  const rows = await availableCouponRows(db, accountId, site.id, now.getTime());
  return rows.map((row) => ({
    title: row.title,
    desc: row.description,
    expirationDate: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    code: row.code,
  }));
}
