import { cartAddPayloadSchema, cartCouponBodySchema, cartSchema } from '../entities/cart.js';
import {
  cartUpdateBodySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  purchaseBodySchema,
} from '../entities/checkout.js';
import { ackSchema } from '../entities/wire.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The cart calls of spec §7. The card provider's fraud check is `/d2d/stripe/kt` (checkout
 * calls): `kt` is the fraud-scoring service whose `ris_session_id` the check carries.
 */
export const cartEndpoints = {
  cartGet: {
    method: 'GET',
    path: '/api/account/shopping_carts',
    auth: true,
    response: cartSchema,
    summary: "The shopper's cart",
  },
  cartAdd: {
    method: 'POST',
    path: '/api/account/shopping_carts',
    auth: true,
    body: cartAddPayloadSchema,
    response: cartSchema,
    summary: 'Add a product or a built bundle',
  },
  cartApplyCoupon: {
    method: 'POST',
    path: '/api/account/shopping_carts/coupon',
    auth: true,
    body: cartCouponBodySchema,
    response: cartSchema,
    summary: 'Apply a coupon (one at a time)',
  },
  cartRemoveCoupon: {
    method: 'DELETE',
    path: '/api/account/shopping_carts/coupon/:code',
    auth: true,
    response: cartSchema,
    summary: 'Remove the applied coupon',
  },
  cartRedeem: {
    method: 'POST',
    path: '/api/account/shopping_carts/redeem',
    auth: true,
    response: cartSchema,
    summary: 'Pay part of the cart with wallet credit',
  },
  cartRemoveRedeem: {
    method: 'POST',
    path: '/api/account/shopping_carts/remove_redeem',
    auth: true,
    response: cartSchema,
    summary: 'Stop using wallet credit',
  },
  cartRemoveLine: {
    method: 'DELETE',
    path: '/api/account/shopping_carts/:id',
    auth: true,
    response: cartSchema,
    summary: 'Remove a cart line by its id',
  },
  // spec §7: update cart, checkout, abort checkout and purchase are named without paths
  cartUpdate: {
    method: 'PUT',
    path: '/api/account/shopping_carts/:id',
    auth: true,
    body: cartUpdateBodySchema,
    response: cartSchema,
    chosen: true,
    summary: 'Set or clear the gift of the cart with this id',
  },
  cartCheckout: {
    method: 'POST',
    path: '/api/account/shopping_carts/checkout',
    auth: true,
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    chosen: true,
    summary: "Create a checkout with the configured provider (at most 5 items)",
  },
  cartAbortCheckout: {
    method: 'POST',
    path: '/api/account/shopping_carts/abort_checkout/:id',
    auth: true,
    response: ackSchema,
    chosen: true,
    summary: 'Abort the checkout of the cart with this id',
  },
  cartPurchase: {
    method: 'POST',
    path: '/api/account/shopping_carts/purchase',
    auth: true,
    body: purchaseBodySchema,
    response: checkoutResponseSchema,
    chosen: true,
    summary: 'Purchase after the provider authorised the payment',
  },
} as const satisfies Record<string, EndpointDefinition>;
