import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema } from '@d2d/contract';
import { CART_CHANGE_MESSAGES } from '../../services/orders/cartChange.js';
import { completePayment } from '../../services/orders/completion.js';
import { approvePendingPayment } from '../../services/orders/data/payments.js';
import { P, openOrdersKit, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

const CART = '/api/account/shopping_carts';

async function statuses(): Promise<{ payment: string; sandbox: string }> {
  const payment = await kit.db.selectFrom('payments').select('status').executeTakeFirstOrThrow();
  const sandbox = await kit.db.selectFrom('sandbox_payments').select('status').executeTakeFirstOrThrow();
  return { payment: payment.status, sandbox: sandbox.status };
}

describe('cart changes while a payment is pending (issue 12 point 6)', () => {
  it('should abort the pending payment on an add, say why, and make no order when the old payment is paid', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const changed = await kit.ok(ana, 'POST', CART, cartSchema, { product_id: P.plainB });
    expect(changed.message).toBe(CART_CHANGE_MESSAGES.checkoutCancelled);
    expect(changed.cart_details.map((l) => l.product.id)).toEqual([P.plainA, P.plainB]);
    expect(await statuses()).toEqual({ payment: 'aborted', sandbox: 'canceled' });

    const paid = await kit.payHosted(answer.call_url as string);
    expect(paid.json()).toMatchObject({ status: 'failed' });
    expect(await kit.db.selectFrom('orders').select('id').execute()).toEqual([]);
    const cart = await kit.ok(ana, 'GET', CART, cartSchema);
    expect(cart.cart_details.map((l) => l.product.id)).toEqual([P.plainA, P.plainB]);
    expect(cart.message).toBeNull();

    // checking out again buys both lines
    const again = await kit.checkout(ana);
    expect((await kit.payHosted(again.call_url as string)).json()).toMatchObject({ status: 'success' });
    const lines = await kit.db.selectFrom('order_lines').select('product_id').orderBy('product_id').execute();
    expect(lines.map((l) => l.product_id)).toEqual([P.plainA, P.plainB]);
  });

  it('should release a hold the provider approved after the abort, never making an order of the old snapshot', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA, P.plainB);
    const answer = await kit.checkout(ana);
    await kit.ok(ana, 'DELETE', `${CART}/${(await kit.ok(ana, 'GET', CART, cartSchema)).cart_details[1]!.id}`, cartSchema);
    // the shopper's card was authorised at the provider while the cancel was on its way
    await kit.db.updateTable('sandbox_payments').set({ status: 'requires_capture' }).execute();
    const outcome = await completePayment(kit.orders, answer.payment_id as string);
    expect(outcome?.kind).toBe('failed');
    expect(await kit.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect(await statuses()).toEqual({ payment: 'aborted', sandbox: 'canceled' });
    expect((await kit.ok(ana, 'GET', CART, cartSchema)).cart_details.map((l) => l.product.id)).toEqual([P.plainA]);
  });

  it('should abort on coupon, wallet and line changes, and not on a change that changes nothing', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA, P.plainB);
    await kit.checkout(ana);
    const unchanged = await kit.ok(ana, 'POST', `${CART}/remove_redeem`, cartSchema);
    expect(unchanged.message).toBeNull();
    expect((await statuses()).payment).toBe('pending');
    const removed = await kit.ok(ana, 'DELETE', `${CART}/${unchanged.cart_details[0]!.id}`, cartSchema);
    expect(removed.message).toBe(CART_CHANGE_MESSAGES.checkoutCancelled);
    expect((await statuses()).payment).toBe('aborted');
  });

  it('should refuse a change while the payment is approved, leaving payment and cart as they were', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    expect(await approvePendingPayment(kit.db, answer.payment_id as string, Date.now())).toBe(true);
    const refused = await kit.call(ana, 'POST', CART, { product_id: P.plainB });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(CART_CHANGE_MESSAGES.paymentInProgress);
    expect((await statuses()).payment).toBe('approved');
    expect((await kit.ok(ana, 'GET', CART, cartSchema)).cart_details.map((l) => l.product.id)).toEqual([P.plainA]);
  });
});
