/**
 * Expiry of abandoned payments (issue 12, point 4): the sweeper expires what stayed unpaid past
 * `PAYMENT_EXPIRY_MINUTES`, releases the provider's hold, leaves coupon and wallet untouched and
 * the cart usable; a late approval is released, never made an order. Time moves by the kit's
 * clock only.
 */
import { cartSchema } from '@d2d/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { testClock, type TestClock } from '../../__tests__/harness.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { paymentProviders, type PaymentProviders } from '../../payments/registry.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { completePayment } from './completion.js';
import type { OrdersContext } from './context.js';
import { requireActionOnPayment } from './data/payments.js';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, expireAbandonedPayments, parsePaymentExpiryMinutes, readPaymentExpiryMinutes, sweepIntervalMs } from './expiry.js';
import { readConfig } from '../../config.js';
import { expiryJob } from './expiryJob.js';
import { ORDER_MESSAGES } from './messages.js';
import { recoverPayments } from './recovery.js';

const MINUTE = 60_000;
const EXPIRY = 30 * MINUTE;
const CARD = '4242424242424242';

let clock: TestClock;
let kit: OrdersKit;
let ctx: OrdersContext;
beforeEach(async () => {
  clock = testClock();
  kit = await openOrdersKit({ paymentProvider: 'card', clock });
  ctx = { db: kit.db, payments: paymentProviders('card'), now: () => clock.now };
});
afterEach(async () => {
  await kit.close();
});

async function cardCheckout(who: Buyer): Promise<{ paymentId: string; secret: string }> {
  const answer = await kit.checkout(who);
  return { paymentId: answer.payment_id as string, secret: answer.client_secret as string };
}

function confirmCard(secret: string) {
  return kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: secret, card_number: CARD } });
}

async function state(paymentId: string) {
  const payment = await kit.db.selectFrom('payments').select(['status', 'sync_due', 'error_message']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const ledger = await kit.db.selectFrom('sandbox_payments').select(['status', 'captured_amount']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const orders = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).execute();
  return { ...payment, provider: ledger.status, captured: ledger.captured_amount, orders: orders.length };
}

describe('expiry of abandoned payments', () => {
  it('should expire a checkout left unpaid past the limit, release the card hold and leave the cart usable', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const first = await cardCheckout(ana);

    clock.advance(EXPIRY - MINUTE);
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toEqual({ expired: 0, completed: 0 });
    expect((await state(first.paymentId)).status).toBe('pending');

    clock.advance(2 * MINUTE);
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toEqual({ expired: 1, completed: 0 });
    expect(await state(first.paymentId)).toEqual({
      status: 'expired', sync_due: 0, error_message: ORDER_MESSAGES.paymentExpired, provider: 'canceled', captured: 0, orders: 0,
    });
    // a second sweep finds nothing more to do
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toEqual({ expired: 0, completed: 0 });

    // the card form of the expired checkout can no longer pay, and a completion makes no order
    expect((await confirmCard(first.secret)).json()).not.toMatchObject({ status: 'succeeded' });
    expect(await completePayment(ctx, first.paymentId)).toMatchObject({ kind: 'failed', message: ORDER_MESSAGES.paymentExpired });
    expect((await state(first.paymentId)).orders).toBe(0);

    // the cart kept its line and can be changed and bought again
    const cart = await kit.add(ana, P.plainB);
    expect(cart.cart_details).toHaveLength(2);
    const second = await cardCheckout(ana);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await confirmCard(second.secret)).json()).toMatchObject({ status: 'succeeded' });
    expect(await completePayment(ctx, second.paymentId)).toMatchObject({ kind: 'completed' });
    expect(await state(second.paymentId)).toMatchObject({ status: 'captured', orders: 1 });
  });

  it('should complete, not expire, a stale payment the shopper paid before the sweep', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId, secret } = await cardCheckout(ana);
    clock.advance(EXPIRY + MINUTE);
    expect((await confirmCard(secret)).json()).toMatchObject({ status: 'succeeded' });
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toEqual({ expired: 0, completed: 1 });
    expect(await state(paymentId)).toMatchObject({ status: 'captured', provider: 'succeeded', orders: 1 });
  });

  it('should expire a payment waiting for its 3-D Secure challenge too', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId } = await cardCheckout(ana);
    expect(await requireActionOnPayment(kit.db, paymentId, clock.now)).toBe(true);
    clock.advance(EXPIRY + MINUTE);
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toEqual({ expired: 1, completed: 0 });
    expect((await state(paymentId)).status).toBe('expired');
  });

  it('should leave the coupon unused and the wallet untouched, so the next checkout gets both', async () => {
    const ana = await kit.buyer();
    await kit.db.insertInto('wallets').values({ account_id: ana.id, balance: 500, updated_at: clock.now }).execute();
    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: DEMO_COUPONS.singleUse });
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/redeem', cartSchema);
    const first = await cardCheckout(ana);
    const priced = await kit.db.selectFrom('payments').select(['coupon_id', 'redeem_amount']).where('id', '=', first.paymentId).executeTakeFirstOrThrow();
    expect(priced.coupon_id).not.toBeNull();
    expect(priced.redeem_amount).toBe(500);

    clock.advance(EXPIRY + MINUTE);
    expect(await expireAbandonedPayments(ctx, EXPIRY)).toMatchObject({ expired: 1 });
    const redemptions = () => kit.db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', priced.coupon_id as number).execute();
    const balance = async () => (await kit.db.selectFrom('wallets').select('balance').where('account_id', '=', ana.id).executeTakeFirstOrThrow()).balance;
    expect(await redemptions()).toEqual([]);
    expect(await balance()).toBe(500);

    const second = await cardCheckout(ana);
    const repriced = await kit.db.selectFrom('payments').select(['coupon_id', 'redeem_amount']).where('id', '=', second.paymentId).executeTakeFirstOrThrow();
    expect(repriced).toEqual(priced);
    await confirmCard(second.secret);
    expect(await completePayment(ctx, second.paymentId)).toMatchObject({ kind: 'completed' });
    expect(await redemptions()).toHaveLength(1);
    expect(await balance()).toBe(0);
  });
});

describe('a late approval after expiry', () => {
  it('should release the hold when the shopper pays after the provider missed the cancel', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId, secret } = await cardCheckout(ana);
    // the provider cannot be told at expiry time, so its payment stays open for the card form
    const deaf: PaymentProvider = { ...sandboxProvider('card'), cancel: () => Promise.reject(new Error('the provider is unreachable')) };
    const down: PaymentProviders = { checkout: deaf, byName: (name) => (name === 'stripe' ? deaf : ctx.payments.byName(name)) };
    clock.advance(EXPIRY + MINUTE);
    expect(await expireAbandonedPayments({ ...ctx, payments: down }, EXPIRY)).toEqual({ expired: 1, completed: 0 });
    expect(await state(paymentId)).toMatchObject({ status: 'expired', sync_due: 1, provider: 'requires_payment_method' });

    // the shopper pays in the tab left open: the money is held, then released, and no order is made
    expect((await confirmCard(secret)).json()).toMatchObject({ status: 'succeeded' });
    expect(await completePayment(ctx, paymentId)).toMatchObject({ kind: 'failed' });
    expect(await state(paymentId)).toMatchObject({ status: 'expired', sync_due: 0, provider: 'canceled', captured: 0, orders: 0 });
  });

  it('should release a hold the provider reports after the cancel was already recorded', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId } = await cardCheckout(ana);
    clock.advance(EXPIRY + MINUTE);
    await expireAbandonedPayments(ctx, EXPIRY);
    expect(await state(paymentId)).toMatchObject({ status: 'expired', sync_due: 0, provider: 'canceled' });
    // the provider's authorisation raced the cancel and won on its side (its books say held)
    await sql`UPDATE sandbox_payments SET status = 'requires_capture', voided_amount = 0 WHERE payment_id = ${paymentId}`.execute(kit.db);
    expect(await completePayment(ctx, paymentId)).toMatchObject({ kind: 'failed' });
    expect(await state(paymentId)).toMatchObject({ status: 'expired', provider: 'canceled', captured: 0, orders: 0 });
  });
});

describe('recovery of old unpaid payments', () => {
  it('should complete a paid payment older than a day that the sweeper never saw', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId, secret } = await cardCheckout(ana);
    await confirmCard(secret);
    clock.advance(25 * 60 * MINUTE);
    expect(await recoverPayments(ctx)).toMatchObject({ completed: 1 });
    expect(await state(paymentId)).toMatchObject({ status: 'captured', orders: 1 });
  });
});

describe('the sweeper job', () => {
  it('should sweep on its timer while the server is up', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId } = await cardCheckout(ana);
    clock.advance(EXPIRY + MINUTE);
    const host = Fastify();
    await host.register(expiryJob, { ctx, expiryMinutes: 30, firstRunMs: 0, intervalMs: 20 });
    await host.ready();
    try {
      for (let i = 0; i < 100 && (await state(paymentId)).status !== 'expired'; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect((await state(paymentId)).status).toBe('expired');
    } finally {
      await host.close();
    }
  });

  it('should read PAYMENT_EXPIRY_MINUTES as whole minutes, 30 by default', () => {
    expect(parsePaymentExpiryMinutes(undefined)).toBe(DEFAULT_PAYMENT_EXPIRY_MINUTES);
    expect(parsePaymentExpiryMinutes(' ')).toBe(30);
    expect(parsePaymentExpiryMinutes('45')).toBe(45);
    for (const bad of ['0', '-5', '1.5', 'soon', '10081']) expect(() => parsePaymentExpiryMinutes(bad)).toThrow(/PAYMENT_EXPIRY_MINUTES/);
  });

  it('should take PAYMENT_EXPIRY_SECONDS outside production only, and never with the minutes setting', () => {
    expect(readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: '6' }, false)).toBe(0.1);
    expect(readPaymentExpiryMinutes({ PAYMENT_EXPIRY_MINUTES: '45', PAYMENT_EXPIRY_SECONDS: ' ' }, true)).toBe(45);
    expect(readPaymentExpiryMinutes({}, true)).toBe(DEFAULT_PAYMENT_EXPIRY_MINUTES);
    expect(() => readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: '10' }, true)).toThrow(/PAYMENT_EXPIRY_SECONDS .*production/);
    expect(() => readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: '10', PAYMENT_EXPIRY_MINUTES: '5' }, false)).toThrow(/not both/);
    for (const bad of ['0', '3601', '2.5', 'now']) expect(() => readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: bad }, false)).toThrow(/PAYMENT_EXPIRY_SECONDS/);
    // the server's settings refuse it in production as one line naming it
    expect(() => readConfig({ NODE_ENV: 'production', PAYMENT_EXPIRY_SECONDS: '10' })).toThrow(/PAYMENT_EXPIRY_SECONDS/);
    expect(readConfig({ PAYMENT_EXPIRY_SECONDS: '30' }).paymentExpiryMinutes).toBe(0.5);
  });

  it('should sweep every minute for long expiries and within a quarter of a short one', () => {
    expect(sweepIntervalMs(30 * MINUTE)).toBe(MINUTE);
    expect(sweepIntervalMs(4 * MINUTE)).toBe(MINUTE);
    expect(sweepIntervalMs(10_000)).toBe(2_500);
    expect(sweepIntervalMs(1_000)).toBe(1_000);
  });

  it('should expire in seconds with PAYMENT_EXPIRY_SECONDS on its own timer', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const { paymentId } = await cardCheckout(ana);
    clock.advance(3_000);
    const host = Fastify();
    // 2 s: the default timer sweeps every second, first after one
    await host.register(expiryJob, { ctx, expiryMinutes: readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: '2' }, false) });
    await host.ready();
    try {
      for (let i = 0; i < 60 && (await state(paymentId)).status !== 'expired'; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect((await state(paymentId)).status).toBe('expired');
    } finally {
      await host.close();
    }
  });
});
