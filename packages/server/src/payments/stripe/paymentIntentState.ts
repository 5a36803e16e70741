/**
 * Where a Stripe PaymentIntent stands, in the words of {@link ProviderPaymentState}.
 * @module
 */
import type Stripe from 'stripe';
import type { ProviderPaymentState } from '../provider.js';

/** The subset of a PaymentIntent the mapping reads. */
export type PaymentIntentFields = Pick<Stripe.PaymentIntent, 'status' | 'amount_received' | 'last_payment_error'>;

/**
 * Maps a PaymentIntent onto our provider states: `requires_capture` is money held
 * (`authorized`), `succeeded` is captured, `canceled` is cancelled, a `last_payment_error` on an
 * intent waiting for a payment method is a decline with Stripe's own message, and everything
 * else (`requires_action` for 3-D Secure included) is still waiting for the shopper.
 * @example
 * paymentIntentState({ status: 'requires_capture', amount_received: 0, last_payment_error: null }); // { state: 'authorized' }
 */
export function paymentIntentState(intent: PaymentIntentFields): ProviderPaymentState {
  switch (intent.status) {
    case 'requires_capture':
      return { state: 'authorized' };
    case 'succeeded':
      return { state: 'captured' };
    case 'canceled':
      return { state: 'canceled' };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      if (!error) return { state: 'pending' };
      // decline_code names the bank's reason (`insufficient_funds`, `fraudulent`); code the API's
      const code = error.decline_code ?? error.code ?? 'card_declined';
      return { state: 'failed', failure: { code, message: error.message ?? 'Your card was declined.' } };
    }
    default:
      return { state: 'pending' };
  }
}
