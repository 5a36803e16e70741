/**
 * The Stripe adapter against recorded API responses: the requests it sends (amounts in minor
 * units, manual capture, our payment id as idempotency key and metadata) and how it reads
 * Stripe's answers back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../provider.js';
import { stripeClient } from './client.js';
import { paymentIntentState } from './paymentIntentState.js';
import { stripeProvider } from './stripeProvider.js';
import { RecordedStripe, fixture } from './__tests__/recordedStripe.js';

// the adapter keeps nothing in the store's database
const db = undefined as unknown as Db;
const NOW = Date.UTC(2026, 10, 25, 12);
const PAYMENT_ID = 'pay_01JDX4R8ZQ3M7T2W9K5N6B1C0D';

let stripe: RecordedStripe;
let provider: PaymentProvider;
beforeEach(() => {
  stripe = new RecordedStripe();
  provider = stripeProvider(stripeClient({ secretKey: 'sk_test_51QfWkRLkdIwHu7ixUnitTests', httpClient: stripe }));
});

async function create(amountMinor = 2144, currency = 'EUR') {
  return provider.create(db, { paymentId: PAYMENT_ID, amountMinor, currency, storeOrigin: 'https://store.example.com', serverOrigin: 'https://store.example.com', now: NOW });
}

describe('stripeProvider', () => {
  it('should create a manual-capture PaymentIntent keyed by our payment id, and find it again when asked twice', async () => {
    expect(provider).toMatchObject({ name: 'stripe', kind: 'card', mode: 'live' });
    const created = await create(4999, 'EUR');
    expect(created).toEqual({ ref: 'pi_3QfWkRLkdIwHu7ix0b6cMJvA', clientSecret: 'pi_3QfWkRLkdIwHu7ix0b6cMJvA_secret_Yc7bJ1WxkQ0p9V4rRcTqZsJmE', callUrl: null });
    const [request] = stripe.sent('POST', '/v1/payment_intents');
    expect(request?.params).toEqual({
      amount: '4999',
      currency: 'eur',
      capture_method: 'manual',
      'allowed_payment_method_types[0]': 'card',
      'payment_method_options[card][request_multicapture]': 'if_available',
      'metadata[payment_id]': PAYMENT_ID,
    });
    expect(request?.headers['Idempotency-Key']).toBe(PAYMENT_ID);
    expect(await create(4999, 'EUR')).toEqual(created);
    expect(stripe.sent('POST', '/v1/payment_intents').map((r) => r.headers['Idempotency-Key'])).toEqual([PAYMENT_ID, PAYMENT_ID]);
  });

  it('should read each status back, a decline with Stripe\'s own message', async () => {
    const { ref } = await create();
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'pending' });
    stripe.settle(ref, 'requires_action');
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'pending' });
    stripe.settle(ref, 'payment_failed');
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'failed', failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    stripe.settle(ref, 'requires_capture');
    expect(await provider.authorize(db, ref, null, NOW)).toEqual({ state: 'authorized' });
    stripe.settle(ref, 'succeeded');
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'captured' });
    stripe.settle(ref, 'canceled');
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'canceled' });
    expect(await provider.retrieve(db, 'pi_unknown')).toEqual({ state: 'unknown' });
  });

  it('should capture up to a cumulative amount once, whatever the repeats', async () => {
    const { ref } = await create(2144);
    stripe.settle(ref, 'requires_capture');
    await provider.captureTo(db, ref, 2144, NOW);
    await provider.captureTo(db, ref, 2144, NOW);
    const captures = stripe.sent('POST', `/v1/payment_intents/${ref}/capture`);
    expect(captures.map((c) => c.params)).toEqual([{ amount_to_capture: '2144' }]);
    expect(captures[0]?.headers['Idempotency-Key']).toBe(`${ref}:capture:2144`);
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'captured' });
  });

  it('should capture in parts where the card allows multicapture, keeping the rest held until the last part', async () => {
    const { ref } = await create(3000);
    stripe.settle(ref, 'requires_capture', { multicapture: true });
    await provider.captureTo(db, ref, 1000, NOW);
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'authorized' });
    await provider.captureTo(db, ref, 3000, NOW);
    expect(stripe.sent('POST', `/v1/payment_intents/${ref}/capture`).map((c) => c.params)).toEqual([
      { amount_to_capture: '1000', final_capture: 'false' },
      { amount_to_capture: '2000' },
    ]);
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'captured' });
  });

  it('should refuse to capture what Stripe no longer holds', async () => {
    const { ref } = await create();
    stripe.settle(ref, 'canceled');
    await expect(provider.captureTo(db, ref, 2144, NOW)).rejects.toThrow(/canceled/);
    expect(stripe.sent('POST', `/v1/payment_intents/${ref}/capture`)).toEqual([]);
  });

  it('should cancel the hold when everything is voided, and leave a part void to the final capture', async () => {
    const { ref } = await create(2144);
    stripe.settle(ref, 'requires_capture');
    await provider.voidTo(db, ref, 1000, NOW);
    expect(stripe.sent('POST', `/v1/payment_intents/${ref}/cancel`)).toEqual([]);
    await provider.voidTo(db, ref, 2144, NOW);
    await provider.voidTo(db, ref, 2144, NOW);
    const cancels = stripe.sent('POST', `/v1/payment_intents/${ref}/cancel`);
    expect(cancels.map((c) => c.params)).toEqual([{ cancellation_reason: 'abandoned' }]);
    expect(cancels[0]?.headers['Idempotency-Key']).toBe(`${ref}:void:2144`);
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'canceled' });
  });

  it('should cancel an unpaid intent once, and never a captured or unknown one', async () => {
    const { ref } = await create();
    await provider.cancel(db, ref, NOW);
    await provider.cancel(db, ref, NOW);
    expect(stripe.sent('POST', `/v1/payment_intents/${ref}/cancel`)).toHaveLength(1);
    expect(await provider.retrieve(db, ref)).toEqual({ state: 'canceled' });

    const other = new RecordedStripe();
    const live = stripeProvider(stripeClient({ secretKey: 'sk_test_51QfWkRLkdIwHu7ixUnitTests', httpClient: other }));
    const paid = await live.create(db, { paymentId: 'pay_2', amountMinor: 500, currency: 'USD', storeOrigin: 'https://s.example', serverOrigin: 'https://s.example', now: NOW });
    other.settle(paid.ref, 'requires_capture');
    await live.captureTo(db, paid.ref, 500, NOW);
    await live.cancel(db, paid.ref, NOW);
    await live.cancel(db, 'pi_unknown', NOW);
    expect(other.requests.filter((r) => r.path.endsWith('/cancel'))).toEqual([]);
  });

  it('should refund what was captured once, keyed by the intent, and refuse an intent with nothing captured', async () => {
    const { ref } = await create(2144);
    stripe.settle(ref, 'requires_capture');
    await expect(provider.refund(db, ref, NOW)).rejects.toThrow(/requires_capture/);
    await provider.captureTo(db, ref, 2144, NOW);
    await provider.refund(db, ref, NOW);
    await provider.refund(db, ref, NOW);
    const refunds = stripe.sent('POST', '/v1/refunds');
    expect(refunds.map((r) => r.params)).toEqual([{ payment_intent: ref, amount: '2144', reason: 'requested_by_customer' }]);
    expect(refunds[0]?.headers['Idempotency-Key']).toBe(`${ref}:refund`);
    const charge = stripe.intent(ref).latest_charge as { amount_refunded: number; refunded: boolean };
    expect(charge).toMatchObject({ amount_refunded: 2144, refunded: true });
  });

  it('should send nothing when the charge was refunded already (from the dashboard, or before a crash)', async () => {
    const { ref } = await create(500);
    stripe.settle(ref, 'requires_capture');
    await provider.captureTo(db, ref, 500, NOW);
    await stripeClient({ secretKey: 'sk_test_51QfWkRLkdIwHu7ixUnitTests', httpClient: stripe }).refunds.create({ payment_intent: ref }, { idempotencyKey: 'dashboard' });
    await provider.refund(db, ref, NOW);
    expect(stripe.sent('POST', '/v1/refunds').map((r) => r.headers['Idempotency-Key'])).toEqual(['dashboard']);
  });

  it('should leave fraud screening to Stripe Radar at confirmation', async () => {
    const { ref } = await create();
    expect(await provider.fraudCheck?.(db, ref, { riskSessionId: 'r', identifier: 'i', cardToken: 'tok_visa', billingEmail: 'a@example.com' }, NOW)).toEqual({ success: true });
  });
});

describe('paymentIntentState', () => {
  it('should map the recorded intents onto provider states', () => {
    const state = (name: string) => paymentIntentState(fixture(`payment_intent.${name}`) as never);
    expect(state('requires_payment_method')).toEqual({ state: 'pending' });
    expect(state('requires_action')).toEqual({ state: 'pending' });
    expect(state('requires_capture')).toEqual({ state: 'authorized' });
    expect(state('succeeded')).toEqual({ state: 'captured' });
    expect(state('canceled')).toEqual({ state: 'canceled' });
    expect(state('payment_failed')).toEqual({ state: 'failed', failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    expect(paymentIntentState({ status: 'requires_payment_method', amount_received: 0, last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } as never })).toEqual({
      state: 'failed',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });
});
