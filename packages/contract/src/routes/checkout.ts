import type { RouteDefinition } from './route.js';

/** The payment provider calls of spec §7; which `pay` runs is a server setting (default livegamer). */
export const checkoutRoutes = {
  stripePay: { method: 'POST', path: '/d2d/stripe/pay', auth: true },
  xsollaPay: { method: 'POST', path: '/d2d/xsolla/pay', auth: true },
  paypalPay: { method: 'POST', path: '/d2d/paypal/pay', auth: true },
  livegamerPay: { method: 'POST', path: '/d2d/livegamer/pay', auth: true },
  stripePurchase: { method: 'POST', path: '/d2d/stripe/purchase', auth: true },
  paypalPurchase: { method: 'POST', path: '/d2d/paypal/purchase', auth: true },
  stripeFraudCheck: { method: 'POST', path: '/d2d/stripe/kt', auth: true },
  paypalAbortCheckout: { method: 'POST', path: '/d2d/paypal/on_abort_checkout', auth: true },
  paypalRedeem: { method: 'POST', path: '/d2d/paypal/redeem', auth: true },
  stripeRedeem: { method: 'POST', path: '/d2d/stripe/redeem', auth: true },
  // which card form the card modal shows (sandbox fields or Stripe.js); spec §7 has no such call
  cardForm: { method: 'GET', path: '/api/payments/card_form', auth: false, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
