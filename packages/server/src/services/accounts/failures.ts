import { MESSAGES } from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';

/**
 * The failures of the accounts area, in the body shapes of spec §8. Texts the spec writes are
 * taken from the contract's MESSAGES; the others are our wording.
 */
export const ACCOUNT_TEXT = {
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later or reset your password.',
  mustConfirm: 'You have to confirm your email address before continuing.',
  passwordNotSet: 'Your account has no password yet. We sent you an email with a link to choose one.',
  rememberTokenInvalid: 'Your saved login has expired. Please log in again.',
  emailTaken: 'This email address is already registered.',
  captchaInvalid: 'The captcha could not be verified. Please solve it again.',
  captchaUsed: 'This captcha was already used. Please solve it again.',
  confirmationLinkInvalid: 'This confirmation link is invalid or has expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  mustBeBoolean: 'Must be true or false.',
  unknownCountry: 'Please choose a country from the list.',
  notYourEmail: 'This is not the email address of your account.',
  resetRequested: 'If an account exists for this email address, we sent it a link to reset the password.',
  confirmationResent: 'If an account is waiting for confirmation of this email address, we sent it a new link.',
  gdprNeedsLogin: 'Please log in to give your consent.',
  unknownField: 'This field is not accepted here.',
  loggedOut: 'You are logged out.',
  passwordReset: 'Your password has been changed. Please log in with your new password.',
  emailConfirmed: 'Your email address is confirmed.',
} as const;

/** Our limit message for free-text fields, in the style of the spec's gift-form texts. */
export function tooLong(max: number): string {
  return `Input text can not be more than ${max} characters.`;
}

/** 422 'Your password is incorrect.' on `current_password` (spec §5, §8). */
export function passwordIncorrect(): ApiError {
  return ApiError.unprocessable(undefined, { current_password: [MESSAGES.passwordIncorrect] });
}

/** True for SQLite's (and PostgreSQL's) unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
