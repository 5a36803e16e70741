import { describe, expect, it, vi } from 'vitest';
import type { BillingDetails } from '@d2d/contract';
import type { StripeCardElement } from '@stripe/stripe-js';
import { stripeBillingDetails, stripeCardConfirmer, type StripeCardPaymentResult } from './stripeCardConfirmer.js';

const card = { kind: 'card-element' } as unknown as StripeCardElement;
const billing: BillingDetails = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  address: { line1: '500 Market Street', line2: null, city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
};

function fakeStripe(result: StripeCardPaymentResult) {
  return { confirmCardPayment: vi.fn(async () => result) };
}

const input = { clientSecret: 'pi_3Qf_secret_abc', paymentId: 'pay_1', billing };

describe('stripeCardConfirmer', () => {
  it('should confirm the intent with the Card Element and the billing details in Stripe\'s shape', async () => {
    const stripe = fakeStripe({ paymentIntent: { status: 'requires_capture' } });
    expect(await stripeCardConfirmer(stripe, card)(input)).toEqual({ status: 'succeeded' });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_3Qf_secret_abc', {
      payment_method: {
        card,
        billing_details: {
          name: 'Jane Doe',
          email: 'jane@example.com',
          address: { line1: '500 Market Street', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
        },
      },
    });
  });

  it('should count a captured intent as succeeded', async () => {
    expect(await stripeCardConfirmer(fakeStripe({ paymentIntent: { status: 'succeeded' } }), card)(input)).toEqual({ status: 'succeeded' });
  });

  it("should fail with Stripe's message on a decline", async () => {
    const stripe = fakeStripe({ error: { message: 'Your card has insufficient funds.' } });
    expect(await stripeCardConfirmer(stripe, card)(input)).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(await stripeCardConfirmer(fakeStripe({ error: {} }), card)(input)).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('should fail an intent left unconfirmed', async () => {
    const result = await stripeCardConfirmer(fakeStripe({ paymentIntent: { status: 'requires_action' } }), card)(input);
    expect(result).toEqual({ status: 'failed', message: 'Your card could not be confirmed. Please try again.' });
  });
});

describe('stripeBillingDetails', () => {
  it('should keep line 2 when given and leave out an empty e-mail', () => {
    const details = stripeBillingDetails({ ...billing, email: '', address: { ...billing.address, line2: 'Apt 4' } });
    expect(details).toEqual({ name: 'Jane Doe', address: { line1: '500 Market Street', line2: 'Apt 4', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' } });
  });
});
