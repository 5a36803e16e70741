import { z } from 'zod';
import { pagedSchema } from './paging.js';
import { idSchema, moneySchema, urlSchema, wireDateSchema } from './wire.js';

/** A product line of an order; `trade_in` is set once the game was traded in. */
export const orderProductSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  title: z.string(),
  thumbnail_image: urlSchema.nullable().optional(),
  purchase_type: z.enum(['purchase', 'rental']).optional(),
  price: moneySchema,
  trade_in: z
    .object({ trade_in_date: wireDateSchema, trade_in_price: moneySchema })
    .nullable()
    .optional(),
}))();
/** A product line of an order. */
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * What a line of the purchase history is: a cart order, a premium plan month or a rental
 * (both paid through the premium checkout).
 */
export const orderKindSchema = /* @__PURE__ */ (() => z.enum(['purchase', 'premium', 'rental']))();
/** An order kind. */
export type OrderKind = z.infer<typeof orderKindSchema>;

/**
 * An order of the purchase history (spec §3 Order). `to_account.email` is the gift recipient;
 * `currency` is the currency symbol; `price` the order total. A premium charge (a plan month or
 * a rental) is listed too: its `id` is the payment's id (a string), `kind` says which, and a
 * plan month, which buys no product, names what it bought in `title`.
 * @example
 * const page = orderPageSchema.parse(await res.json());
 */
export const orderSchema = /* @__PURE__ */ (() => z.object({
  id: z.union([idSchema, z.string().min(1).max(64)]),
  kind: orderKindSchema.optional(),
  title: z.string().optional(),
  payment_date: wireDateSchema,
  products: z.array(orderProductSchema),
  currency: z.string().min(1).max(4),
  to_account: z.object({ email: z.string() }).nullable().optional(),
  price: moneySchema,
}))();
/** An order. */
export type Order = z.infer<typeof orderSchema>;

/** One page of orders (`GET /api/account/payments`, `GET /api/account/purchases`). */
export const orderPageSchema = /* @__PURE__ */ (() => pagedSchema(orderSchema))();
/** A page of orders. */
export type OrderPage = z.infer<typeof orderPageSchema>;
