import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ackSchema,
  cartSchema,
  checkoutResponseSchema,
  inventoryPageSchema,
  purchaseCompletionSchema,
  unprocessableBodySchema,
} from '@d2d/contract';
import { UK_ADDRESS } from '../../bench/checkoutFixtures.js';
import { P, REDIRECT_URL, STORE, openOrdersKit, pathOf, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

describe('checkout with the legacy provider (sandbox hosted checkout)', () => {
  it('should answer a pending checkout whose call_url is the sandbox hosted page on this server', async () => {
    const ana = await kit.buyer();
    const cart = await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    expect(answer).toMatchObject({ payment: 'livegamer', status: 'pending', id: cart.id, amount: 21.44, client_secret: null });
    expect(answer.payment_id).toMatch(/^pay_[0-9a-f]{24}$/);
    expect(answer.call_url).toMatch(new RegExp(`^${STORE.replace('.', '\\.')}/sandbox/hosted/hpp_[0-9a-f]+$`));
  });

  it('should serve an accessible hosted page that reports only to the exact store origin', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const page = await kit.app.inject({ method: 'GET', url: pathOf(answer.call_url as string) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${STORE}`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).toMatch(/<button type="submit"[^>]*>Pay \$21\.44<\/button>/);
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).toContain('role="status" aria-live="polite"');
    expect(page.body).toContain(`"storeOrigin":"${STORE}"`);
    expect(page.body).toContain('window.parent.postMessage(message, config.storeOrigin)');
    expect(page.body).not.toContain("postMessage(message, '*')");
  });

  it('should complete the order when Pay succeeds: receipt, key, cart closed, receipt mail', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const pending = await kit.call(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`);
    expect(pending.statusCode).toBe(404);

    const paid = await kit.payHosted(answer.call_url as string);
    expect(paid.json()).toEqual({ status: 'success', payment_id: answer.payment_id });

    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt).toMatchObject({
      status: 'success',
      user_name: 'buyer1',
      gift_to_email: null,
      currency_symbol: '$',
      payment: { id: answer.payment_id, subtotal: 19.99, tax: 1.45, total: 21.44, entitlement_enable: true, estimated_hours: 1 },
      products: [{ title: 'Copper Gambit', price: 19.99, discounted_price: 19.99, url: '/download-copper-gambit/16' }],
    });

    const library = await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema);
    expect(library.items).toHaveLength(1);
    expect(library.items[0]?.game_keys?.[0]?.key).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/);

    const cart = await kit.ok(ana, 'GET', '/api/account/shopping_carts', cartSchema);
    expect(cart.cart_details).toEqual([]);
    const mails = await kit.db.selectFrom('outbox').select(['to', 'subject', 'text']).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(ana.email);
    expect(mails[0]?.subject).toMatch(/^Your D2D store receipt/);
    expect(mails[0]?.text).toContain('Copper Gambit: $19.99');
    expect(mails[0]?.text).toContain('Total: $21.44');
  });

  it('should end the checkout with purchase-fail 4001 when the hosted page card is declined', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const paid = await kit.payHosted(answer.call_url as string, '4000 0000 0000 0002');
    expect(paid.json()).toEqual({ status: 'failed', payment_id: answer.payment_id, error_code: 4001, message: 'Your card was declined.' });
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.status).toBe('troubled');
    const cart = await kit.ok(ana, 'GET', '/api/account/shopping_carts', cartSchema);
    expect(cart.cart_details).toHaveLength(1);
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['status', 'captured_amount']).executeTakeFirstOrThrow();
    expect(ledger).toEqual({ status: 'canceled', captured_amount: 0 });
  });

  it('should abort the payment when Cancel is pressed, leaving the cart as it was', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const cancelled = await kit.app.inject({ method: 'POST', url: `${pathOf(answer.call_url as string)}/cancel` });
    expect(cancelled.json()).toEqual({ status: 'cancelled', payment_id: answer.payment_id });
    const paid = await kit.payHosted(answer.call_url as string);
    expect(paid.json()).toMatchObject({ status: 'failed', error_code: 5001 });
    const payment = await kit.db.selectFrom('payments').select('status').executeTakeFirstOrThrow();
    expect(payment.status).toBe('aborted');
    const page = await kit.app.inject({ method: 'GET', url: pathOf(answer.call_url as string) });
    expect(page.body).toContain('This checkout is closed. Please checkout again from your cart.');
    expect(page.body).not.toContain('id="pay-form"');
  });

  it('should abort the open checkout of a cart by its id', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const ack = await kit.ok(ana, 'POST', `/api/account/shopping_carts/abort_checkout/${answer.id}`, ackSchema);
    expect(ack.success).toBe(true);
    expect((await kit.db.selectFrom('payments').select('status').executeTakeFirstOrThrow()).status).toBe('aborted');
    expect((await kit.db.selectFrom('sandbox_payments').select('status').executeTakeFirstOrThrow()).status).toBe('canceled');
    const bob = await kit.buyer();
    const foreign = await kit.call(bob, 'POST', `/api/account/shopping_carts/abort_checkout/${answer.id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('should return the same checkout for a replayed Idempotency-Key and a new one otherwise', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const headers = { 'idempotency-key': 'checkout-1' };
    const [first, second] = await Promise.all([kit.checkout(ana, {}, headers), kit.checkout(ana, {}, headers)]);
    expect(second).toEqual(first);
    expect(await kit.checkout(ana, {}, headers)).toEqual(first);
    const other = await kit.checkout(ana, {}, { 'idempotency-key': 'checkout-2' });
    expect(other.payment_id).not.toBe(first.payment_id);
    const statuses = await kit.db.selectFrom('payments').select(['id', 'status']).orderBy('created_at').execute();
    // the newer checkout of the same cart replaces the older, unpaid one
    expect(statuses).toEqual([{ id: first.payment_id, status: 'aborted' }, { id: other.payment_id, status: 'pending' }]);
    const bad = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT_URL }, { 'idempotency-key': 'bad key with spaces' });
    expect(bad.statusCode).toBe(400);
  });

  it('should complete a zero-amount order at once', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.free);
    const answer = await kit.checkout(ana);
    expect(answer).toMatchObject({ amount: 0, status: 'success', call_url: null, client_secret: null });
    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.payment.total).toBe(0);
    expect(await kit.db.selectFrom('sandbox_payments').selectAll().execute()).toEqual([]);
  });

  it('should refuse a redirect url on a foreign origin', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: 'https://evil.example/#!/cart' });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState.redirect_url).toEqual(["The redirect url must be on the store's own origin."]);
  });

  it('should let every provider pay route create its sandbox payment', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    for (const [path, provider] of [['/d2d/xsolla/pay', 'xsolla'], ['/d2d/paypal/pay', 'paypal'], ['/d2d/livegamer/pay', 'livegamer']] as const) {
      const answer = await kit.ok(ana, 'POST', path, checkoutResponseSchema, { redirect_url: REDIRECT_URL });
      expect(answer.payment).toBe(provider);
      expect(answer.call_url).toContain(provider === 'paypal' ? '/sandbox/paypal/' : '/sandbox/hosted/');
    }
  });

  it('should ask a visitor to log in', async () => {
    const res = await kit.call(null, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT_URL });
    expect(res.statusCode).toBe(401);
  });
});

describe('sales tax', () => {
  it('should add the billing state rate on the US site and nothing for a tax-free state', async () => {
    const ca = await kit.buyer();
    await kit.add(ca, P.plainA, P.plainB);
    expect((await kit.checkout(ca)).amount).toBe(42.88); // 39.98 + 7.25% (2.90)
    const or = await kit.buyer({ address: { street: '1 Main', city: 'Portland', state: 'OR', zipcode: '97201', country: 1 } });
    await kit.add(or, P.plainA);
    expect((await kit.checkout(or)).amount).toBe(19.99);
    const payment = await kit.db.selectFrom('payments').select(['tax', 'tax_region', 'tax_rate_ppm']).where('account_id', '=', ca.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ tax: 290, tax_region: 'CA', tax_rate_ppm: 72_500 });
  });

  it('should have no tax line for a UK billing address or on the UK site', async () => {
    const uk = await kit.buyer({ address: UK_ADDRESS });
    await kit.add(uk, P.plainA);
    expect((await kit.checkout(uk)).amount).toBe(19.99);
    const us = await kit.buyer();
    await kit.ok(us, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: P.plainA }, { cookie: 'region=302' });
    const answer = await kit.ok(us, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL }, { cookie: 'region=302' });
    const payment = await kit.db.selectFrom('payments').select(['tax', 'currency', 'total']).where('id', '=', answer.payment_id as string).executeTakeFirstOrThrow();
    expect(payment.tax).toBe(0);
    expect(payment.currency).toBe('GBP');
    expect(answer.amount).toBe(payment.total / 100);
  });

  it('should tax the amount after the coupon', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: 'WELCOME10' });
    const answer = await kit.checkout(ana);
    // 19.99 − 2.00 = 17.99; 7.25% of it is 1.30
    expect(answer.amount).toBe(19.29);
  });
});

describe('gift checkout form', () => {
  it('should answer 422 with field errors from the gift form rules', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', {
      redirect_url: REDIRECT_URL,
      gift: { gift_first_name: 'A'.repeat(21), gift_last_name: '', gift_email: 'friend@', gift_mail_body: 'Hi' },
    });
    expect(res.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(res.json()).errors).toEqual({
      gift_first_name: ['Input text can not be more than 20 characters.'],
      gift_last_name: ['This field is required.'],
      gift_email: ['This is not a valid email.'],
      gift_mail_body: ['Input text can not be less than 3 characters.'],
    });
  });
});
