/**
 * Texts of failed review calls (spec §8 "Other": review).
 * @module
 */
import { MESSAGES } from '../messages.js';
import { readConflictBody } from './readBodies.js';
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
