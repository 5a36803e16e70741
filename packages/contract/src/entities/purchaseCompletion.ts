import { z } from 'zod';
import { discountValueSchema } from './cart.js';
import { queryInt } from './query.js';
import { idSchema, moneySchema, urlSchema, wireDateSchema } from './wire.js';

/** The payment of a completed purchase (spec §3 Purchase completion). */
export const completedPaymentSchema = /* @__PURE__ */ (() => z.object({
  id: z.union([idSchema, z.string().min(1)]),
  payment_date: wireDateSchema,
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  coupon_code: z.string().nullable().optional(),
  discount_detail: z
    .object({
      total_discount: moneySchema,
      details: z
        .object({ coupon_discount: discountValueSchema.nullable().optional() })
        .optional(),
    })
    .nullable()
    .optional(),
  /** Whether keys and downloads are available now (false for pre-orders not yet released). */
  entitlement_enable: z.boolean().optional(),
  /** Cloud Play hours earned by this purchase (floor of total / 10). */
  estimated_hours: z.number().int().nonnegative().optional(),
}))();
/** The payment of a completed purchase. */
export type CompletedPayment = z.infer<typeof completedPaymentSchema>;

/** A product line of a completed purchase. */
export const completedProductSchema = /* @__PURE__ */ (() => z.object({
  title: z.string(),
  url: urlSchema.nullable().optional(),
  price: moneySchema,
  discounted_price: moneySchema.nullable().optional(),
}))();
/** A product line of a completed purchase. */
export type CompletedProduct = z.infer<typeof completedProductSchema>;

/**
 * The receipt of a completed purchase, read by the /complete-purchased page (spec §3, §4).
 * `gift_to_email` is set when the order was a gift. `status` is `'success'` once the order is
 * confirmed; a missing or `'troubled'` status shows 'Please checkout again.'.
 * @example
 * const receipt = purchaseCompletionSchema.parse(await res.json());
 * receipt.payment.total;
 */
export const purchaseCompletionSchema = /* @__PURE__ */ (() => z.object({
  status: z.string().optional(),
  user_name: z.string().nullable().optional(),
  gift_to_email: z.string().nullable().optional(),
  payment: completedPaymentSchema,
  products: z.array(completedProductSchema),
  currency_symbol: z.string().min(1).max(4),
}))();
/** A purchase completion. */
export type PurchaseCompletion = z.infer<typeof purchaseCompletionSchema>;

/** Body of `POST /api/account/complete_purchased`: the cart, and the provider's error if it failed. */
export const completePurchasedBodySchema = /* @__PURE__ */ (() => z
  .object({
    cart_id: idSchema,
    error_code: z.union([z.number().int(), z.string().trim().min(1).max(32)]).nullable().optional(),
  })
  .strict())();
/** A complete-purchased body. */
export type CompletePurchasedBody = z.infer<typeof completePurchasedBodySchema>;

/** Body of `POST /api/account/purchases` (legacy provider's return): the cart and its payment. */
export const purchaseCreateBodySchema = /* @__PURE__ */ (() => z
  .object({
    cart_id: idSchema,
    payment_id: z.string().trim().min(1).max(128).optional(),
  })
  .strict())();
/** A purchase create body. */
export type PurchaseCreateBody = z.infer<typeof purchaseCreateBodySchema>;

/**
 * Body of `POST /api/account/purchases/fail`: the purchase fail code of spec §8 (3001, 4001,
 * 4002, 5001) for the cart or payment that failed.
 */
export const purchaseFailBodySchema = /* @__PURE__ */ (() => z
  .object({
    cart_id: idSchema.optional(),
    payment_id: z.string().trim().min(1).max(128).optional(),
    error_code: z.number().int(),
  })
  .strict()
  .refine((b) => b.cart_id !== undefined || b.payment_id !== undefined, {
    message: 'Either cart_id or payment_id is required',
    path: ['cart_id'],
  }))();
/** A purchase fail body. */
export type PurchaseFailBody = z.infer<typeof purchaseFailBodySchema>;

/** Query of `GET /api/account/complete_purchased`: the cart whose receipt to read. */
export const completePurchasedQuerySchema = /* @__PURE__ */ (() => z.object({ cart_id: queryInt.pipe(idSchema) }))();
/** A receipt query after coercion. */
export type CompletePurchasedQuery = z.output<typeof completePurchasedQuerySchema>;
