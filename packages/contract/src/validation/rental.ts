/**
 * The rental rule: 1 to 5 days, price times days (spec §5; DECISIONS.md picks 5 over the "1 to 3"
 * of one notice).
 * @module
 */
import { RENTAL_MAX_DAYS, RENTAL_MIN_DAYS } from '../constants.js';
import { MESSAGES } from '../messages.js';

/**
 * Whether a rental length is allowed: a whole number of days from 1 to 5.
 * @param days - The chosen length.
 * @returns `true` for 1, 2, 3, 4 or 5.
 * @example
 * isValidRentalDays(6); // false
 */
export function isValidRentalDays(days: number): boolean {
  return Number.isInteger(days) && days >= RENTAL_MIN_DAYS && days <= RENTAL_MAX_DAYS;
}

/**
 * The rental-length rule as a message.
 * @param days - The chosen length.
 * @returns 'Rentals last from 1 to 5 days.' when not allowed, else `null`.
 * @example
 * validateRentalDays(0); // 'Rentals last from 1 to 5 days.'
 */
export function validateRentalDays(days: number): string | null {
  return isValidRentalDays(days) ? null : MESSAGES.rentalDaysOutOfRange;
}

/**
 * The price of a rental: the price per 24-hour block times the days, in minor units.
 * @param priceMinor - Price per block in minor units (e.g. 299 for $2.99), a non-negative integer.
 * @param days - Days from 1 to 5.
 * @returns The total in minor units.
 * @throws RangeError with 'Rentals last from 1 to 5 days.' for a bad length, or when the price is
 *   not a non-negative integer.
 * @example
 * rentalPrice(299, 3); // 897
 */
export function rentalPrice(priceMinor: number, days: number): number {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) {
    throw new RangeError(`rentalPrice needs a non-negative integer price in minor units, got ${priceMinor}`);
  }
  if (!isValidRentalDays(days)) throw new RangeError(MESSAGES.rentalDaysOutOfRange);
  return priceMinor * days;
}
