/**
 * The operator's refund on a real SQLite copy of the orders seed: books, provider ledger,
 * library and wallet after a refund, replays and races, refusals, and a provider outage retried
 * by the recovery job.
 */
import { cartSchema, walletSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { PaymentProviders } from '../../payments/registry.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import type { OrdersContext } from './context.js';
import { returnRedeemedCredit } from './data/refunds.js';
import { abortPayment } from './payments.js';
import { recoverPayments } from './recovery.js';
import { refundPayment } from './refund.js';

let kit: OrdersKit;
let ctx: OrdersContext;
beforeEach(async () => {
  kit = await openOrdersKit();
  ctx = kit.orders;
});
afterEach(async () => {
  await kit.close();
});

/** A completed purchase of `productIds` paid in part from 5.00 of wallet credit. */
async function purchase(who: Buyer, ...productIds: number[]): Promise<string> {
  await kit.db.insertInto('wallets').values({ account_id: who.id, balance: 500, updated_at: Date.now() }).execute();
  await kit.add(who, ...productIds);
  await kit.ok(who, 'POST', '/api/account/shopping_carts/redeem', cartSchema);
  const answer = await kit.checkout(who);
  expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
  return answer.payment_id as string;
}

async function books(paymentId: string, accountId: number) {
  const payment = await kit.db.selectFrom('payments').select(['status', 'refund_due', 'redeem_amount']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const ledger = await kit.db.selectFrom('sandbox_payments').select(['captured_amount', 'refunded_amount', 'refund_count']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const owned = await kit.db.selectFrom('inventory_items').select('id').where('order_id', '=', order.id).where('traded_in_at', 'is', null).execute();
  const wallet = await kit.db.selectFrom('wallets').select('balance').where('account_id', '=', accountId).executeTakeFirstOrThrow();
  const refunds = await kit.db.selectFrom('wallet_transactions').select('id').where('order_id', '=', order.id).where('purpose', '=', 'refund').execute();
  return { ...payment, ...ledger, owned: owned.length, wallet: wallet.balance, walletRefunds: refunds.length };
}

describe('refundPayment', () => {
  it('should refund a completed purchase: refunded in the books and at the provider, games out of the library, wallet credit back', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA, P.plainB);
    const before = await books(paymentId, ana.id);
    expect(before).toMatchObject({ status: 'captured', refunded_amount: 0, owned: 2, wallet: 0, redeem_amount: 500 });

    const outcome = await refundPayment(ctx, paymentId);
    expect(outcome).toMatchObject({ kind: 'refunded', itemsTaken: 2, walletReturned: 500, providerRefunded: true });
    expect(await books(paymentId, ana.id)).toEqual({
      status: 'refunded', refund_due: 0, redeem_amount: 500,
      captured_amount: before.captured_amount, refunded_amount: before.captured_amount, refund_count: 1,
      owned: 0, wallet: 500, walletRefunds: 1,
    });
    // the history keeps the spend and shows its return, newest first, and adds up to the balance
    const order = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    const wallet = await kit.ok(ana, 'GET', '/api/account/wallet', walletSchema);
    expect(wallet.balance).toBe(5);
    expect(wallet.history.map(({ purpose, transactionAmount, payment }) => ({ purpose, transactionAmount, payment }))).toEqual([
      { purpose: 'refund', transactionAmount: 5, payment: { orderId: order.id } },
      { purpose: 'redeem', transactionAmount: -5, payment: { orderId: order.id } },
    ]);
    // the games can be bought again: they are no longer owned
    await kit.add(ana, P.plainA);
  });

  it('should change nothing when refunded a second time', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA);
    await refundPayment(ctx, paymentId);
    const after = await books(paymentId, ana.id);
    expect(await refundPayment(ctx, paymentId)).toMatchObject({ kind: 'already', providerRefunded: true });
    expect(await books(paymentId, ana.id)).toEqual(after);
    expect(after).toMatchObject({ refund_count: 1, wallet: 500, walletRefunds: 1 });
  });

  it('should return the wallet spend of an order once, however often its return is written', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA);
    await refundPayment(ctx, paymentId);
    const order = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    // a second write is refused by the one-refund-per-order index, not by the payment's status
    expect(await kit.db.transaction().execute((trx) => returnRedeemedCredit(trx, ana.id, order.id, Date.now()))).toBe(0);
    expect(await books(paymentId, ana.id)).toMatchObject({ wallet: 500, walletRefunds: 1 });
  });

  it('should give one provider refund and one credit when two refunds race', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA);
    const outcomes = await Promise.all([refundPayment(ctx, paymentId), refundPayment(ctx, paymentId), refundPayment(ctx, paymentId)]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['already', 'already', 'refunded']);
    expect(await books(paymentId, ana.id)).toMatchObject({ status: 'refunded', refund_count: 1, wallet: 500, walletRefunds: 1, owned: 0 });
  });

  it('should refuse a pending or an aborted payment, and an unknown one, changing nothing', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const pending = (await kit.checkout(ana)).payment_id as string;
    const refusedPending = await refundPayment(ctx, pending);
    expect(refusedPending).toMatchObject({ kind: 'refused', reason: `Payment ${pending} is pending, not captured: only a captured payment can be refunded.` });
    await abortPayment(kit.db, pending, Date.now());
    expect(await refundPayment(ctx, pending)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('is aborted, not captured') });
    const row = await kit.db.selectFrom('payments').select(['status', 'refund_due']).where('id', '=', pending).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'aborted', refund_due: 0 });
    expect(await refundPayment(ctx, 'pay_000000000000000000000000')).toEqual({ kind: 'refused', reason: 'No payment pay_000000000000000000000000.' });
  });

  it('should refuse an order one of whose games was traded in', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA);
    const order = await kit.db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    const item = await kit.db.selectFrom('inventory_items').select(['id', 'product_id']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const now = Date.now();
    await kit.db.updateTable('inventory_items').set({ traded_in_at: now }).where('id', '=', item.id).execute();
    await kit.db.insertInto('trade_ins').values({ account_id: ana.id, inventory_id: item.id, product_id: item.product_id, credit: 100, site_id: 1, created_at: now }).execute();
    expect(await refundPayment(ctx, paymentId)).toMatchObject({ kind: 'refused', reason: 'An item of its order was traded in for wallet credit.' });
    expect(await books(paymentId, ana.id)).toMatchObject({ status: 'captured', refund_due: 0, refunded_amount: 0, wallet: 0, walletRefunds: 0 });
  });

  it('should keep the refund in the books when the provider is down, and let the recovery job refund at the provider once', async () => {
    const ana = await kit.buyer();
    const paymentId = await purchase(ana, P.plainA);
    const down: PaymentProvider = { ...sandboxProvider('legacy'), refund: () => Promise.reject(new Error('the provider is unreachable')) };
    const flaky: PaymentProviders = { checkout: down, byName: (name) => (name === 'livegamer' ? down : ctx.payments.byName(name)) };
    expect(await refundPayment({ ...ctx, payments: flaky }, paymentId)).toMatchObject({ kind: 'refunded', providerRefunded: false, providerError: 'the provider is unreachable' });
    expect(await books(paymentId, ana.id)).toMatchObject({ status: 'refunded', refund_due: 1, refunded_amount: 0, owned: 0, wallet: 500 });
    await recoverPayments(ctx);
    await recoverPayments(ctx);
    expect(await books(paymentId, ana.id)).toMatchObject({ status: 'refunded', refund_due: 0, refund_count: 1 });
  });
});
