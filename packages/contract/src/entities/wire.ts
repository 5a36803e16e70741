import { z } from 'zod';

/**
 * Building blocks shared by the entity schemas: the shapes the wire uses for ids, money and
 * dates. Response schemas stay lenient about presence (fields are often optional or null) but
 * strict about what a present value means, so a server bug surfaces at the boundary.
 *
 * Every top-level schema of the contract is built inside an arrow IIFE annotated `@__PURE__`:
 * esbuild and Rollup keep a pure-annotated call whose arguments hold other (unannotated) calls,
 * such as `z.object({ id: z.number() })`, but drop an unused IIFE whole, so a page that imports
 * one helper does not pull zod and every schema into its bundle.
 */

/** True when `value` has at most two decimals, tolerating binary floating-point noise. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A money amount as the wire shows it: a decimal in the site's currency rounded to 2 places
 * (for example `19.99`). Internally money is integer minor units; convert with
 * {@link toMinorUnits} and {@link fromMinorUnits}.
 * @example
 * moneySchema.parse(19.99); // 19.99
 */
export const moneySchema = /* @__PURE__ */ (() => z
  .number()
  .refine(Number.isFinite, 'Expected a finite amount')
  .refine(hasAtMostTwoDecimals, 'Amount must have at most 2 decimals'))();
/** A money amount in the site's currency with at most 2 decimals. */
export type Money = z.infer<typeof moneySchema>;

/**
 * An amount in integer minor units (cents, pence), used where spec §3 says so: the payment
 * source of the card provider.
 */
export const minorUnitsSchema = /* @__PURE__ */ (() => z.number().int().nonnegative())();
/** An integer amount in minor units. */
export type MinorUnits = z.infer<typeof minorUnitsSchema>;

/** A database id: a positive integer. */
export const idSchema = /* @__PURE__ */ (() => z.number().int().positive())();

/**
 * A date or date-time as an ISO 8601 string (`2024-05-01` or `2024-05-01T10:00:00Z`). Kept a
 * string on the wire so no time zone conversion happens before display.
 */
export const wireDateSchema = /* @__PURE__ */ (() => z.string().min(1).max(40))();

/** A URL or a site-relative path such as `/images/box/1.svg`. */
export const urlSchema = /* @__PURE__ */ (() => z.string().max(2048))();

/**
 * Converts a wire amount to integer minor units without float drift.
 * @param amount - a decimal amount such as `19.99`
 * @returns the amount in minor units, e.g. `1999`
 * @example
 * toMinorUnits(2.99); // 299
 */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Converts integer minor units to the wire's 2-decimal amount.
 * @param minor - an integer amount such as `1999`
 * @returns the decimal amount, e.g. `19.99`
 * @example
 * fromMinorUnits(1499); // 14.99
 */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * A generic acknowledgement for calls whose answer carries no data (spec §7 shows no body for
 * them): `success` tells whether the action was done; `message` is for display.
 */
export const ackSchema = /* @__PURE__ */ (() => z.object({
  success: z.boolean(),
  message: z.string().optional(),
}))();
/** A generic acknowledgement answer. */
export type Ack = z.infer<typeof ackSchema>;
