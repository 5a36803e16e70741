import {
  checkoutBodySchema,
  checkoutResponseSchema,
  fraudCheckBodySchema,
  fraudCheckResultSchema,
  paymentRefBodySchema,
  paymentSourceSchema,
  purchaseBodySchema,
} from '../entities/checkout.js';
import { cardFormSchema } from '../entities/cardForm.js';
import { publisherRedeemBodySchema } from '../entities/publisherRedeem.js';
import { ackSchema } from '../entities/wire.js';
import { checkoutRoutes } from '../routes/checkout.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The payment provider calls of spec §7; which `pay` runs is a server setting (default livegamer).
 * The schemas and summary of each call; method, path and login need come from `checkoutRoutes`.
 */
export const checkoutEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    stripePay: {
      ...checkoutRoutes.stripePay,
      body: checkoutBodySchema,
      response: paymentSourceSchema,
      summary: 'Create a card payment; confirm it client-side with the client secret',
    },
    xsollaPay: {
      ...checkoutRoutes.xsollaPay,
      body: checkoutBodySchema,
      response: checkoutResponseSchema,
      summary: 'Create a hosted-checkout payment (call_url opens in a frame)',
    },
    paypalPay: {
      ...checkoutRoutes.paypalPay,
      body: checkoutBodySchema,
      response: checkoutResponseSchema,
      summary: 'Create a PayPal-type payment',
    },
    livegamerPay: {
      ...checkoutRoutes.livegamerPay,
      body: checkoutBodySchema,
      response: checkoutResponseSchema,
      summary: "Create a legacy provider's payment (the default)",
    },
    stripePurchase: {
      ...checkoutRoutes.stripePurchase,
      body: paymentRefBodySchema,
      response: checkoutResponseSchema,
      summary: 'Complete a confirmed card payment',
    },
    paypalPurchase: {
      ...checkoutRoutes.paypalPurchase,
      body: purchaseBodySchema,
      response: checkoutResponseSchema,
      summary: 'Complete an authorised PayPal-type payment',
    },
    stripeFraudCheck: {
      ...checkoutRoutes.stripeFraudCheck,
      body: fraudCheckBodySchema,
      response: fraudCheckResultSchema,
      summary: "Fraud check of a card payment before it is confirmed",
    },
    paypalAbortCheckout: {
      ...checkoutRoutes.paypalAbortCheckout,
      body: paymentRefBodySchema,
      response: ackSchema,
      summary: 'The shopper left the PayPal-type checkout',
    },
    paypalRedeem: {
      ...checkoutRoutes.paypalRedeem,
      body: publisherRedeemBodySchema,
      response: ackSchema,
      summary: 'Redeem a publisher-account purchase (PayPal-type)',
    },
    stripeRedeem: {
      ...checkoutRoutes.stripeRedeem,
      body: publisherRedeemBodySchema,
      response: ackSchema,
      summary: 'Redeem a publisher-account purchase (card)',
    },
    cardForm: {
      ...checkoutRoutes.cardForm,
      response: cardFormSchema,
      summary: "The card modal's form: the sandbox's card fields, or Stripe.js with the publishable key",
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
