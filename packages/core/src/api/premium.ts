/**
 * Premium subscription and rental calls of spec §7.
 * @module
 */
import type { Endpoints, BodyOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.premium`. */
export class PremiumApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** The free-trial campaign, or `null`. */
  campaign(options?: RequestOptions) {
    return this.#t.call('premiumCampaign', { ...options });
  }

  /** Redeems the premium free trial. */
  redeemFreeTrial(options?: RequestOptions) {
    return this.#t.call('premiumRedeemFreeTrial', { ...options });
  }

  /** This month's hand-picked premium titles. */
  activeGames(options?: RequestOptions) {
    return this.#t.call('premiumActiveGames', { ...options });
  }

  /**
   * The monthly plan price in the site's currency (never hard-coded in pages).
   * @example
   * const { price, currency } = await store.api.premium.planPrice();
   */
  planPrice(options?: RequestOptions) {
    return this.#t.call('premiumPlanPrice', { ...options });
  }

  /** The account's subscription (`{ subscription: null }` when never subscribed). */
  status(options?: RequestOptions) {
    return this.#t.call('premiumStatus', { ...options });
  }

  /** Whether the account is subscribed. */
  subscribed(options?: RequestOptions) {
    return this.#t.call('premiumSubscribed', { ...options });
  }

  /** Stops auto-renewal; the plan ends on its end date. */
  stopRenewing(options?: RequestOptions) {
    return this.#t.call('premiumStopRenewing', { ...options });
  }

  /** Cancels the plan (kept until the billing cycle ends, no refund). */
  cancel(options?: RequestOptions) {
    return this.#t.call('premiumCancel', { ...options });
  }

  /**
   * Starts a subscription in the hosted checkout: open the answer's `call_url`. A 422 or 500 is
   * returned to the caller; show it with `premiumErrorDialog`.
   */
  subscribe(body: BodyOf<Endpoints['premiumSubscribe']> = {}, options?: RequestOptions) {
    return this.#t.call('premiumSubscribe', { handled: [500], ...options, body });
  }

  /**
   * Gifts a plan of 1 to 12 months to an e-mail address, paid in the hosted checkout: open the
   * answer's `call_url`. A 422 or 500 is returned to the caller; show it with `premiumErrorDialog`.
   */
  gift(body: BodyOf<Endpoints['premiumGift']>, options?: RequestOptions) {
    return this.#t.call('premiumGift', { handled: [500], ...options, body });
  }

  /** The paid gift subscriptions the account sent, with the codes their recipients claim them with. */
  gifts(options?: RequestOptions) {
    return this.#t.call('premiumGifts', { ...options });
  }

  /**
   * Claims a gift subscription by its code: the hosted checkout authorises the recipient's card
   * only; monthly charging starts after the gift period unless they cancel. A 422 or 500 is
   * returned to the caller.
   */
  claimGift(body: BodyOf<Endpoints['premiumClaimGift']>, options?: RequestOptions) {
    return this.#t.call('premiumClaimGift', { handled: [500], ...options, body });
  }

  /**
   * Rents a game for 1 to 5 days in the hosted checkout. A 422 or 500 is returned to the caller;
   * show it with `premiumErrorDialog(error, 'rental')`.
   */
  rent(body: BodyOf<Endpoints['rentalRent']>, options?: RequestOptions) {
    return this.#t.call('rentalRent', { handled: [500], ...options, body });
  }
}
