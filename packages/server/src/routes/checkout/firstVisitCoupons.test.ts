import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, couponListSchema, resolveUnprocessable, unprocessableBodySchema } from '@d2d/contract';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { consumeCoupon } from '../../services/cart/coupons.js';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

const COUPON = '/api/account/shopping_carts/coupon';
const couponId = async (code: string) => (await kit.db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** Cart with the products and the coupon, checked out and paid by card, but not completed yet. */
async function paidCheckout(who: Buyer, code: string, ...products: number[]) {
  await kit.add(who, ...products);
  await kit.ok(who, 'POST', COUPON, cartSchema, { coupon_code: code });
  const answer = await kit.checkout(who);
  const confirmed = await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  return answer.payment_id as string;
}

const purchase = (who: Buyer, paymentId: string) => kit.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: paymentId });

describe('first-visit coupons, once per account', () => {
  for (const code of [DEMO_COUPONS.welcome, 'WELCOME10US']) {
    it(`should refuse ${code} on a second order of the same account with a coupon error, and still let another account use it`, async () => {
      const ana = await kit.buyer();
      expect((await purchase(ana, await paidCheckout(ana, code, P.plainA))).statusCode).toBe(200);
      expect(await kit.db.selectFrom('orders').select('coupon_code').execute()).toEqual([{ coupon_code: code }]);

      await kit.add(ana, P.plainB);
      const again = await kit.call(ana, 'POST', COUPON, { coupon_code: code.toLowerCase() });
      expect(again.statusCode).toBe(422);
      expect(unprocessableBodySchema.parse(again.json()).errors?.base).toEqual([CART_MESSAGES.couponUsedByAccount]);
      const mine = couponListSchema.parse((await kit.call(ana, 'GET', '/api/account/coupons')).json()).items.map((c) => c.code);
      expect(mine).not.toContain(code);

      const bob = await kit.buyer();
      expect((await purchase(bob, await paidCheckout(bob, code, P.plainA))).statusCode).toBe(200);
      const bobs = couponListSchema.parse((await kit.call(bob, 'GET', '/api/account/coupons')).json()).items.map((c) => c.code);
      expect(bobs).not.toContain(code);
    });
  }

  it('should show an already used coupon on the cart without a discount, saying why', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', COUPON, cartSchema, { coupon_code: DEMO_COUPONS.welcome });
    // another order of hers took the coupon after she applied it here
    await kit.db.insertInto('coupon_account_uses').values({ coupon_id: await couponId(DEMO_COUPONS.welcome), account_id: ana.id, order_id: 999, created_at: Date.now() }).execute();
    const cart = await kit.ok(ana, 'GET', '/api/account/shopping_carts', cartSchema);
    expect(cart.net_price).toBe(cart.gross_price);
    expect(cart.message).toContain(CART_MESSAGES.couponUsedByAccount);
  });

  it('should void a paid completion whose coupon the account used meanwhile, charging nothing', async () => {
    const ana = await kit.buyer();
    const paymentId = await paidCheckout(ana, DEMO_COUPONS.welcome, P.plainA);
    // an order completing between this checkout and its completion took the account's one use
    await kit.db.insertInto('coupon_account_uses').values({ coupon_id: await couponId(DEMO_COUPONS.welcome), account_id: ana.id, order_id: 999, created_at: Date.now() }).execute();
    const res = await purchase(ana, paymentId);
    expect(res.statusCode).toBe(422);
    expect(resolveUnprocessable(unprocessableBodySchema.parse(res.json())).message).toBe(ORDER_MESSAGES.couponUsedByAccount);
    expect(await kit.db.selectFrom('orders').select('id').execute()).toEqual([]);
    const payment = await kit.db.selectFrom('payments').select(['status', 'captured_amount']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'voided', captured_amount: 0 });
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['captured_amount']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(ledger.captured_amount).toBe(0);
  });

  it('should let exactly one of many parallel completions of one account take the use', async () => {
    const ana = await kit.buyer();
    const id = await couponId(DEMO_COUPONS.welcome);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kit.db.transaction().execute(async (trx) => {
        const taken = await consumeCoupon(trx, id, 1000 + i, ana.id);
        // a refused completion rolls back whole, as the completion does
        if (!taken) throw new Error('refused');
        return taken;
      }).catch(() => false)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await kit.db.selectFrom('coupon_account_uses').select('account_id').where('coupon_id', '=', id).execute()).toEqual([{ account_id: ana.id }]);
    const { redemptions } = await kit.db.selectFrom('coupons').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow();
    expect(redemptions).toBe(1);
  });

  it('should refuse a once-per-account coupon to a caller that names no account', async () => {
    const id = await couponId(DEMO_COUPONS.welcome);
    await expect(kit.db.transaction().execute(async (trx) => consumeCoupon(trx, id, 5))).resolves.toBe(false);
  });
});
