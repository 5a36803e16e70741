import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ackSchema, cartSchema, purchaseCompletionSchema } from '@d2d/contract';
import { addAffiliate } from '../../services/affiliates/affiliates.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

async function confirmedCardCheckout(who: Buyer, ...products: number[]) {
  await kit.add(who, ...products);
  const answer = await kit.checkout(who);
  const confirmed = await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  return answer as typeof answer & { payment_id: string; id: number };
}

describe('purchase completion by cart', () => {
  it('should complete a confirmed payment by cart id and answer the receipt', async () => {
    const ana = await kit.buyer();
    const answer = await confirmedCardCheckout(ana, P.plainA);
    const byCartBefore = await kit.call(ana, 'GET', `/api/account/complete_purchased?cart_id=${answer.id}`);
    expect(byCartBefore.statusCode).toBe(404);
    const receipt = await kit.ok(ana, 'POST', '/api/account/complete_purchased', purchaseCompletionSchema, { cart_id: answer.id });
    expect(receipt).toMatchObject({ status: 'success', payment: { id: answer.payment_id, total: 21.44 } });
    expect(await kit.ok(ana, 'GET', `/api/account/complete_purchased?cart_id=${answer.id}`, purchaseCompletionSchema)).toEqual(receipt);
  });

  it('should answer 404 while the shopper has not paid and 403 for another account', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    expect((await kit.call(ana, 'POST', '/api/account/complete_purchased', { cart_id: answer.id })).statusCode).toBe(404);
    expect((await kit.call(bob, 'POST', '/api/account/complete_purchased', { cart_id: answer.id })).statusCode).toBe(403);
    expect((await kit.call(bob, 'GET', `/api/account/complete_purchased?cart_id=${answer.id}`)).statusCode).toBe(403);
    expect((await kit.call(ana, 'GET', '/api/account/complete_purchased/pay_000000000000000000000000')).statusCode).toBe(404);
    expect((await kit.call(ana, 'POST', '/api/account/complete_purchased', { cart_id: 999_999 })).statusCode).toBe(404);
  });

  it('should end the payment with the provider error code and answer a troubled receipt', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const receipt = await kit.ok(ana, 'POST', '/api/account/complete_purchased', purchaseCompletionSchema, { cart_id: answer.id, error_code: 4001 });
    expect(receipt.status).toBe('troubled');
    const payment = await kit.db.selectFrom('payments').select(['status', 'error_code', 'error_message']).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'failed', error_code: 4001, error_message: 'Your payment was declined. Please contact Billing Support.' });
  });

  it('should complete the legacy purchase of a cart (POST /api/account/purchases)', async () => {
    const ana = await kit.buyer();
    const answer = await confirmedCardCheckout(ana, P.plainA);
    const receipt = await kit.ok(ana, 'POST', '/api/account/purchases', purchaseCompletionSchema, { cart_id: answer.id, payment_id: answer.payment_id });
    expect(receipt.status).toBe('success');
    const mismatch = await kit.call(ana, 'POST', '/api/account/purchases', { cart_id: answer.id + 1, payment_id: answer.payment_id });
    expect(mismatch.statusCode).toBe(400);
  });
});

describe('purchase failures', () => {
  it('should record each purchase-fail code and close the open payment', async () => {
    const ana = await kit.buyer();
    for (const code of [3001, 4001, 4002, 5001]) {
      const cart = await kit.add(ana, P.plainA);
      const answer = await kit.checkout(ana);
      const ack = await kit.ok(ana, 'POST', '/api/account/purchases/fail', ackSchema, { cart_id: cart.id, error_code: code });
      expect(ack.success).toBe(true);
      const payment = await kit.db.selectFrom('payments').select(['status', 'error_code']).where('id', '=', answer.payment_id as string).executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'failed', error_code: code });
      await kit.ok(ana, 'DELETE', `/api/account/shopping_carts/${cart.cart_details[0]?.id}`, cartSchema);
    }
    const failures = await kit.db.selectFrom('purchase_failures').select('error_code').orderBy('id').execute();
    expect(failures.map((f) => f.error_code)).toEqual([3001, 4001, 4002, 5001]);
  });

  it('should refuse an unknown fail code and a body without cart or payment', async () => {
    const ana = await kit.buyer();
    const cart = await kit.add(ana, P.plainA);
    await kit.checkout(ana);
    expect((await kit.call(ana, 'POST', '/api/account/purchases/fail', { cart_id: cart.id, error_code: 1234 })).statusCode).toBe(400);
    expect((await kit.call(ana, 'POST', '/api/account/purchases/fail', { error_code: 4001 })).statusCode).toBe(400);
  });
});

describe('what a completion moves', () => {
  it('should grant Cloud Play hours, move purchase_amount and the VIP tier, consume the coupon and debit the wallet', async () => {
    const ana = await kit.buyer();
    await kit.db.insertInto('wallets').values({ account_id: ana.id, balance: 500, updated_at: Date.now() }).execute();
    await kit.add(ana, P.plainA, P.plainB, P.plainC);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: 'ONETIME25' });
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/redeem', cartSchema);
    const answer = await kit.checkout(ana);
    // 59.97 − 25% (14.99) = 44.98; tax 7.25% = 3.26; minus 5.00 wallet = 43.24
    expect(answer.amount).toBe(43.24);
    await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
    expect((await kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })).statusCode).toBe(200);

    const account = await kit.db.selectFrom('accounts').select(['purchase_amount', 'vip_tier']).where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ purchase_amount: 4498, vip_tier: 0 });
    const ticket = await kit.db.selectFrom('streaming_tickets').select(['bonus', 'seconds']).where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    // the cart's net 39.98 earns floor(39.98 / 10) = 3 hours
    expect(ticket).toEqual({ bonus: 0, seconds: 3 * 3600 });
    const coupon = await kit.db.selectFrom('coupons').select('redemptions').where('code', '=', 'ONETIME25').executeTakeFirstOrThrow();
    expect(coupon.redemptions).toBe(1);
    const wallet = await kit.db.selectFrom('wallets').select('balance').where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(0);
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.payment).toMatchObject({ subtotal: 59.97, tax: 3.26, total: 43.24, coupon_code: 'ONETIME25', estimated_hours: 3 });
    expect(receipt.payment.discount_detail).toEqual({ total_discount: 19.99, details: { coupon_discount: { currency: 14.99, percent: 25 } } });
  });

  it('should move the VIP tier when lifetime spend crosses a threshold', async () => {
    const ana = await kit.buyer();
    await kit.db.updateTable('accounts').set({ purchase_amount: 4000 }).where('id', '=', ana.id).execute();
    const answer = await confirmedCardCheckout(ana, P.plainA);
    await kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id });
    const account = await kit.db.selectFrom('accounts').select(['purchase_amount', 'vip_tier']).where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ purchase_amount: 5999, vip_tier: 1 });
  });

  it('should record the affiliate of the 30-day cookie set by ?aff= and 5% of the net total', async () => {
    const landing = await kit.app.inject({ method: 'GET', url: '/api/countries?aff=partner-42' });
    const cookie = landing.cookies.find((c) => c.name === 'aff');
    expect(cookie).toMatchObject({ value: 'partner-42', maxAge: 30 * 24 * 3600, httpOnly: true, path: '/' });
    expect((await kit.app.inject({ method: 'GET', url: '/api/countries?aff=%3Cscript%3E' })).cookies.find((c) => c.name === 'aff')).toBeUndefined();

    await addAffiliate(kit.db, { id: 'partner-42', name: 'Partner 42' }, Date.now());
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA, P.plainB);
    const answer = await kit.checkout(ana, {}, { cookie: 'aff=partner-42' });
    await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
    await kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id });
    const order = await kit.db.selectFrom('orders').select(['affiliate_id', 'affiliate_commission']).executeTakeFirstOrThrow();
    expect(order).toEqual({ affiliate_id: 'partner-42', affiliate_commission: 199 }); // 5% of 39.98
  });
});
