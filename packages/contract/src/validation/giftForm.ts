/**
 * The gift checkout form of spec §5. Field names are the wire names of §3's gift form.
 * @module
 */
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_MIN_LENGTH, GIFT_NAME_MAX_LENGTH } from '../constants.js';
import { FIELD_REQUIRED, GIFT_MESSAGE_TOO_LONG, GIFT_MESSAGE_TOO_SHORT, GIFT_NAME_TOO_LONG, INVALID_EMAIL } from '../messageTexts.js';
import { isEmail } from './email.js';
import { characterCount, collectFieldErrors, isBlank } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';

/** What the gift form holds. */
export interface GiftFormValues {
  readonly gift_first_name?: string | null;
  readonly gift_last_name?: string | null;
  readonly gift_email?: string | null;
  readonly gift_mail_body?: string | null;
}

/** A field of {@link GiftFormValues}. */
export type GiftFormField = 'gift_first_name' | 'gift_last_name' | 'gift_email' | 'gift_mail_body';

/**
 * Checks the gift form. Values are trimmed before counting, as they are before sending.
 * - first and last name: required ('This field is required.'); more than 20 characters →
 *   'Input text can not be more than 20 characters.';
 * - e-mail: required; not matching the e-mail pattern → 'This is not a valid email.';
 * - message: required; fewer than 3 characters → 'Input text can not be less than 3 characters.';
 *   more than 256 → 'Input text can not be more than 256 characters.'.
 * Server errors for these fields attach with {@link fieldErrorsFromServer}.
 * @param values - The form's values.
 * @returns The errors by field; empty when the gift may be sent.
 * @example
 * validateGiftForm({ gift_first_name: 'Ana', gift_last_name: 'Lee', gift_email: 'ana@', gift_mail_body: 'Hi' });
 * // { gift_email: 'This is not a valid email.', gift_mail_body: 'Input text can not be less than 3 characters.' }
 */
export function validateGiftForm(values: GiftFormValues): FieldErrors<GiftFormField> {
  return collectFieldErrors<GiftFormField>({
    gift_first_name: validateGiftName(values.gift_first_name),
    gift_last_name: validateGiftName(values.gift_last_name),
    gift_email: validateGiftEmail(values.gift_email),
    gift_mail_body: validateGiftMessage(values.gift_mail_body),
  });
}

/**
 * The gift recipient name rule (first or last name).
 * @param value - The name as typed.
 * @returns The message, or `null` when valid.
 * @example
 * validateGiftName('A'.repeat(21)); // 'Input text can not be more than 20 characters.'
 */
export function validateGiftName(value: string | null | undefined): string | null {
  if (isBlank(value)) return FIELD_REQUIRED;
  return characterCount((value ?? '').trim()) > GIFT_NAME_MAX_LENGTH ? GIFT_NAME_TOO_LONG : null;
}

/**
 * The gift recipient e-mail rule.
 * @param value - The e-mail as typed.
 * @returns The message, or `null` when valid.
 * @example
 * validateGiftEmail('friend@example'); // 'This is not a valid email.'
 */
export function validateGiftEmail(value: string | null | undefined): string | null {
  if (isBlank(value)) return FIELD_REQUIRED;
  return isEmail(value) ? null : INVALID_EMAIL;
}

/**
 * The gift message rule (3 to 256 characters).
 * @param value - The message as typed.
 * @returns The message, or `null` when valid.
 * @example
 * validateGiftMessage('Hi'); // 'Input text can not be less than 3 characters.'
 */
export function validateGiftMessage(value: string | null | undefined): string | null {
  if (isBlank(value)) return FIELD_REQUIRED;
  const length = characterCount((value ?? '').trim());
  if (length < GIFT_MESSAGE_MIN_LENGTH) return GIFT_MESSAGE_TOO_SHORT;
  if (length > GIFT_MESSAGE_MAX_LENGTH) return GIFT_MESSAGE_TOO_LONG;
  return null;
}
