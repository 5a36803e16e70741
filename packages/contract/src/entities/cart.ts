import { z } from 'zod';
import { productSummarySchema } from './product.js';
import { idSchema, moneySchema, urlSchema } from './wire.js';

/** The product of a cart line (spec §3 Cart line). `has_own`/`own_count`: the shopper owns it. */
export const cartLineProductSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  title: z.string(),
  thumbnail_image: urlSchema.nullable().optional(),
  platform_ids: z.array(z.number().int()).optional(),
  genres: z.array(z.string()).optional(),
  drm_type: z.string().nullable().optional(),
  has_own: z.boolean().optional(),
  own_count: z.number().int().nonnegative().optional(),
}))();
/** The product of a cart line. */
export type CartLineProduct = z.infer<typeof cartLineProductSchema>;

/** The offer prices of a cart line. A `vip_price` above 0 replaces the discounted price. */
export const cartOfferItemsSchema = /* @__PURE__ */ (() => z.object({
  atgames_price: moneySchema.nullable().optional(),
  discounted_price: moneySchema.nullable().optional(),
  vip_price: moneySchema.nullable().optional(),
  /** Above 0 on an ADS title: the cart shows the trade-in reminder. */
  trade_in_price: moneySchema.nullable().optional(),
}))();
/** The offer prices of a cart line. */
export type CartOfferItems = z.infer<typeof cartOfferItemsSchema>;

/** One line of the cart. `id` is the line id that `DELETE …/shopping_carts/{id}` removes. */
export const cartLineSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  originPrice: moneySchema,
  discountedPrice: moneySchema,
  product: cartLineProductSchema,
  offer_items: cartOfferItemsSchema.nullable().optional(),
}))();
/** A cart line. */
export type CartLine = z.infer<typeof cartLineSchema>;

/** The coupon applied to the cart (one at a time). */
export const couponDetailSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  code: z.string(),
  coupon_description: z.string().nullable().optional(),
}))();
/** The applied coupon. */
export type CouponDetail = z.infer<typeof couponDetailSchema>;

/** A discount expressed as an amount in the cart's currency (`currency`) and, if known, percent. */
export const discountValueSchema = /* @__PURE__ */ (() => z.object({
  currency: moneySchema,
  percent: z.number().min(0).max(100).nullable().optional(),
}))();
/** A discount value. */
export type DiscountValue = z.infer<typeof discountValueSchema>;

/**
 * How the cart's sales tax is known: `estimated` from the account's billing address (the
 * payment charges exactly this), `included` in the prices (UK and EU VAT), `none` (a billing
 * address without US sales tax), `at_checkout` (no billing address yet: the checkout's order
 * summary shows it before paying).
 */
export const CART_TAX_STATUSES = ['estimated', 'included', 'none', 'at_checkout'] as const;

/**
 * The cart's sales tax (spec §1 "Sales tax is set by ZIP code"): the amount, the rate in
 * percent and the state it is for, when known.
 */
export const cartTaxSchema = /* @__PURE__ */ (() => z.object({
  currency: moneySchema,
  percent: z.number().min(0).max(100).nullable().optional(),
  region: z.string().nullable().optional(),
  status: z.enum(CART_TAX_STATUSES),
}))();
/** The cart's sales tax. */
export type CartTax = z.infer<typeof cartTaxSchema>;

/**
 * The shopper's cart (spec §3). Totals are decimals rounded to 2 places; `tax` and
 * `total_price` (additions) carry the sales tax and the amount the payment charges. `vip` tells how much
 * the top VIP tier would save and how much more spending reaches it.
 * @example
 * const cart = cartSchema.parse(await res.json());
 * cart.cart_details.length; // lines, at most 5 per purchase
 * cart.total_price ?? cart.net_price; // what the checkout charges, tax included when known
 */
export const cartSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  cart_details: z.array(cartLineSchema),
  coupon_details: couponDetailSchema.nullable().optional(),
  discount_detail: z
    .object({
      discounts: z.object({
        details: z.object({
          coupon_discount: discountValueSchema.nullable().optional(),
          redeem_discount: discountValueSchema.nullable().optional(),
        }),
      }),
    })
    .nullable()
    .optional(),
  currency_symbol: z.string().min(1).max(4),
  message: z.string().nullable().optional(),
  bulletins: z.array(z.object({ message: z.string() })).optional(),
  recommendation: z.array(productSummarySchema).nullable().optional(),
  gross_price: moneySchema,
  net_price: moneySchema,
  /** Sales tax of the order (not in spec §3; older servers omit it). */
  tax: cartTaxSchema.nullable().optional(),
  /** What the payment charges: `net_price` plus tax, less wallet credit that also covers the tax. */
  total_price: moneySchema.nullable().optional(),
  streaming: z.object({ estimated_hours: z.number().int().nonnegative() }).nullable().optional(),
  vip: z
    .object({
      top_tier_save: moneySchema,
      only_amount_to_top_tier: moneySchema,
    })
    .nullable()
    .optional(),
}))();
/** The cart. */
export type Cart = z.infer<typeof cartSchema>;

/** The longest coupon code the server accepts. */
export const COUPON_CODE_MAX_LENGTH = 64;

/**
 * Body of `POST /api/account/shopping_carts` (spec §3 Cart add payload): either a `product_id`
 * (with `allowNonRequiredBase` to add a DLC without its base game), or a bundle built with the
 * bundle builder (`skuId` plus `contentSkuIds`). `coupon_code` applies a coupon at once.
 * @example
 * cartAddPayloadSchema.parse({ product_id: 1042 });
 * cartAddPayloadSchema.parse({ skuId: 9001, contentSkuIds: [11, 12, 13] });
 */
export const cartAddPayloadSchema = /* @__PURE__ */ (() => z
  .object({
    product_id: idSchema.optional(),
    allowNonRequiredBase: z.boolean().optional(),
    skuId: idSchema.optional(),
    contentSkuIds: z.array(idSchema).min(1).max(50).optional(),
    coupon_code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((p) => p.product_id !== undefined || p.skuId !== undefined, {
    message: 'Either product_id or skuId is required',
    path: ['product_id'],
  })
  .refine((p) => p.contentSkuIds === undefined || p.skuId !== undefined, {
    message: 'contentSkuIds needs the skuId of the custom bundle',
    path: ['skuId'],
  }))();
/** A cart add payload. */
export type CartAddPayload = z.infer<typeof cartAddPayloadSchema>;

/** Body of `POST /api/account/shopping_carts/coupon`. */
export const cartCouponBodySchema = /* @__PURE__ */ (() => z
  .object({ coupon_code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH) })
  .strict())();
/** A coupon body. */
export type CartCouponBody = z.infer<typeof cartCouponBodySchema>;

export { cartLinePrices, type CartLinePrices } from './cartLinePrices.js';
