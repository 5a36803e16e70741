import {
  checkoutBodySchema,
  checkoutResponseSchema,
  fraudCheckBodySchema,
  fraudCheckResultSchema,
  paymentRefBodySchema,
  paymentSourceSchema,
  purchaseBodySchema,
} from '../entities/checkout.js';
import { publisherRedeemBodySchema } from '../entities/publisherRedeem.js';
import { ackSchema } from '../entities/wire.js';
import type { EndpointDefinition } from './endpoint.js';

/** The payment provider calls of spec §7; which `pay` runs is a server setting (default livegamer). */
export const checkoutEndpoints = {
  stripePay: {
    method: 'POST',
    path: '/d2d/stripe/pay',
    auth: true,
    body: checkoutBodySchema,
    response: paymentSourceSchema,
    summary: 'Create a card payment; confirm it client-side with the client secret',
  },
  xsollaPay: {
    method: 'POST',
    path: '/d2d/xsolla/pay',
    auth: true,
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    summary: 'Create a hosted-checkout payment (call_url opens in a frame)',
  },
  paypalPay: {
    method: 'POST',
    path: '/d2d/paypal/pay',
    auth: true,
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    summary: 'Create a PayPal-type payment',
  },
  livegamerPay: {
    method: 'POST',
    path: '/d2d/livegamer/pay',
    auth: true,
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    summary: "Create a legacy provider's payment (the default)",
  },
  stripePurchase: {
    method: 'POST',
    path: '/d2d/stripe/purchase',
    auth: true,
    body: paymentRefBodySchema,
    response: checkoutResponseSchema,
    summary: 'Complete a confirmed card payment',
  },
  paypalPurchase: {
    method: 'POST',
    path: '/d2d/paypal/purchase',
    auth: true,
    body: purchaseBodySchema,
    response: checkoutResponseSchema,
    summary: 'Complete an authorised PayPal-type payment',
  },
  stripeFraudCheck: {
    method: 'POST',
    path: '/d2d/stripe/kt',
    auth: true,
    body: fraudCheckBodySchema,
    response: fraudCheckResultSchema,
    summary: "Fraud check of a card payment before it is confirmed",
  },
  paypalAbortCheckout: {
    method: 'POST',
    path: '/d2d/paypal/on_abort_checkout',
    auth: true,
    body: paymentRefBodySchema,
    response: ackSchema,
    summary: 'The shopper left the PayPal-type checkout',
  },
  paypalRedeem: {
    method: 'POST',
    path: '/d2d/paypal/redeem',
    auth: true,
    body: publisherRedeemBodySchema,
    response: ackSchema,
    summary: 'Redeem a publisher-account purchase (PayPal-type)',
  },
  stripeRedeem: {
    method: 'POST',
    path: '/d2d/stripe/redeem',
    auth: true,
    body: publisherRedeemBodySchema,
    response: ackSchema,
    summary: 'Redeem a publisher-account purchase (card)',
  },
} as const satisfies Record<string, EndpointDefinition>;
