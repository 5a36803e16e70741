import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadLocationResponseSchema, inventoryPageSchema, purchaseCompletionSchema } from '@d2d/contract';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { captureDuePreorders } from './preorders.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

async function buy(who: Buyer, ...products: number[]) {
  await kit.add(who, ...products);
  const answer = await kit.checkout(who);
  expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
  return answer.payment_id as string;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function ledger() {
  return kit.db.selectFrom('sandbox_payments').select(['status', 'amount', 'captured_amount', 'capture_count']).executeTakeFirstOrThrow();
}

describe('pre-orders and pre-purchases', () => {
  it('should keep a pre-order authorised, charge the rest now, and hide its key until release', async () => {
    const ana = await kit.buyer();
    const paymentId = await buy(ana, P.preorder, P.plainA);
    const payment = await kit.db.selectFrom('payments').select(['status', 'total', 'preorder_amount', 'captured_amount']).executeTakeFirstOrThrow();
    // 59.99 + 19.99 = 79.98, tax 5.80: the pre-order's share of 85.78 is 64.34
    expect(payment).toEqual({ status: 'authorized', total: 8578, preorder_amount: 6434, captured_amount: 2144 });
    expect(await ledger()).toEqual({ status: 'requires_capture', amount: 8578, captured_amount: 2144, capture_count: 1 });

    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${paymentId}`, purchaseCompletionSchema);
    expect(receipt.payment.entitlement_enable).toBe(false);
    const library = await kit.ok(ana, 'GET', '/api/account/inventories?sorting=title', inventoryPageSchema);
    const preorder = library.items.find((i) => i.product_item.id === P.preorder);
    expect(preorder).toMatchObject({ is_preorder: true, game_keys: [{ key: null }] });
    expect(library.items.find((i) => i.product_item.id === P.plainA)?.game_keys?.[0]?.key).toBeTruthy();
    const locations = await kit.ok(ana, 'POST', '/api/product/downloadlocations', downloadLocationResponseSchema, { skuIds: [P.preorder * 10] });
    expect(locations.locations[0]?.locationStatus).toBe('PreorderPendingRelease');
  });

  it('should capture a released pre-order once, however often the job runs', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.preorder, P.plainA);
    expect(await captureDuePreorders(kit.db, Date.now())).toEqual({ payments: 0, lines: 0, amounts: {} });

    await kit.db.updateTable('products').set({ release_date: yesterday() }).where('id', '=', P.preorder).execute();
    await kit.db.updateTable('order_lines').set({ release_date: yesterday() }).where('product_id', '=', P.preorder).execute();
    const [first, second] = await Promise.all([captureDuePreorders(kit.db, Date.now()), captureDuePreorders(kit.db, Date.now())]);
    expect(first.lines + second.lines).toBe(1);
    expect({ ...first.amounts, ...second.amounts }).toEqual({ USD: 6434 });
    expect(await captureDuePreorders(kit.db, Date.now())).toEqual({ payments: 0, lines: 0, amounts: {} });

    const payment = await kit.db.selectFrom('payments').select(['status', 'captured_amount', 'sync_due']).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'captured', captured_amount: 8578, sync_due: 0 });
    expect(await ledger()).toEqual({ status: 'succeeded', amount: 8578, captured_amount: 8578, capture_count: 2 });
    const library = await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema);
    const released = library.items.find((i) => i.product_item.id === P.preorder);
    expect(released?.is_preorder).toBe(false);
    expect(released?.game_keys?.[0]?.key).toBeTruthy();
  });

  it('should charge a pre-purchase in full now while its key waits for the release', async () => {
    const ana = await kit.buyer();
    const paymentId = await buy(ana, P.prePurchase);
    const payment = await kit.db.selectFrom('payments').select(['status', 'total', 'preorder_amount', 'captured_amount']).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'captured', total: 4289, preorder_amount: 0, captured_amount: 4289 });
    expect(await ledger()).toEqual({ status: 'succeeded', amount: 4289, captured_amount: 4289, capture_count: 1 });
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${paymentId}`, purchaseCompletionSchema);
    expect(receipt.payment.entitlement_enable).toBe(false);
    const item = (await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items[0];
    expect(item).toMatchObject({ is_preorder: true, game_keys: [{ key: null }] });
    expect(await captureDuePreorders(kit.db, Date.now())).toEqual({ payments: 0, lines: 0, amounts: {} });
  });
});
