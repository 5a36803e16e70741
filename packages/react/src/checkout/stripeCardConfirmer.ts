import type { BillingDetails } from '@d2d/contract';
import type { CardConfirmer, CardConfirmResult } from '@d2d/core';
import type { StripeCardElement } from '@stripe/stripe-js';

/** Stripe's answer to `confirmCardPayment`, as far as the confirmer reads it. */
export interface StripeCardPaymentResult {
  paymentIntent?: { status: string } | undefined;
  error?: { message?: string | undefined } | undefined;
}

/**
 * The part of Stripe.js's `Stripe` object the card confirmer uses (a real `Stripe` from
 * `loadStripe` is one; tests pass a fake).
 */
export interface StripeCardPayments {
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: StripeBillingDetails } },
  ): Promise<StripeCardPaymentResult>;
}

/** Billing details in Stripe's shape. */
export interface StripeBillingDetails {
  name: string;
  email?: string;
  address: { line1: string; line2?: string; city: string; state: string; postal_code: string; country: string };
}

/** What a decline says when Stripe gives no message. */
const DECLINED = 'Your card was declined.';
/** What an intent left unconfirmed says (Stripe.js reports no error for it). */
const NOT_CONFIRMED = 'Your card could not be confirmed. Please try again.';

/** Our billing details in Stripe's shape: Stripe refuses `null` and empty strings in them. */
export function stripeBillingDetails(billing: BillingDetails): StripeBillingDetails {
  const { line2, ...address } = billing.address;
  return {
    name: billing.name,
    ...(billing.email ? { email: billing.email } : {}),
    address: { ...address, ...(line2 ? { line2 } : {}) },
  };
}

/**
 * A card confirmer for the server's live Stripe adapter: it confirms the PaymentIntent with
 * Stripe.js's `confirmCardPayment`, the card read from the Card Element, so the card digits
 * never reach the store's server. Stripe.js runs 3-D Secure itself when the bank asks for it.
 * The intent is captured manually, so a confirmed card ends in `requires_capture` (the money is
 * held), which counts as succeeded like `succeeded`; a decline is failed with Stripe's message.
 * @param stripe - Stripe.js's `Stripe` object (from `loadStripe` with the publishable key).
 * @param card - The mounted Card Element.
 * @returns The confirmer for `store.checkout.submitCard`.
 * @example
 * await store.checkout.submitCard({ billing, confirm: stripeCardConfirmer(stripe, cardElement) });
 */
export function stripeCardConfirmer(stripe: StripeCardPayments, card: StripeCardElement): CardConfirmer {
  return async ({ clientSecret, billing }): Promise<CardConfirmResult> => {
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: stripeBillingDetails(billing) } });
    if (result.error) return { status: 'failed', message: result.error.message || DECLINED };
    const status = result.paymentIntent?.status;
    if (status === 'requires_capture' || status === 'succeeded') return { status: 'succeeded' };
    // an action Stripe.js did not finish (or a card still processing): nothing is held yet; the
    // webhook completes the order should the intent still be confirmed
    return { status: 'failed', message: NOT_CONFIRMED };
  };
}
