import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ackSchema, checkoutResponseSchema, purchaseCompletionSchema, resolveUnprocessable, unprocessableBodySchema } from '@d2d/contract';
import { P, REDIRECT_URL, STORE, openOrdersKit, pathOf, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

/** PayPal-type step 1: create the payment (the PayPal button calls it whatever the checkout provider). */
async function create(who: Buyer) {
  await kit.add(who, P.plainA);
  const answer = await kit.ok(who, 'POST', '/d2d/paypal/pay', checkoutResponseSchema, { redirect_url: REDIRECT_URL });
  expect(answer).toMatchObject({ payment: 'paypal', status: 'pending', amount: 21.44 });
  return answer as typeof answer & { payment_id: string; call_url: string };
}

/** Step 2: the buyer approves on the sandbox approval page. */
async function approve(callUrl: string) {
  const res = await kit.app.inject({ method: 'POST', url: `${pathOf(callUrl)}/approve` });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: string; payment_id: string; payer_id: string; token: string }>();
}

describe('PayPal-type provider sandbox: create → authorise → purchase', () => {
  it('should serve an approval page that reports the approval to the store origin', async () => {
    const ana = await kit.buyer();
    const answer = await create(ana);
    const page = await kit.app.inject({ method: 'GET', url: pathOf(answer.call_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${STORE}`);
    expect(page.body).toContain('Approve payment</button>');
    expect(page.body).toContain("report('approve', true, result, back)");
  });

  it('should complete the order once the approved payment is purchased', async () => {
    const ana = await kit.buyer();
    const answer = await create(ana);
    const approved = await approve(answer.call_url);
    expect(approved).toMatchObject({ status: 'approved', payment_id: answer.payment_id });
    expect(approved.payer_id).toMatch(/^PAYER[0-9A-F]{12}$/);

    const res = await kit.call(ana, 'POST', '/d2d/paypal/purchase', { payment_id: answer.payment_id, payer_id: approved.payer_id, token: approved.token });
    expect(res.statusCode).toBe(200);
    expect(checkoutResponseSchema.parse(res.json()).status).toBe('success');
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.status).toBe('success');
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['kind', 'status', 'captured_amount']).executeTakeFirstOrThrow();
    expect(ledger).toEqual({ kind: 'paypal', status: 'succeeded', captured_amount: 2144 });
  });

  it('should refuse the purchase before the buyer approved, or for another payer', async () => {
    const ana = await kit.buyer();
    const answer = await create(ana);
    const early = await kit.call(ana, 'POST', '/d2d/paypal/purchase', { payment_id: answer.payment_id });
    expect(early.statusCode).toBe(422);
    expect(resolveUnprocessable(unprocessableBodySchema.parse(early.json())).message).toBe('The payment has not been approved yet.');
    await approve(answer.call_url);
    const wrong = await kit.call(ana, 'POST', '/d2d/paypal/purchase', { payment_id: answer.payment_id, payer_id: 'PAYERSOMEONEELSE' });
    expect(wrong.statusCode).toBe(422);
    expect((await kit.db.selectFrom('orders').selectAll().execute())).toEqual([]);
  });

  it('should abort the checkout when the shopper leaves it', async () => {
    const ana = await kit.buyer();
    const answer = await create(ana);
    const ack = await kit.ok(ana, 'POST', '/d2d/paypal/on_abort_checkout', ackSchema, { payment_id: answer.payment_id });
    expect(ack.success).toBe(true);
    expect((await kit.db.selectFrom('payments').select('status').executeTakeFirstOrThrow()).status).toBe('aborted');
    expect((await kit.ok(ana, 'POST', '/d2d/paypal/on_abort_checkout', ackSchema, { payment_id: answer.payment_id })).success).toBe(false);
    const approval = await kit.app.inject({ method: 'POST', url: `${pathOf(answer.call_url)}/approve` });
    expect(approval.statusCode).toBe(409);
  });

  it('should purchase through the generic cart purchase call as well', async () => {
    const ana = await kit.buyer();
    const answer = await create(ana);
    const approved = await approve(answer.call_url);
    const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/purchase', { payment_id: answer.payment_id, payer_id: approved.payer_id });
    expect(res.statusCode).toBe(200);
    expect(checkoutResponseSchema.parse(res.json()).status).toBe('success');
  });
});
