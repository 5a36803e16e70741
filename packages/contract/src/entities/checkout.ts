import { z } from 'zod';
import { unprocessableErrorsSchema } from '../errors/bodies.js';
import { giftFormSchema } from './giftForm.js';
import { idSchema, minorUnitsSchema, moneySchema, urlSchema } from './wire.js';

/**
 * Payment providers by the path segment of their calls (spec §1, §7): `stripe` the card
 * provider, `paypal` the PayPal-type one, `xsolla` the hosted checkout, `livegamer` the legacy
 * default.
 */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'xsolla', 'livegamer'] as const;
/** A payment provider. */
export const paymentProviderSchema = /* @__PURE__ */ (() => z.enum(['stripe', 'paypal', 'xsolla', 'livegamer']))();
/** A payment provider. */
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/**
 * What the checkout charges, as the payment recorded it (addition to spec §3): the lines, the
 * subtotal, the coupon and wallet discounts, the sales tax and the total the provider charges,
 * named as spec §3's purchase completion names them.
 */
export const orderSummarySchema = /* @__PURE__ */ (() => z.object({
  products: z.array(z.object({ title: z.string(), price: moneySchema })),
  subtotal: moneySchema,
  coupon_discount: moneySchema,
  redeem_discount: moneySchema,
  tax: moneySchema,
  tax_percent: z.number().min(0).max(100).nullable().optional(),
  tax_region: z.string().nullable().optional(),
  total: moneySchema,
}))();
/** An order summary. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * Answer of creating a checkout or payment (spec §3 Checkout response). The client acts on it
 * by provider (spec §4): the card provider with a non-zero `amount` and a `client_secret` opens
 * the card modal; a zero amount completes at once; hosted providers open `call_url` in a frame.
 * `payment` names the provider; `id` is the cart the checkout is for.
 */
export const checkoutResponseSchema = /* @__PURE__ */ (() => z.object({
  payment_id: z.string().min(1).nullable().optional(),
  amount: moneySchema.optional(),
  client_secret: z.string().nullable().optional(),
  call_url: urlSchema.nullable().optional(),
  payment: paymentProviderSchema.optional(),
  id: idSchema.optional(),
  status: z.string().optional(),
  /** Errors by field, `base` for the whole request (the 422 shape). */
  errors: unprocessableErrorsSchema.nullable().optional(),
  /** What is charged, tax included (addition; older servers omit it). */
  order_summary: orderSummarySchema.nullable().optional(),
}))();
/** A checkout response. */
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * The card provider's payment source (spec §3): the payment id, the amount in integer minor
 * units (as card providers count), and the client secret the card form confirms with.
 * @example
 * paymentSourceSchema.parse({ payment_id: 'pi_123', amount: 1999, client_secret: 'pi_123_secret_abc' });
 */
export const paymentSourceSchema = /* @__PURE__ */ (() => z.object({
  payment_id: z.string().min(1),
  amount: minorUnitsSchema,
  client_secret: z.string().min(1),
}))();
/** A card payment source. */
export type PaymentSource = z.infer<typeof paymentSourceSchema>;

const riskSessionId = () => z.string().trim().min(1).max(128);

/**
 * Body of the cart checkout and of the providers' `pay` calls: where the provider returns the
 * shopper, the locale, an optional gift, and the fraud-scoring session id.
 */
export const checkoutBodySchema = /* @__PURE__ */ (() => z
  .object({
    redirect_url: urlSchema.min(1),
    locale: z.string().trim().min(2).max(16).optional(),
    gift: giftFormSchema.nullable().optional(),
    ris_session_id: riskSessionId().optional(),
  })
  .strict())();
/** A checkout body. */
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Body of the cart update: the gift to send the order as (or `null` to buy for oneself). */
export const cartUpdateBodySchema = /* @__PURE__ */ (() => z
  .object({ gift: giftFormSchema.nullable() })
  .strict())();
/** A cart update body. */
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** Body of the purchase after the provider authorised the payment (PayPal-type flow, spec §4). */
export const purchaseBodySchema = /* @__PURE__ */ (() => z
  .object({
    payment_id: z.string().trim().min(1).max(128),
    payer_id: z.string().trim().min(1).max(128).optional(),
    ris_session_id: riskSessionId().optional(),
    token: z.string().trim().min(1).max(256).optional(),
  })
  .strict())();
/** A purchase body. */
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** A card-provider billing address as the fraud check sends it. */
export const billingDetailsSchema = /* @__PURE__ */ (() => z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.string().trim().min(3).max(254),
    address: z
      .object({
        line1: z.string().trim().min(1).max(200),
        line2: z.string().trim().max(200).nullable().optional(),
        city: z.string().trim().min(1).max(100),
        state: z.string().trim().min(1).max(100),
        postal_code: z.string().trim().min(1).max(20),
        country: z.string().trim().length(2),
      })
      .strict(),
  })
  .strict())();
/** Billing details. */
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** Body of the card provider's fraud check (spec §7 Cart). */
export const fraudCheckBodySchema = /* @__PURE__ */ (() => z
  .object({
    ris_session_id: riskSessionId(),
    payment_id: z.string().trim().min(1).max(128),
    identifier: z.string().trim().min(1).max(128),
    card_token: z.string().trim().min(1).max(256),
    billing_details: billingDetailsSchema,
  })
  .strict())();
/** A fraud check body. */
export type FraudCheckBody = z.infer<typeof fraudCheckBodySchema>;

/**
 * Answer of the fraud check. A failure shows 'Your purchase cannot be completed. #{code}', or
 * the support-link variant when `code` is absent (spec §8).
 */
export const fraudCheckResultSchema = /* @__PURE__ */ (() => z.object({
  success: z.boolean(),
  code: z.union([z.string(), z.number()]).nullable().optional(),
}))();
/** A fraud check result. */
export type FraudCheckResult = z.infer<typeof fraudCheckResultSchema>;

/** Body of provider calls that act on an existing payment (card purchase, `kt`, PayPal abort). */
export const paymentRefBodySchema = /* @__PURE__ */ (() => z
  .object({ payment_id: z.string().trim().min(1).max(128) })
  .strict())();
/** A payment reference body. */
export type PaymentRefBody = z.infer<typeof paymentRefBodySchema>;
