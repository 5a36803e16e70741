/**
 * A coupon a shopper used leaves "My coupons" (issue 21): the single-use demo coupon, once an
 * order completed with it, is listed to nobody, its buyer included.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, couponListSchema } from '@d2d/contract';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

const myCoupons = async (who: Buyer) => couponListSchema.parse((await kit.call(who, 'GET', '/api/account/coupons')).json()).items.map((c) => c.code);

describe('My coupons after a purchase', () => {
  it('should drop a single-use coupon once an order completed with it, for its buyer and everyone else', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    expect(await myCoupons(ana)).toContain(DEMO_COUPONS.singleUse);

    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: DEMO_COUPONS.singleUse });
    const answer = await kit.checkout(ana);
    const confirmed = await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    expect((await kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })).statusCode).toBe(200);

    expect(await myCoupons(ana)).not.toContain(DEMO_COUPONS.singleUse);
    expect(await myCoupons(bob)).not.toContain(DEMO_COUPONS.singleUse);
  });
});
