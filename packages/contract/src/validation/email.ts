/**
 * The e-mail rule of spec §5.
 * @module
 */
import { FIELD_REQUIRED, INVALID_EMAIL_ADDRESS } from '../messageTexts.js';
import { isBlank } from './fieldErrors.js';

/**
 * The e-mail pattern: a local part that does not start with '@' or '.' (and holds no '@' or
 * white space), then one or more domain labels of 1 to 63 letters, digits or hyphens each
 * followed by a dot, then a final label of 2 to 6 letters.
 * The store-specific check the spec also names (e.g. temporary domains) is the server's.
 */
export const EMAIL_PATTERN = /^[^@\s.][^@\s]*@(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,6}$/;

/**
 * Whether a text matches {@link EMAIL_PATTERN}, after trimming surrounding white space (the
 * store sends the trimmed value).
 * @param value - The e-mail as typed.
 * @returns `true` for a well-formed address.
 * @example
 * isEmail('player@example.com'); // true
 * isEmail('.player@example.com'); // false
 */
export function isEmail(value: string | null | undefined): boolean {
  return !isBlank(value) && EMAIL_PATTERN.test((value ?? '').trim());
}

/**
 * The e-mail rule of the account forms: empty → 'This field is required.'; not matching the
 * pattern → 'Please enter a valid email address'.
 * @param value - The e-mail as typed.
 * @returns The message, or `null` when valid.
 * @example
 * validateEmail('player@example'); // 'Please enter a valid email address'
 */
export function validateEmail(value: string | null | undefined): string | null {
  if (isBlank(value)) return FIELD_REQUIRED;
  return isEmail(value) ? null : INVALID_EMAIL_ADDRESS;
}
