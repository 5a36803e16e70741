/**
 * Texts of the purchase-fail page `/purchase-fail/{err}` (spec §8).
 * @module
 */
import { MESSAGES } from '../messages.js';
import { PURCHASE_FAIL_CODE } from './codes.js';

const PURCHASE_FAIL_MESSAGES: Readonly<Record<string, string>> = {
  [PURCHASE_FAIL_CODE.profileSaved]: MESSAGES.profileSaved,
  [PURCHASE_FAIL_CODE.declined]: MESSAGES.paymentDeclined,
  [PURCHASE_FAIL_CODE.userBlocked]: MESSAGES.userBlocked,
  [PURCHASE_FAIL_CODE.unknownSystemError]: MESSAGES.unknownSystemError,
};

/**
 * The text for a purchase-fail code. The code comes from the route, so it may be a string;
 * an unknown or missing code shows 'Unknown System Error' rather than an empty page.
 * @param code - The `err` route parameter or error code.
 * @returns The text to show.
 * @example
 * purchaseFailMessage('4002'); // 'User is currently blocked'
 */
export function purchaseFailMessage(code: number | string | null | undefined): string {
  if (code === null || code === undefined) return MESSAGES.unknownSystemError;
  return PURCHASE_FAIL_MESSAGES[String(code).trim()] ?? MESSAGES.unknownSystemError;
}
