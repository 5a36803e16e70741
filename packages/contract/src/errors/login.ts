/**
 * What failed login and sign-up calls show (spec §8 "Login" and "Sign-up").
 * @module
 */
import { LOGIN_FAILED, SOMETHING_WENT_WRONG } from '../messageTexts.js';
import type { PAGES } from '../storefront/pages.js';
import { readBadRequestBody, readConflictBody, readUnprocessableBody } from './readBodies.js';
import { LOGIN_FAILURE_ID } from './codes.js';
import { fieldErrorsFromServer } from '../validation/serverErrors.js';

/** Route of the page shown after a 409 with id 104 (typed by the page table, written out to keep the table out of small bundles). */
export const COMPLETE_FORGET_PASSWORD_ROUTE: (typeof PAGES)['completeForgetPassword'] = '/complete-forget-password';

/**
 * The outcome of a failed login:
 * - `messages`: show these lines in the login dialog;
 * - `resendConfirmation` (409 id 102): show `message` and the resend button;
 * - `navigate` (409 id 104): go to `path`.
 */
export type LoginFailure =
  | { readonly kind: 'messages'; readonly messages: readonly string[] }
  | { readonly kind: 'resendConfirmation'; readonly message: string }
  | { readonly kind: 'navigate'; readonly path: typeof COMPLETE_FORGET_PASSWORD_ROUTE; readonly message: string };

/**
 * Resolves a failed `POST /api/account/login`: 400 shows the model-state errors, 409 the failure
 * message (102 adds the resend button, 104 goes to /complete-forget-password), anything else
 * (and a 400 or 409 without usable text) '(Login failed. Please try again.)'.
 * @param status - The response status.
 * @param body - The parsed response body (any value).
 * @returns The outcome to act on.
 * @example
 * const failure = resolveLoginFailure(409, { failureError: { id: 102, message: 'Confirm your email first.' } });
 * // { kind: 'resendConfirmation', message: 'Confirm your email first.' }
 */
export function resolveLoginFailure(status: number, body: unknown): LoginFailure {
  const fallback: LoginFailure = { kind: 'messages', messages: [LOGIN_FAILED] };
  if (status === 400) {
    const parsed = readBadRequestBody(body);
    if (!parsed) return fallback;
    const messages = nonEmpty(Object.values(parsed.modelState).flat());
    return messages.length > 0 ? { kind: 'messages', messages } : fallback;
  }
  if (status === 409) {
    const parsed = readConflictBody(body);
    if (!parsed) return fallback;
    const { id, message } = parsed.failureError;
    const text = message.trim() || LOGIN_FAILED;
    if (id === LOGIN_FAILURE_ID.emailUnconfirmed) return { kind: 'resendConfirmation', message: text };
    if (id === LOGIN_FAILURE_ID.passwordNotSet) return { kind: 'navigate', path: COMPLETE_FORGET_PASSWORD_ROUTE, message: text };
    return { kind: 'messages', messages: [text] };
  }
  return fallback;
}

/**
 * The outcome of a failed sign-up: the lines to list, the per-field errors (joined with commas,
 * to attach to the form's fields) and `resetCaptcha`, always `true` because a captcha solution is
 * single-use.
 */
export interface SignUpFailure {
  readonly messages: readonly string[];
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly resetCaptcha: true;
}

/**
 * Resolves a failed `POST /api/account/sign_up`: 422 lists its errors (base and per field),
 * 409 shows the failure message, anything else 'Sorry. Something went wrong.'.
 * @param status - The response status.
 * @param body - The parsed response body (any value).
 * @returns Lines, field errors and the captcha reset flag.
 * @example
 * resolveSignUpFailure(422, { errors: { email: ['has already been taken'] } }).fieldErrors.email;
 * // 'has already been taken'
 */
export function resolveSignUpFailure(status: number, body: unknown): SignUpFailure {
  if (status === 422) {
    const parsed = readUnprocessableBody(body);
    if (parsed) {
      const errors = parsed.errors ?? {};
      const fieldErrors = fieldErrorsFromServer(errors);
      const messages = nonEmpty(Object.values(errors).flatMap((list) => list ?? []));
      const withMessage = messages.length > 0 ? messages : nonEmpty([parsed.message ?? '']);
      if (withMessage.length > 0) return { messages: withMessage, fieldErrors, resetCaptcha: true };
    }
  }
  if (status === 409) {
    const text = readConflictBody(body)?.failureError.message.trim() ?? '';
    if (text !== '') return { messages: [text], fieldErrors: {}, resetCaptcha: true };
  }
  return { messages: [SOMETHING_WENT_WRONG], fieldErrors: {}, resetCaptcha: true };
}

function nonEmpty(list: readonly string[]): string[] {
  return list.map((text) => text.trim()).filter((text) => text !== '');
}
