import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutResponseSchema,
  fraudCheckResultSchema,
  paymentSourceSchema,
  purchaseCompletionSchema,
  resolveUnprocessable,
  unprocessableBodySchema,
} from '@d2d/contract';
import { P, REDIRECT_URL, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

/** The sandbox card form's client-side confirmation. */
async function confirm(clientSecret: string, cardNumber: string) {
  const res = await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: clientSecret, card_number: cardNumber } });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: 'succeeded' | 'failed'; message?: string; code?: string }>();
}

async function cardCheckout(who: Buyer) {
  await kit.add(who, P.plainA);
  const answer = await kit.checkout(who);
  expect(answer.payment).toBe('stripe');
  return answer as typeof answer & { payment_id: string; client_secret: string };
}

function purchase(who: Buyer, paymentId: string) {
  return kit.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: paymentId });
}

const billing = {
  name: 'Ana Lee',
  email: 'ana@example.com',
  address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' },
};

describe('card provider sandbox', () => {
  it('should answer a client secret and a non-zero amount, so the store opens the card modal', async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    expect(answer).toMatchObject({ amount: 21.44, status: 'pending', call_url: null });
    expect(answer.client_secret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);
  });

  it('should complete the purchase after 4242 4242 4242 4242 is confirmed', async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    expect(await confirm(answer.client_secret, '4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
    const res = await purchase(ana, answer.payment_id);
    expect(res.statusCode).toBe(200);
    expect(checkoutResponseSchema.parse(res.json())).toMatchObject({ payment_id: answer.payment_id, status: 'success' });
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.status).toBe('success');
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['status', 'captured_amount', 'capture_count', 'card_last4']).executeTakeFirstOrThrow();
    expect(ledger).toEqual({ status: 'succeeded', captured_amount: 2144, capture_count: 1, card_last4: '4242' });
  });

  it("should refuse a declined card with purchase-fail 4001 and the provider's message, then accept another card", async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    expect(await confirm(answer.client_secret, '4000000000000002')).toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
    const res = await purchase(ana, answer.payment_id);
    expect(res.statusCode).toBe(422);
    const body = unprocessableBodySchema.parse(res.json());
    expect(body.error_code).toBe(4001);
    expect(resolveUnprocessable(body).message).toBe('Your card was declined.');

    expect(await confirm(answer.client_secret, '4242424242424242')).toMatchObject({ status: 'succeeded' });
    expect((await purchase(ana, answer.payment_id)).statusCode).toBe(200);
  });

  it('should say when the card has insufficient funds', async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    expect(await confirm(answer.client_secret, '4000 0000 0000 9995')).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' });
    const body = unprocessableBodySchema.parse((await purchase(ana, answer.payment_id)).json());
    expect(body).toMatchObject({ error_code: 4001, message: 'Your card has insufficient funds.' });
  });

  it('should refuse a purchase before the card was confirmed, with the server text', async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    const body = unprocessableBodySchema.parse((await purchase(ana, answer.payment_id)).json());
    expect(body.error_code).toBe('7002');
    expect(resolveUnprocessable(body).message).toBe('The payment has not been confirmed yet.');
  });

  it("should not let another account purchase or read someone's payment", async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    const answer = await cardCheckout(ana);
    await confirm(answer.client_secret, '4242424242424242');
    expect((await purchase(bob, answer.payment_id)).statusCode).toBe(404);
    expect((await purchase(ana, answer.payment_id)).statusCode).toBe(200);
    expect((await kit.call(bob, 'GET', `/api/account/complete_purchased/${answer.payment_id}`)).statusCode).toBe(403);
  });

  it('should pass a fraud check and fail one with its code, closing the payment', async () => {
    const ana = await kit.buyer();
    const answer = await cardCheckout(ana);
    const check = (card_token: string) =>
      kit.ok(ana, 'POST', '/d2d/stripe/kt', fraudCheckResultSchema, { ris_session_id: 'ris-1', payment_id: answer.payment_id, identifier: 'fp-1', card_token, billing_details: billing });
    expect(await check('tok_visa')).toEqual({ success: true, code: null });
    expect(await check('tok_riskLevelHighest')).toEqual({ success: false, code: '87' });
    expect(await confirm(answer.client_secret, '4242424242424242')).toMatchObject({ status: 'failed' });
    const body = unprocessableBodySchema.parse((await purchase(ana, answer.payment_id)).json());
    expect(body.error_code).toBe('7002');
    const failures = await kit.db.selectFrom('purchase_failures').select('error_code').execute();
    expect(failures).toEqual([{ error_code: 87 }]);
  });

  it('should answer the payment source in minor units from /d2d/stripe/pay', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const source = await kit.ok(ana, 'POST', '/d2d/stripe/pay', paymentSourceSchema, { redirect_url: REDIRECT_URL });
    expect(source.amount).toBe(2144);
    expect(await confirm(source.client_secret, '4242424242424242')).toMatchObject({ status: 'succeeded' });
    expect((await purchase(ana, source.payment_id)).statusCode).toBe(200);
  });

  it('should refuse a zero total on /d2d/stripe/pay instead of completing without a client secret', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.free);
    const res = await kit.call(ana, 'POST', '/d2d/stripe/pay', { redirect_url: REDIRECT_URL });
    expect(res.statusCode).toBe(422);
    expect(await kit.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });
});
