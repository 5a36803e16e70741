import { cartSchema, checkoutResponseSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UK_ADDRESS } from '../../bench/checkoutFixtures.js';
import { P, REDIRECT_URL, openOrdersKit, type OrdersKit } from './__tests__/ordersKit.js';

// issue 21: the amount on the Pay button is the last total the cart showed, tax included
let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

describe('the cart total is the amount charged', () => {
  it('should estimate the tax from the billing ZIP and charge exactly the cart total', async () => {
    const ana = await kit.buyer();
    const cart = await kit.add(ana, P.plainA, P.plainB);
    expect(cart.tax).toEqual({ currency: 2.9, percent: 7.25, region: 'CA', status: 'estimated' });
    expect(cart.net_price).toBe(39.98);
    expect(cart.total_price).toBe(42.88);
    const answer = await kit.checkout(ana);
    expect(answer.amount).toBe(cart.total_price);
    expect(answer.order_summary).toEqual({
      products: [expect.objectContaining({ price: 19.99 }), expect.objectContaining({ price: 19.99 })],
      subtotal: 39.98,
      coupon_discount: 0,
      redeem_discount: 0,
      tax: 2.9,
      tax_percent: 7.25,
      tax_region: 'CA',
      total: 42.88,
    });
  });

  it('should tax what the coupon leaves, in the cart as at checkout', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const cart = await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: 'WELCOME10' });
    expect(cart.tax?.currency).toBe(1.3);
    expect(cart.total_price).toBe(19.29);
    expect((await kit.checkout(ana)).amount).toBe(19.29);
  });

  it('should let wallet credit cover the tax too, so the cart and the payment agree', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    await kit.db.insertInto('wallets').values({ account_id: ana.id, balance: 5000, updated_at: Date.now() }).execute();
    const cart = await kit.ok(ana, 'POST', '/api/account/shopping_carts/redeem', cartSchema);
    // 19.99 + 1.45 tax, all of it from the wallet
    expect(cart.discount_detail?.discounts.details.redeem_discount?.currency).toBe(21.44);
    expect(cart.total_price).toBe(0);
    const answer = await kit.checkout(ana);
    expect(answer).toMatchObject({ amount: 0, status: 'success' });
    expect(answer.order_summary).toMatchObject({ redeem_discount: 21.44, tax: 1.45, total: 0 });
  });

  it('should say the tax is calculated at checkout while the billing address is missing', async () => {
    const ana = await kit.buyer({ address: null });
    const cart = await kit.add(ana, P.plainA);
    expect(cart.tax).toEqual({ currency: 0, percent: null, region: null, status: 'at_checkout' });
    expect(cart.total_price).toBe(19.99);
  });

  it('should have no tax for a UK billing address, and prices including VAT on the UK site', async () => {
    const uk = await kit.buyer({ address: UK_ADDRESS });
    const cart = await kit.add(uk, P.plainA);
    expect(cart.tax).toEqual({ currency: 0, percent: null, region: null, status: 'none' });
    expect(cart.total_price).toBe(19.99);
    const us = await kit.buyer();
    const ukSite = await kit.ok(us, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: P.plainA }, { cookie: 'region=302' });
    expect(ukSite.tax?.status).toBe('included');
    const answer = await kit.ok(us, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL }, { cookie: 'region=302' });
    expect(answer.amount).toBe(ukSite.total_price);
  });
});
