/**
 * The events the elements dispatch. Each is a `CustomEvent` that bubbles and crosses shadow
 * roots (`composed`), so a partner page can listen on the element or on `document`; the
 * global `HTMLElementEventMap` and `DocumentEventMap` know their details.
 * @module
 */
import type { Cart, CartAddPayload } from '@d2d/contract';

/** `d2d-cart-change`: the shopper's cart changed (add, remove, login, logout, another tab). */
export interface CartChangeDetail {
  /** The cart, `null` for a visitor. */
  cart: Cart | null;
  /** Lines in the cart. */
  count: number;
}

/** `d2d-add-to-cart`: a product was added. */
export interface AddToCartDetail {
  /** What was sent (`POST /api/account/shopping_carts`). */
  request: CartAddPayload;
  /** The cart the store answered with. */
  response: Cart;
}

/** `d2d-checkout`: the shopper is going to the store's cart to check out (cancelable). */
export interface CheckoutDetail {
  /** The store's cart page, with the affiliate. */
  url: string;
  /** The cart at that moment. */
  cart: Cart | null;
}

/** `d2d-login-required`: a visitor's action needs a login (cancelable: cancel to log in your own way). */
export interface LoginRequiredDetail {
  /** The store's login page, which the element opens in a small window unless cancelled. */
  loginUrl: string;
}

/** `d2d-error`: something failed; `message` is what the element shows. */
export interface ErrorDetail {
  message: string;
  /** Why, when the channel said: `unavailable` (the store's channel did not answer), `login`, `not-found`, `refused`. */
  code?: string;
  /** The error, for logging. */
  error: unknown;
  /** The product concerned, if any. */
  productId?: number;
}

/** The events of the D2D elements by name. */
export interface D2dEventMap {
  'd2d-cart-change': CustomEvent<CartChangeDetail>;
  'd2d-add-to-cart': CustomEvent<AddToCartDetail>;
  'd2d-checkout': CustomEvent<CheckoutDetail>;
  'd2d-login-required': CustomEvent<LoginRequiredDetail>;
  'd2d-error': CustomEvent<ErrorDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends D2dEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends D2dEventMap {}
}

/** Options of {@link emit}. */
export interface EmitOptions {
  /** Whether the event reaches ancestors and `document` (default `true`). */
  bubbles?: boolean;
  cancelable?: boolean;
}

/**
 * Dispatches one of the elements' events.
 * @param target - The element (or document) it happens on.
 * @param type - The event's name.
 * @param detail - Its detail.
 * @returns `false` when a listener cancelled a cancelable event.
 */
export function emit<K extends keyof D2dEventMap>(
  target: EventTarget,
  type: K,
  detail: D2dEventMap[K]['detail'],
  options: EmitOptions = {},
): boolean {
  const bubbles = options.bubbles ?? true;
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles, cancelable: options.cancelable ?? false }));
}
