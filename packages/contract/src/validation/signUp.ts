/**
 * The sign-up form of spec §5.
 * @module
 */
import { validateCaptcha } from './captcha.js';
import { validateEmail } from './email.js';
import { collectFieldErrors, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';
import { validatePassword } from './password.js';

/** What the sign-up form holds; the optional mailing-list box needs no check. */
export interface SignUpValues {
  readonly user_name?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  /** The captcha solution; empty until solved. */
  readonly captcha?: string | null;
}

/** A field of {@link SignUpValues}. */
export type SignUpField = 'user_name' | 'email' | 'password' | 'captcha';

/**
 * Checks the sign-up form: user name required; e-mail required and well-formed; the password
 * rule ({@link validatePassword}); captcha solved ('Please fill up captcha'). Submit stays
 * disabled while any error remains.
 * @param values - The form's values.
 * @returns The errors by field; empty when the form may be sent.
 * @example
 * validateSignUp({ user_name: 'ana', email: 'ana@example.com', password: 'secret12', captcha: '' });
 * // { captcha: 'Please fill up captcha' }
 */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return collectFieldErrors<SignUpField>({
    user_name: validateRequired(values.user_name),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    captcha: validateCaptcha(values.captcha),
  });
}
