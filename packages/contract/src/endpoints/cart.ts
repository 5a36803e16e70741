import { cartAddPayloadSchema, cartCouponBodySchema, cartSchema } from '../entities/cart.js';
import {
  cartUpdateBodySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  purchaseBodySchema,
} from '../entities/checkout.js';
import { ackSchema } from '../entities/wire.js';
import { cartRoutes } from '../routes/cart.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The cart calls of spec §7. The card provider's fraud check is `/d2d/stripe/kt` (checkout
 * calls): `kt` is the fraud-scoring service whose `ris_session_id` the check carries.
 * The schemas and summary of each call; method, path and login need come from `cartRoutes`.
 */
export const cartEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    cartGet: { ...cartRoutes.cartGet, response: cartSchema, summary: "The shopper's cart" },
    cartAdd: {
      ...cartRoutes.cartAdd,
      body: cartAddPayloadSchema,
      response: cartSchema,
      summary: 'Add a product or a built bundle',
    },
    cartApplyCoupon: {
      ...cartRoutes.cartApplyCoupon,
      body: cartCouponBodySchema,
      response: cartSchema,
      summary: 'Apply a coupon (one at a time)',
    },
    cartRemoveCoupon: { ...cartRoutes.cartRemoveCoupon, response: cartSchema, summary: 'Remove the applied coupon' },
    cartRedeem: { ...cartRoutes.cartRedeem, response: cartSchema, summary: 'Pay part of the cart with wallet credit' },
    cartRemoveRedeem: { ...cartRoutes.cartRemoveRedeem, response: cartSchema, summary: 'Stop using wallet credit' },
    cartRemoveLine: { ...cartRoutes.cartRemoveLine, response: cartSchema, summary: 'Remove a cart line by its id' },
    cartUpdate: {
      ...cartRoutes.cartUpdate,
      body: cartUpdateBodySchema,
      response: cartSchema,
      summary: 'Set or clear the gift of the cart with this id',
    },
    cartCheckout: {
      ...cartRoutes.cartCheckout,
      body: checkoutBodySchema,
      response: checkoutResponseSchema,
      summary: "Create a checkout with the configured provider (at most 5 items)",
    },
    cartAbortCheckout: {
      ...cartRoutes.cartAbortCheckout,
      response: ackSchema,
      summary: 'Abort the checkout of the cart with this id',
    },
    cartPurchase: {
      ...cartRoutes.cartPurchase,
      body: purchaseBodySchema,
      response: checkoutResponseSchema,
      summary: 'Purchase after the provider authorised the payment',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
