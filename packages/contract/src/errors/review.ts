/**
 * Texts of failed review calls (spec §8 "Other": review).
 * @module
 */
import { MESSAGES } from '../messages.js';
import { joinFieldErrors } from '../validation/serverErrors.js';
import { readBadRequestBody, readConflictBody, readUnprocessableBody } from './readBodies.js';
import { REVIEW_FAILURE_ID } from './codes.js';

/**
 * The text of a failed review submission: a 409 with id 801 (parental controls) shows the
 * server's text, or the built-in parental-control text without one; everything else shows the
 * review system-error text.
 * @param status - The response status.
 * @param body - The parsed response body (any value).
 * @returns The text for the review dialog's error state.
 * @example
 * reviewFailureMessage(409, { failureError: { id: 801, message: '' } });
 * // 'Your review was blocked by parental controls.'
 */
export function reviewFailureMessage(status: number, body: unknown): string {
  if (status === 409) {
    const parsed = readConflictBody(body);
    if (parsed && parsed.failureError.id === REVIEW_FAILURE_ID.parentalControl) {
      return parsed.failureError.message.trim() || MESSAGES.reviewParentalControl;
    }
  }
  return MESSAGES.reviewSystemError;
}

/** Where the reviewer-profile form shows a failure: on the user name field, or above the form. */
export interface ReviewerProfileFailure {
  readonly username?: string;
  readonly form?: string;
}

/**
 * What the reviewer-profile form shows for a failed `createreviewerprofile`: the server's
 * `username` messages (a 422 for a taken name, a 400 for a refused one) on the field, joined
 * with commas; a 422's `base` messages (the account has a profile) above the form; anything
 * else the review system-error text.
 * @param status - The response status.
 * @param body - The parsed response body (any value).
 * @returns The field or form message.
 * @example
 * reviewerProfileFailure(422, { errors: { username: ['This user name is already taken.'] } });
 * // { username: 'This user name is already taken.' }
 */
export function reviewerProfileFailure(status: number, body: unknown): ReviewerProfileFailure {
  const fields = status === 422 ? readUnprocessableBody(body)?.errors : status === 400 ? readBadRequestBody(body)?.modelState : undefined;
  const username = joinFieldErrors(fields?.username);
  if (username !== '') return { username };
  const base = joinFieldErrors(fields?.base);
  return { form: base !== '' ? base : MESSAGES.reviewSystemError };
}
