import type { RouteDefinition } from './route.js';

/**
 * The cart calls of spec §7. The card provider's fraud check is `/d2d/stripe/kt` (checkout
 * calls): `kt` is the fraud-scoring service whose `ris_session_id` the check carries.
 * Method, path and login need only (schemas and summaries are in `endpoints`): importing this
 * never pulls zod in.
 */
export const cartRoutes = {
  cartGet: { method: 'GET', path: '/api/account/shopping_carts', auth: true },
  cartAdd: { method: 'POST', path: '/api/account/shopping_carts', auth: true },
  cartApplyCoupon: { method: 'POST', path: '/api/account/shopping_carts/coupon', auth: true },
  cartRemoveCoupon: { method: 'DELETE', path: '/api/account/shopping_carts/coupon/:code', auth: true },
  cartRedeem: { method: 'POST', path: '/api/account/shopping_carts/redeem', auth: true },
  cartRemoveRedeem: { method: 'POST', path: '/api/account/shopping_carts/remove_redeem', auth: true },
  cartRemoveLine: { method: 'DELETE', path: '/api/account/shopping_carts/:id', auth: true },
  // spec §7: update cart, checkout, abort checkout and purchase are named without paths
  cartUpdate: { method: 'PUT', path: '/api/account/shopping_carts/:id', auth: true, chosen: true },
  cartCheckout: { method: 'POST', path: '/api/account/shopping_carts/checkout', auth: true, chosen: true },
  cartAbortCheckout: { method: 'POST', path: '/api/account/shopping_carts/abort_checkout/:id', auth: true, chosen: true },
  cartPurchase: { method: 'POST', path: '/api/account/shopping_carts/purchase', auth: true, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
