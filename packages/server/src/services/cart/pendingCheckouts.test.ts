/**
 * A cart change aborts the cart's unpaid checkout at the request's clock (the app's injected
 * one), not the wall clock: every cart change's abort is stamped with the time it was given.
 */
import { cartSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '../../__tests__/harness.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { redeemWallet, removeLine, removeRedeem } from './cartActions.js';
import { removeCouponCode } from './couponActions.js';

const CART = '/api/account/shopping_carts';

let clock: TestClock;
let kit: OrdersKit;
let ana: Buyer;
let account: AccountRow;
beforeEach(async () => {
  clock = testClock();
  kit = await openOrdersKit({ clock });
  ana = await kit.buyer();
  account = await kit.db.selectFrom('accounts').selectAll().where('id', '=', ana.id).executeTakeFirstOrThrow();
  await kit.db.insertInto('wallets').values({ account_id: ana.id, balance: 300, updated_at: clock.now }).execute();
});
afterEach(async () => {
  await kit.close();
});

/**
 * Starts a checkout of the cart, then moves the clock minutes ahead, so the abort's time differs
 * from the checkout's and from the wall clock's.
 */
async function pendingCheckout(): Promise<string> {
  const paymentId = (await kit.checkout(ana)).payment_id as string;
  clock.advance(7 * 60_000);
  return paymentId;
}

async function aborted(paymentId: string) {
  return kit.db.selectFrom('payments').select(['status', 'updated_at']).where('id', '=', paymentId).executeTakeFirstOrThrow();
}

describe('the abort of a cart change uses the clock it is given', () => {
  it('should stamp the aborts of adding a line and applying a coupon with the app clock', async () => {
    await kit.add(ana, P.plainA);
    let paymentId = await pendingCheckout();
    await kit.add(ana, P.plainB);
    expect(await aborted(paymentId)).toEqual({ status: 'aborted', updated_at: clock.now });

    paymentId = await pendingCheckout();
    await kit.ok(ana, 'POST', `${CART}/coupon`, cartSchema, { coupon_code: DEMO_COUPONS.welcome });
    expect(await aborted(paymentId)).toEqual({ status: 'aborted', updated_at: clock.now });
  });

  it('should stamp the aborts of removing a line or the coupon and of redeeming or un-redeeming with the time given', async () => {
    const cart = await kit.add(ana, P.plainA, P.plainB);
    await kit.ok(ana, 'POST', `${CART}/coupon`, cartSchema, { coupon_code: DEMO_COUPONS.welcome });
    const changes: Array<(now: Date) => Promise<string[]>> = [
      (now) => redeemWallet(kit.db, account, now),
      (now) => removeRedeem(kit.db, account, now),
      (now) => removeCouponCode(kit.db, account, DEMO_COUPONS.welcome, now),
      (now) => removeLine(kit.db, account, cart.cart_details[1]!.id, now),
    ];
    for (const change of changes) {
      const paymentId = await pendingCheckout();
      expect(await change(new Date(clock.now))).toEqual([paymentId]);
      expect(await aborted(paymentId)).toEqual({ status: 'aborted', updated_at: clock.now });
    }
    const left = await kit.db.selectFrom('carts').select(['coupon_id', 'use_wallet', 'updated_at']).where('account_id', '=', ana.id).where('status', '=', 'open').executeTakeFirstOrThrow();
    expect(left).toMatchObject({ coupon_id: null, use_wallet: 0 });
  });
});
