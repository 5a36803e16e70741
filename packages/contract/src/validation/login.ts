/**
 * The login and forgot-password forms of spec §5.
 * @module
 */
import { validateEmail } from './email.js';
import { collectFieldErrors, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';

/** What the login form holds. */
export interface LoginValues {
  readonly email?: string | null;
  readonly password?: string | null;
}

/** A field of {@link LoginValues}. */
export type LoginField = 'email' | 'password';

/**
 * Checks the login form: e-mail required and well-formed; password only required (an existing
 * password is checked by the server, not against the new-password rule).
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateLogin({ email: 'ana@example.com', password: '' }); // { password: 'This field is required.' }
 */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return collectFieldErrors<LoginField>({
    email: validateEmail(values.email),
    password: validateRequired(values.password),
  });
}

/** What the forgot-password form holds (pre-filled and locked when logged in). */
export interface ForgotPasswordValues {
  readonly email?: string | null;
}

/**
 * Checks the forgot-password form: e-mail required and well-formed.
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateForgotPassword({ email: '' }); // { email: 'This field is required.' }
 */
export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<'email'> {
  return collectFieldErrors<'email'>({ email: validateEmail(values.email) });
}
