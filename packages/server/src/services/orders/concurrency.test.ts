import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, checkoutResponseSchema, type CheckoutResponse } from '@d2d/contract';
import { sql } from 'kysely';
import { P, REDIRECT_URL, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';

let kit: OrdersKit;
afterEach(async () => {
  await kit.close();
});

async function buyers(count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  for (let i = 0; i < count; i++) made.push(await kit.buyer());
  return made;
}

async function checkoutAll(all: readonly Buyer[]): Promise<CheckoutResponse[]> {
  return Promise.all(all.map((who) => kit.ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL })));
}

/** Keys assigned to more than one item, or items holding more than one key: must be none. */
async function keyAnomalies(): Promise<number> {
  const twice = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT assigned_inventory_id FROM activation_keys
    WHERE assigned_inventory_id IS NOT NULL GROUP BY assigned_inventory_id HAVING count(*) > 1) AS taken`.execute(kit.db);
  return Number(twice.rows[0]?.n ?? 0);
}

describe('exactly once under concurrency', () => {
  beforeEach(async () => {
    kit = await openOrdersKit();
  });

  it('should give the last key to exactly one of 200 concurrent purchases and charge no one else', async () => {
    const all = await buyers(200);
    for (const who of all) await kit.add(who, P.oneKeyA);
    const answers = await checkoutAll(all);
    expect(answers.every((a) => a.status === 'pending')).toBe(true);

    const paid = await Promise.all(answers.map((a) => kit.payHosted(a.call_url as string)));
    const outcomes = paid.map((res) => res.json<{ status: string; message?: string }>());
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === 'failed');
    expect(refused).toHaveLength(199);
    expect(new Set(refused.map((o) => o.message))).toEqual(new Set(['Sorry, Last Signal sold out while you were paying. Your payment was not charged.']));

    const keys = await kit.db.selectFrom('activation_keys').select('assigned_inventory_id').where('sku_id', '=', P.oneKeyA * 10).execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.assigned_inventory_id).not.toBeNull();
    expect(await kit.db.selectFrom('inventory_items').select('id').where('product_id', '=', P.oneKeyA).execute()).toHaveLength(1);
    expect(await kit.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    const statuses = await kit.db.selectFrom('payments').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    expect(Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]))).toEqual({ captured: 1, voided: 199 });
    const charged = await kit.db.selectFrom('sandbox_payments').select('ref').where('captured_amount', '>', 0).execute();
    expect(charged).toHaveLength(1);
    expect(await keyAnomalies()).toBe(0);
    // the 199 refused carts are still open with their line, ready for another try
    const openCarts = await kit.db.selectFrom('carts').select('id').where('status', '=', 'open').execute();
    expect(openCarts).toHaveLength(199);
  });

  it('should let a single-use coupon discount exactly one of 100 concurrent orders', async () => {
    const all = await buyers(100);
    for (const who of all) {
      await kit.add(who, P.plainA);
      await kit.ok(who, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: 'ONETIME25' });
    }
    const answers = await checkoutAll(all);
    expect(new Set(answers.map((a) => a.amount))).toEqual(new Set([16.08])); // 14.99 + 7.25% tax
    const paid = await Promise.all(answers.map((a) => kit.payHosted(a.call_url as string)));
    expect(paid.filter((res) => res.json<{ status: string }>().status === 'success')).toHaveLength(1);

    const discounted = await kit.db.selectFrom('orders').select(['coupon_code', 'coupon_discount']).execute();
    expect(discounted).toEqual([{ coupon_code: 'ONETIME25', coupon_discount: 500 }]);
    const coupon = await kit.db.selectFrom('coupons').select('redemptions').where('code', '=', 'ONETIME25').executeTakeFirstOrThrow();
    expect(coupon.redemptions).toBe(1);
    expect(await kit.db.selectFrom('coupon_redemptions').selectAll().execute()).toHaveLength(1);
    expect(await kit.db.selectFrom('sandbox_payments').select('ref').where('captured_amount', '>', 0).execute()).toHaveLength(1);
    reportFigure(`1 of 100 orders discounted, ${coupon.redemptions} redemption`);
  });

  it('should complete only one of two paid checkouts of one cart that both spend the whole wallet', async () => {
    await kit.close();
    kit = await openOrdersKit({ paymentProvider: 'card' });
    const [ana] = await buyers(1);
    if (!ana) throw new Error('no buyer');
    await kit.db.insertInto('wallets').values({ account_id: ana.id, balance: 1000, updated_at: Date.now() }).execute();
    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/redeem', cartSchema);
    // two tabs: each checkout is paid before the other replaces it (an approved payment is never replaced)
    const paid: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await kit.checkout(ana, {}, { 'idempotency-key': `tab-${i}` });
      await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
      await kit.db.updateTable('payments').set({ status: 'approved' }).where('id', '=', answer.payment_id as string).execute();
      paid.push(answer.payment_id as string);
    }
    const results = await Promise.all(paid.map((id) => kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);

    expect(await kit.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    const wallet = await kit.db.selectFrom('wallets').select('balance').where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(0);
    const payments = await kit.db.selectFrom('payments').select('status').orderBy('status').execute();
    expect(payments.map((p) => p.status)).toEqual(['captured', 'voided']);
    const charged = await kit.db.selectFrom('sandbox_payments').select(['status', 'captured_amount']).orderBy('captured_amount').execute();
    expect(charged[0]).toEqual({ status: 'canceled', captured_amount: 0 });
    expect(charged[1]?.captured_amount).toBeGreaterThan(0);
    reportFigure(`lowest balance ${wallet.balance}, 1 of 2 completions`);
  });

  it('should make one order and one charge from 20 concurrent completions of one payment', async () => {
    await kit.close();
    kit = await openOrdersKit({ paymentProvider: 'card' });
    const [ana] = await buyers(1);
    if (!ana) throw new Error('no buyer');
    await kit.add(ana, P.plainA, P.plainB);
    const answer = await kit.checkout(ana);
    await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? kit.call(ana, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })
        : kit.call(ana, 'POST', '/api/account/complete_purchased', { cart_id: answer.id }),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));

    expect(await kit.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await kit.db.selectFrom('inventory_items').select('id').execute()).toHaveLength(2);
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['capture_count', 'captured_amount', 'amount']).executeTakeFirstOrThrow();
    expect(ledger.capture_count).toBe(1);
    expect(ledger.captured_amount).toBe(ledger.amount);
    expect(await kit.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
    expect(await kit.db.selectFrom('streaming_tickets').select('id').execute()).toHaveLength(1);
    const account = await kit.db.selectFrom('accounts').select('purchase_amount').where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(account.purchase_amount).toBe(3998);
    expect(await keyAnomalies()).toBe(0);
    reportFigure(`20 completions, 1 order, ${ledger.capture_count} capture`);
  });
});
