import { z } from 'zod';
import { wireDateSchema } from './wire.js';

/**
 * A coupon of "My coupons" (spec §3 Coupon): title, description, expiry and the code to enter.
 * @example
 * couponSchema.parse({ title: '10% off', desc: 'Next purchase', expirationDate: '2025-01-31', code: 'WELCOME10' });
 */
export const couponSchema = /* @__PURE__ */ (() => z.object({
  title: z.string(),
  desc: z.string().nullable().optional(),
  expirationDate: wireDateSchema.nullable().optional(),
  code: z.string().min(1),
}))();
/** A coupon. */
export type Coupon = z.infer<typeof couponSchema>;

/** The shopper's coupons. */
export const couponListSchema = /* @__PURE__ */ (() => z.object({ items: z.array(couponSchema) }))();
/** A coupon list. */
export type CouponList = z.infer<typeof couponListSchema>;
