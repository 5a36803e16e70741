import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P, openOrdersKit, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { paymentProviders, type PaymentProviders } from '../../payments/registry.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { completePayment } from './completion.js';
import type { OrdersContext } from './context.js';
import { markApproved } from './payments.js';
import { recoverPayments } from './recovery.js';

let kit: OrdersKit;
let ctx: OrdersContext;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
  ctx = { db: kit.db, payments: paymentProviders('card'), now: Date.now };
});
afterEach(async () => {
  await kit.close();
});

/** A card checkout whose test card was confirmed (the provider holds the money). */
async function paidCardCheckout(): Promise<string> {
  const ana = await kit.buyer();
  await kit.add(ana, P.plainA);
  const answer = await kit.checkout(ana);
  await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
  return answer.payment_id as string;
}

async function state(paymentId: string) {
  const payment = await kit.db.selectFrom('payments').select(['status', 'sync_due']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const ledger = await kit.db.selectFrom('sandbox_payments').select(['captured_amount']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const orders = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).execute();
  return { ...payment, captured: ledger.captured_amount, orders: orders.length };
}

describe('recovery after a crash', () => {
  it('should complete a payment that was approved when the server died', async () => {
    const paymentId = await paidCardCheckout();
    await markApproved(kit.db, paymentId, Date.now());
    expect(await state(paymentId)).toEqual({ status: 'approved', sync_due: 0, captured: 0, orders: 0 });
    expect(await recoverPayments(ctx)).toMatchObject({ completed: 1 });
    expect(await state(paymentId)).toEqual({ status: 'captured', sync_due: 0, captured: 2144, orders: 1 });
  });

  it('should complete a payment the shopper paid before closing the tab', async () => {
    const paymentId = await paidCardCheckout();
    expect(await recoverPayments(ctx)).toMatchObject({ completed: 1 });
    expect((await state(paymentId)).orders).toBe(1);
  });

  it('should deliver at once and charge later when the provider is down at capture time', async () => {
    const paymentId = await paidCardCheckout();
    const down: PaymentProvider = {
      ...sandboxProvider('card'),
      captureTo: () => Promise.reject(new Error('the provider is unreachable')),
    };
    const flaky: PaymentProviders = { checkout: down, byName: (name) => (name === 'stripe' ? down : ctx.payments.byName(name)) };
    const outcome = await completePayment({ ...ctx, payments: flaky }, paymentId);
    expect(outcome?.kind).toBe('completed');
    // the order stands with its keys; nothing is charged until the provider is back
    expect(await state(paymentId)).toEqual({ status: 'captured', sync_due: 1, captured: 0, orders: 1 });
    expect(await recoverPayments(ctx)).toMatchObject({ synced: 1 });
    expect(await state(paymentId)).toEqual({ status: 'captured', sync_due: 0, captured: 2144, orders: 1 });
  });
});
