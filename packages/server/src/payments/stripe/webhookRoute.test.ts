/**
 * The live Stripe adapter end to end through `app.inject` on a real SQLite file, Stripe's API
 * answered from recorded responses: a checkout creates a held PaymentIntent, Stripe's signed
 * webhook completes the order once however often it is delivered, the capture is sent, and
 * unsigned, mis-signed or stale deliveries are refused without changing anything.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { intentEvent } from './__tests__/recordedStripe.js';
import { openStripeKit, type StripeKit } from './__tests__/stripeKit.js';

let kit: StripeKit;
beforeEach(async () => {
  kit = await openStripeKit();
});
afterEach(async () => {
  await kit.close();
});

/** A checkout whose card the shopper confirmed in Stripe.js: Stripe holds the money. */
async function heldPayment() {
  const ana = await kit.buyer();
  const answer = await kit.checkout(ana);
  const ref = answer.client_secret.split('_secret_')[0]!;
  kit.stripe.settle(ref, 'requires_capture');
  return { ana, paymentId: answer.payment_id, ref };
}

let eventNumber = 0;
function event(type: string, ref: string): string {
  eventNumber += 1;
  return intentEvent(`evt_3QfWkRLkdIwHu7ix0ce${String(eventNumber).padStart(5, '0')}`, type, kit.stripe.intent(ref), Math.floor(kit.clock.now / 1000));
}

describe('Stripe checkout through the live adapter', () => {
  it('should create a held PaymentIntent, complete on the signed webhook, capture and deliver the keys', async () => {
    const ana = await kit.buyer();
    const answer = await kit.checkout(ana);
    const [create] = kit.stripe.sent('POST', '/v1/payment_intents');
    expect(create?.params).toMatchObject({
      amount: '2144',
      currency: 'usd',
      capture_method: 'manual',
      'metadata[payment_id]': answer.payment_id,
      'allowed_payment_method_types[0]': 'card',
    });
    expect(create?.headers['Idempotency-Key']).toBe(answer.payment_id);
    expect(create?.headers.Authorization).toMatch(/^Bearer sk_test_/);
    expect(answer).toMatchObject({ payment: 'stripe', call_url: null });
    expect(answer.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const ref = answer.client_secret.split('_secret_')[0]!;

    // the store asks before Stripe holds anything: still pending, nothing captured
    expect((await kit.purchase(ana, answer.payment_id)).json()).toMatchObject({ message: 'The payment has not been confirmed yet.' });
    expect(await kit.status(answer.payment_id)).toBe('pending');

    kit.stripe.settle(ref, 'requires_capture');
    const body = event('payment_intent.amount_capturable_updated', ref);
    const delivered = await kit.deliver(body, kit.sign(body));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect(await kit.status(answer.payment_id)).toBe('captured');
    const [capture] = kit.stripe.sent('POST', `/v1/payment_intents/${ref}/capture`);
    expect(capture?.params).toEqual({ amount_to_capture: '2144' });
    expect(capture?.headers['Idempotency-Key']).toBe(`${ref}:capture:2144`);
    expect(await kit.keys(ana)).toEqual([expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/)]);
    expect((await kit.purchase(ana, answer.payment_id)).json()).toMatchObject({ payment_id: answer.payment_id, status: 'success' });

    // Stripe's own report of the capture, then the first event once more: nothing moves
    const succeeded = event('payment_intent.succeeded', ref);
    expect((await kit.deliver(succeeded, kit.sign(succeeded))).statusCode).toBe(200);
    expect((await kit.deliver(body, kit.sign(body))).statusCode).toBe(200);
    expect(await kit.counts()).toEqual({ orders: 1, captures: 1, seen: 2 });
  });

  it('should complete once when the same event is delivered twice at once', async () => {
    const { paymentId, ref } = await heldPayment();
    const body = event('payment_intent.amount_capturable_updated', ref);
    const answers = await Promise.all([kit.deliver(body, kit.sign(body)), kit.deliver(body, kit.sign(body))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await kit.status(paymentId)).toBe('captured');
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
  });

  it('should make one order and one capture when the webhook and the store\'s return race', async () => {
    const { ana, paymentId, ref } = await heldPayment();
    const body = event('payment_intent.amount_capturable_updated', ref);
    const [hook, returned] = await Promise.all([kit.deliver(body, kit.sign(body)), kit.purchase(ana, paymentId)]);
    expect(hook.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ payment_id: paymentId, status: 'success' });
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
  });

  it('should leave a declined payment open for another card and end a cancelled one, reading Stripe rather than the event', async () => {
    const { paymentId, ref } = await heldPayment();
    kit.stripe.settle(ref, 'payment_failed');
    // the event claims the money is held; Stripe says the card was declined, and Stripe wins
    const stale = intentEvent('evt_3QfWkRLkdIwHu7ix0ceFAKE1', 'payment_intent.amount_capturable_updated', { ...kit.stripe.intent(ref), status: 'requires_capture' }, Math.floor(kit.clock.now / 1000));
    expect((await kit.deliver(stale, kit.sign(stale))).statusCode).toBe(200);
    expect(await kit.status(paymentId)).toBe('pending');
    expect(await kit.counts()).toMatchObject({ orders: 0, captures: 0 });

    kit.stripe.settle(ref, 'canceled');
    const canceled = event('payment_intent.canceled', ref);
    expect((await kit.deliver(canceled, kit.sign(canceled))).statusCode).toBe(200);
    expect(await kit.status(paymentId)).toBe('failed');
    expect(await kit.counts()).toMatchObject({ orders: 0, captures: 0 });
  });

  it('should acknowledge events about intents that are not ours and other event types without acting', async () => {
    const { paymentId, ref } = await heldPayment();
    const foreign = intentEvent('evt_3QfWkRLkdIwHu7ix0ceF0RGN', 'payment_intent.amount_capturable_updated', { ...kit.stripe.intent(ref), metadata: {} }, Math.floor(kit.clock.now / 1000));
    expect((await kit.deliver(foreign, kit.sign(foreign))).statusCode).toBe(200);
    const other = event('payment_intent.created', ref);
    expect((await kit.deliver(other, kit.sign(other))).statusCode).toBe(200);
    expect(await kit.status(paymentId)).toBe('pending');
    expect(await kit.counts()).toMatchObject({ orders: 0, captures: 0 });
  });
});

describe('Stripe webhook verification', () => {
  it('should answer 400 and change nothing for unsigned, mis-signed, tampered and stale deliveries', async () => {
    const { paymentId, ref } = await heldPayment();
    const body = event('payment_intent.amount_capturable_updated', ref);
    const refusals = [
      await kit.deliver(body),
      await kit.deliver(body, ''),
      await kit.deliver(body, kit.sign(body, { secret: 'whsec_someone_else_0123456789abcdef' })),
      await kit.deliver(body.replace('"amount":2144', '"amount":1'), kit.sign(body)),
      await kit.deliver(body, kit.sign(body, { atMs: kit.clock.now - 301_000 })),
      await kit.deliver(body, 't=abc,v1=def'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ modelState: { signature: ['The webhook signature is missing, invalid or too old.'] } });
    }
    expect(await kit.status(paymentId)).toBe('pending');
    expect(await kit.counts()).toEqual({ orders: 0, captures: 0, seen: 0 });
    // within the tolerance the same delivery is accepted
    expect((await kit.deliver(body, kit.sign(body, { atMs: kit.clock.now - 200_000 }))).statusCode).toBe(200);
    expect(await kit.status(paymentId)).toBe('captured');
  });
});
