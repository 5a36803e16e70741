import { z } from 'zod';
import { RENTAL_MAX_DAYS, RENTAL_MIN_DAYS } from '../constants.js';
import { idSchema, moneySchema } from './wire.js';

/** Rental length in days (1 to 5, DECISIONS.md). */
export const rentalDaysSchema = /* @__PURE__ */ (() => z.number().int().min(RENTAL_MIN_DAYS).max(RENTAL_MAX_DAYS))();

/**
 * A rental option (spec §3): days and the price, which is the 24-hour block price times days.
 * @example
 * rentalOptionSchema.parse({ days: 3, price: 8.97 });
 */
export const rentalOptionSchema = /* @__PURE__ */ (() => z.object({ days: rentalDaysSchema, price: moneySchema }))();
/** A rental option. */
export type RentalOption = z.infer<typeof rentalOptionSchema>;

/** Body of `POST /d2d/xsolla/rent`: days, the product, and `again` to rent a title once more. */
export const rentBodySchema = /* @__PURE__ */ (() => z
  .object({
    days: rentalDaysSchema,
    product_id: idSchema,
    again: z.boolean().optional(),
  })
  .strict())();
/** A rent body. */
export type RentBody = z.infer<typeof rentBodySchema>;
