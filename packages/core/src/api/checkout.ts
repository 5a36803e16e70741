/**
 * Payment provider calls of spec §7 (`/d2d/{stripe|paypal|xsolla|livegamer}/…`). Most hosts use
 * `store.checkout`, which runs the flow of spec §4; these are the raw calls.
 * @module
 */
import type { Endpoints, BodyOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** A provider with a `pay` call. */
export type PayProvider = 'stripe' | 'paypal' | 'xsolla' | 'livegamer';

const PAY = {
  stripe: 'stripePay',
  paypal: 'paypalPay',
  xsolla: 'xsollaPay',
  livegamer: 'livegamerPay',
} as const;

/** `store.api.checkout`. */
export class CheckoutApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Creates a payment with the card provider: the answer's client secret confirms it client-side.
   * @example
   * const source = await store.api.checkout.stripePay({ redirect_url: location.href });
   */
  stripePay(body: BodyOf<Endpoints['stripePay']>, options?: RequestOptions) {
    return this.#t.call(PAY.stripe, { ...options, body });
  }

  /**
   * Creates a payment with a hosted provider (`paypal`, `xsolla`, `livegamer`): `call_url`
   * opens in the embedded frame.
   */
  pay(provider: Exclude<PayProvider, 'stripe'>, body: BodyOf<Endpoints['paypalPay']>, options?: RequestOptions) {
    return this.#t.call(PAY[provider], { ...options, body });
  }

  /** Completes a confirmed card payment. */
  stripePurchase(paymentId: string, options?: RequestOptions) {
    return this.#t.call('stripePurchase', { ...options, body: { payment_id: paymentId } });
  }

  /** Completes an authorised PayPal-type payment. */
  paypalPurchase(body: BodyOf<Endpoints['paypalPurchase']>, options?: RequestOptions) {
    return this.#t.call('paypalPurchase', { ...options, body });
  }

  /** The card provider's fraud check, before the card is confirmed. */
  fraudCheck(body: BodyOf<Endpoints['stripeFraudCheck']>, options?: RequestOptions) {
    return this.#t.call('stripeFraudCheck', { ...options, body });
  }

  /** Tells the server the shopper left the PayPal-type checkout. */
  paypalAbort(paymentId: string, options?: RequestOptions) {
    return this.#t.call('paypalAbortCheckout', { ...options, body: { payment_id: paymentId } });
  }

  /**
   * Which card form the card modal shows: the sandbox's card fields, or Stripe.js with the
   * server's publishable key (`publishable_key: null` when the live adapter runs without one,
   * and no form can confirm its payments).
   * @example
   * const form = await store.api.checkout.cardForm();
   * if (form.provider === 'stripe' && form.publishable_key) mountStripe(form.publishable_key);
   */
  cardForm(options?: RequestOptions) {
    return this.#t.call('cardForm', { ...options });
  }

  /** Redeems a publisher-account purchase (`POST /d2d/{paypal|stripe}/redeem`). */
  redeem(provider: 'paypal' | 'stripe', body: BodyOf<Endpoints['paypalRedeem']>, options?: RequestOptions) {
    const endpoint = provider === 'paypal' ? 'paypalRedeem' : 'stripeRedeem';
    return this.#t.call(endpoint, { ...options, body });
  }
}
