/**
 * The password rule of spec §5: required, 8 to 16 characters, at least one digit. The same rule
 * applies on every form, sign-up included (DECISIONS.md).
 * @module
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { characterCount } from './fieldErrors.js';

const DIGIT = /[0-9]/;

/**
 * Checks a new password. Which message applies:
 * - missing or empty → 'This field is required.';
 * - fewer than 8 or more than 16 characters (with or without a digit) →
 *   'Must be between 8 – 16 characters and have at least 1 number', since that text states the
 *   whole rule and the length is what is wrong;
 * - 8 to 16 characters without a digit (0-9) → 'Must contain at least one number'.
 * A password is never trimmed: spaces count as characters.
 * @param password - The password as typed.
 * @returns The message, or `null` when the password is acceptable.
 * @example
 * validatePassword('abcdefghijkl'); // 'Must contain at least one number'
 * validatePassword('secret12'); // null
 */
export function validatePassword(password: string | null | undefined): string | null {
  if (password === null || password === undefined || password === '') return MESSAGES.fieldRequired;
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordRule;
  if (!DIGIT.test(password)) return MESSAGES.passwordNeedsNumber;
  return null;
}
