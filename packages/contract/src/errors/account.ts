/**
 * Texts of failed account updates (spec §5 "Changing e-mail", §8 "Other").
 * @module
 */
import { MESSAGES } from '../messages.js';

/**
 * The text of a failed `PATCH /api/account/update_email`: a 422 means the current password was
 * wrong ('Your password is incorrect.'); anything else 'New email is invalid or already exists.'.
 * @param status - The response status.
 * @returns The text to show beside the form.
 * @example
 * changeEmailFailureMessage(422); // 'Your password is incorrect.'
 */
export function changeEmailFailureMessage(status: number): string {
  return status === 422 ? MESSAGES.passwordIncorrect : MESSAGES.emailUpdateFailed;
}
