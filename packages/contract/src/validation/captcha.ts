/**
 * The captcha rule of the sign-up form (spec §5).
 * @module
 */
import { MESSAGES } from '../messages.js';
import { isBlank } from './fieldErrors.js';

/**
 * Checks that the captcha was solved (its token or payload is present).
 * @param token - The captcha solution, empty until solved or after it expired.
 * @returns 'Please fill up captcha' when missing, else `null`.
 * @example
 * validateCaptcha(''); // 'Please fill up captcha'
 */
export function validateCaptcha(token: string | null | undefined): string | null {
  return isBlank(token) ? MESSAGES.captchaRequired : null;
}
