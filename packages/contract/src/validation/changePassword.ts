/**
 * The change-password and reset-password forms of spec §5. Field names are the wire names of
 * `PATCH /api/account/update_password` and `PUT /api/account/password`.
 * @module
 */
import { validatePasswordConfirmation } from './confirm.js';
import { collectFieldErrors, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';
import { validatePassword } from './password.js';

/** What the reset-password form holds. */
export interface ResetPasswordValues {
  readonly password?: string | null;
  readonly password_confirmation?: string | null;
}

/** A field of {@link ResetPasswordValues}. */
export type ResetPasswordField = 'password' | 'password_confirmation';

/**
 * Checks the reset-password form: the new password follows the password rule; the confirmation
 * equals it ('Passwords do not match').
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateResetPassword({ password: 'secret12', password_confirmation: 'secret12' }); // {}
 */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  return collectFieldErrors<ResetPasswordField>({
    password: validatePassword(values.password),
    password_confirmation: validatePasswordConfirmation(values.password, values.password_confirmation),
  });
}

/** What the change-password form holds. */
export interface ChangePasswordValues extends ResetPasswordValues {
  readonly current_password?: string | null;
}

/** A field of {@link ChangePasswordValues}. */
export type ChangePasswordField = 'current_password' | ResetPasswordField;

/**
 * Checks the change-password form: current password required; the new one follows the password
 * rule; the confirmation equals the new one.
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateChangePassword({ current_password: 'old-pass1', password: 'newpass12', password_confirmation: 'newpass13' });
 * // { password_confirmation: 'Passwords do not match' }
 */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return collectFieldErrors<ChangePasswordField>({
    current_password: validateRequired(values.current_password),
    password: validatePassword(values.password),
    password_confirmation: validatePasswordConfirmation(values.password, values.password_confirmation),
  });
}
