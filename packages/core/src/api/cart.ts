/**
 * Cart calls of spec §7 (`/api/account/shopping_carts…`). Most hosts use `store.cart`, which
 * adds the spec's rules and state; these are the raw calls.
 * @module
 */
import type { Endpoints, BodyOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.cart`. */
export class CartApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** The shopper's cart. */
  get(options?: RequestOptions) {
    return this.#t.call('cartGet', { ...options });
  }

  /**
   * Adds a product or a built bundle (not idempotent: never retried).
   * @example
   * const cart = await store.api.cart.add({ product_id: 1042 });
   */
  add(body: BodyOf<Endpoints['cartAdd']>, options?: RequestOptions) {
    return this.#t.call('cartAdd', { ...options, body });
  }

  /** Removes a line by its id. */
  remove(lineId: number, options?: RequestOptions) {
    return this.#t.call('cartRemoveLine', { ...options, params: { id: lineId } });
  }

  /** Applies a coupon (one at a time). */
  applyCoupon(code: string, options?: RequestOptions) {
    return this.#t.call('cartApplyCoupon', { ...options, body: { coupon_code: code } });
  }

  /** Removes the applied coupon. */
  removeCoupon(code: string, options?: RequestOptions) {
    return this.#t.call('cartRemoveCoupon', { ...options, params: { code } });
  }

  /** Pays part of the cart with wallet credit. */
  redeem(options?: RequestOptions) {
    return this.#t.call('cartRedeem', { ...options });
  }

  /** Stops using wallet credit. */
  removeRedeem(options?: RequestOptions) {
    return this.#t.call('cartRemoveRedeem', { ...options });
  }

  /** Sets (or clears with `gift: null`) the gift of the cart. */
  update(cartId: number, body: BodyOf<Endpoints['cartUpdate']>, options?: RequestOptions) {
    return this.#t.call('cartUpdate', { ...options, params: { id: cartId }, body });
  }

  /**
   * Creates a checkout with the provider the server is configured for. `store.checkout.start`
   * runs the whole flow around it.
   */
  checkout(body: BodyOf<Endpoints['cartCheckout']>, options?: RequestOptions) {
    return this.#t.call('cartCheckout', { ...options, body });
  }

  /** Aborts the checkout of a cart. */
  abortCheckout(cartId: number, options?: RequestOptions) {
    return this.#t.call('cartAbortCheckout', { ...options, params: { id: cartId } });
  }

  /** Purchases after the provider authorised the payment. */
  purchase(body: BodyOf<Endpoints['cartPurchase']>, options?: RequestOptions) {
    return this.#t.call('cartPurchase', { ...options, body });
  }
}
