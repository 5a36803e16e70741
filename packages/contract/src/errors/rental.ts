/**
 * What a failed rental shows (spec §8 "Premium and rental").
 * @module
 */
import { RENTAL_ALREADY_ACTIVE, RENTAL_ALREADY_OWNED } from '../messageTexts.js';
import { RENTAL_ERROR_CODE, sameErrorCode } from './codes.js';

/**
 * The outcome of a rental error code: `warn` shows `message` as a warning (4003, 4006), `close`
 * just closes the rental message (4004), `other` means the code is not a rental code and the
 * caller falls back to the cart/premium 422 rule ({@link resolveUnprocessable}).
 */
export type RentalFailure =
  | { readonly kind: 'warn'; readonly message: string }
  | { readonly kind: 'close' }
  | { readonly kind: 'other' };

/**
 * Classifies a rental `error_code`.
 * @param code - The body's `error_code` (number or numeric string).
 * @returns The outcome to act on.
 * @example
 * rentalFailure(4006); // { kind: 'warn', message: 'You are already renting this game.' }
 */
export function rentalFailure(code: number | string | null | undefined): RentalFailure {
  if (sameErrorCode(code, RENTAL_ERROR_CODE.alreadyOwned)) return { kind: 'warn', message: RENTAL_ALREADY_OWNED };
  if (sameErrorCode(code, RENTAL_ERROR_CODE.alreadyRented)) return { kind: 'warn', message: RENTAL_ALREADY_ACTIVE };
  if (sameErrorCode(code, RENTAL_ERROR_CODE.checkoutCancelled)) return { kind: 'close' };
  return { kind: 'other' };
}
