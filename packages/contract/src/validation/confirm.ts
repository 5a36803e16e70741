/**
 * Confirmation fields of spec §5: a repeated password or e-mail must match the first one.
 * @module
 */
import { MESSAGES } from '../messages.js';
import { isBlank } from './fieldErrors.js';

/**
 * The password-confirmation rule: empty → 'This field is required.'; different from the password
 * (exactly, nothing trimmed) → 'Passwords do not match'.
 * @param password - The new password.
 * @param confirmation - The repeated password.
 * @returns The message, or `null` when they match.
 * @example
 * validatePasswordConfirmation('secret12', 'secret13'); // 'Passwords do not match'
 */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): string | null {
  if (confirmation === null || confirmation === undefined || confirmation === '') return MESSAGES.fieldRequired;
  return confirmation === (password ?? '') ? null : MESSAGES.passwordsDoNotMatch;
}

/**
 * The confirm-e-mail rule: empty → 'This field is required.'; different from the e-mail →
 * 'Emails do not match'. Surrounding white space and letter case are ignored, because neither
 * changes where the mail goes and the store sends the trimmed address.
 * @param email - The new e-mail.
 * @param confirmation - The repeated e-mail.
 * @returns The message, or `null` when they match.
 * @example
 * validateEmailConfirmation('me@example.com', 'Me@Example.com '); // null
 */
export function validateEmailConfirmation(
  email: string | null | undefined,
  confirmation: string | null | undefined,
): string | null {
  if (isBlank(confirmation)) return MESSAGES.fieldRequired;
  const same = (confirmation ?? '').trim().toLowerCase() === (email ?? '').trim().toLowerCase();
  return same ? null : MESSAGES.emailsDoNotMatch;
}
