/**
 * The new-e-mail form of spec §5 (`PATCH /api/account/update_email`).
 * @module
 */
import { validateEmailConfirmation } from './confirm.js';
import { validateEmail } from './email.js';
import { collectFieldErrors, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';

/** What the new-e-mail form holds. */
export interface ChangeEmailValues {
  readonly email?: string | null;
  readonly email_confirmation?: string | null;
  /** Checked by the server: a wrong one answers 422 ('Your password is incorrect.'). */
  readonly current_password?: string | null;
}

/** A field of {@link ChangeEmailValues}. */
export type ChangeEmailField = 'email' | 'email_confirmation' | 'current_password';

/**
 * Checks the new-e-mail form: e-mail required and well-formed; confirmation matches
 * ('Emails do not match'); current password required. The update button stays disabled while
 * any error remains.
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateChangeEmail({ email: 'new@example.com', email_confirmation: 'new@example.org', current_password: 'x' });
 * // { email_confirmation: 'Emails do not match' }
 */
export function validateChangeEmail(values: ChangeEmailValues): FieldErrors<ChangeEmailField> {
  return collectFieldErrors<ChangeEmailField>({
    email: validateEmail(values.email),
    email_confirmation: validateEmailConfirmation(values.email, values.email_confirmation),
    current_password: validateRequired(values.current_password),
  });
}
