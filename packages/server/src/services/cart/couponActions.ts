import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { openCartFor, touchCart } from './carts.js';
import { clearCartCoupon } from './data/carts.js';
import { couponCodeById } from './data/coupons.js';
import { couponProblem, couponUsedBy, findCoupon, normalizeCouponCode, setCartCoupon } from './coupons.js';
import { CART_MESSAGES } from './messages.js';
import { priceCartRow } from './pricedCart.js';
import { makeWayForCartChange } from './pendingCheckouts.js';

/**
 * Applies a coupon to the shopper's open cart (spec §4 Coupon: one at a time). Applying the
 * coupon that is already applied changes nothing.
 * @param trx - a transaction (the add call's, or one of its own)
 * @param account - the shopper
 * @param code - the code as typed (any case)
 * @param ctx - site, country and clock
 * @returns the ids of the cart's checkouts this change aborted (none when the coupon was applied already)
 * @throws ApiError 422 unknown, not started, expired, used up, already used by this shopper (once
 *   per account), other site, minimum spend not met; 409 another coupon is applied
 * @example
 * await db.transaction().execute((trx) => applyCouponCode(trx, account, 'WELCOME10', ctx));
 */
export async function applyCouponCode(trx: Kysely<Database>, account: AccountRow, code: string, ctx: ShopperContext): Promise<string[]> {
  const cart = await openCartFor(trx, account.id);
  await touchCart(trx, cart.id);
  const coupon = await findCoupon(trx, code, account.id);
  if (!coupon) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.couponUnknown] });
  if (cart.coupon_id !== null && cart.coupon_id !== coupon.id) throw ApiError.conflict(CART_MESSAGES.couponOneAtATime);
  // the minimum spend is about the cart before this coupon
  const priced = await priceCartRow(trx, { ...cart, coupon_id: null, use_wallet: 0 }, account, ctx);
  const usedByAccount = coupon.once_per_account === 1 && (await couponUsedBy(trx, coupon.id, account.id));
  const problem = couponProblem(coupon, { site: ctx.site, now: ctx.now, grossMinor: priced.grossMinor, usedByAccount });
  if (problem !== null) throw ApiError.unprocessable(undefined, { base: [problem] });
  if (cart.coupon_id === coupon.id) return [];
  const aborted = await makeWayForCartChange(trx, cart.id, ctx.now);
  if (!(await setCartCoupon(trx, cart.id, coupon.id, ctx.now.getTime()))) throw ApiError.conflict(CART_MESSAGES.couponOneAtATime);
  return aborted;
}

/**
 * Removes the applied coupon named by `code`. Without an applied coupon nothing happens (a
 * repeated remove is not an error); a code that is not the applied one is refused.
 * @param db - the database
 * @param account - the shopper
 * @param code - the code from the path (any case)
 * @param now - the request's time (`request.shopper.now`): the aborted checkouts' and the cart's timestamps
 * @returns the ids of the cart's checkouts this change aborted
 * @throws ApiError 422 when another coupon is applied
 */
export async function removeCouponCode(db: Db, account: AccountRow, code: string, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    if (cart.coupon_id === null) return [];
    const applied = await couponCodeById(trx, cart.coupon_id);
    if (applied && applied.code !== normalizeCouponCode(code)) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.couponNotApplied] });
    const aborted = await makeWayForCartChange(trx, cart.id, now);
    await clearCartCoupon(trx, cart.id, cart.coupon_id, now.getTime());
    return aborted;
  });
}
