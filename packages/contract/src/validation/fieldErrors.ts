/**
 * The shape every form validator returns, and the text helpers they share.
 * @module
 */
import { FIELD_REQUIRED } from '../messageTexts.js';

/**
 * Errors of a form by field name: only invalid fields have an entry, so an empty object means
 * the form is valid.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Whether a validator found any error.
 * @param errors - What a form validator returned.
 * @returns `true` when at least one field has a message.
 * @example
 * submitButton.disabled = hasFieldErrors(validateLogin(values));
 */
export function hasFieldErrors(errors: Readonly<Partial<Record<string, string>>>): boolean {
  return Object.values(errors).some((message) => message !== undefined && message !== '');
}

/**
 * Length in characters (Unicode code points, so an emoji counts once, as a shopper would count).
 * Client and server both count this way, so a limit means the same on both sides.
 * @param value - The text.
 * @returns Its number of code points.
 * @example
 * characterCount('héllo'); // 5
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * The first `max` characters (code points) of a text, never splitting a surrogate pair.
 * @param value - The text.
 * @param max - Most characters to keep.
 * @returns The text, cut when longer.
 * @example
 * clampCharacters('abcdef', 3); // 'abc'
 */
export function clampCharacters(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join('');
}

/**
 * The required rule: `undefined`, `null` and text that is empty after trimming are missing.
 * @param value - The field's value.
 * @returns 'This field is required.' when missing, else `null`.
 * @example
 * validateRequired('  '); // 'This field is required.'
 */
export function validateRequired(value: string | null | undefined): string | null {
  return isBlank(value) ? FIELD_REQUIRED : null;
}

/**
 * Whether a text field is empty (missing, or only white space).
 * @param value - The field's value.
 * @returns `true` when nothing was entered.
 * @example
 * isBlank(' \t'); // true
 */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Builds {@link FieldErrors} from one check result per field, keeping only the messages.
 * @param checks - Each field's message, or `null` when it is valid.
 * @returns The errors by field.
 * @example
 * collectFieldErrors({ email: validateEmail(email), password: null }); // { email: '...' } or {}
 */
export function collectFieldErrors<Field extends string>(
  checks: Readonly<Record<Field, string | null>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
}
