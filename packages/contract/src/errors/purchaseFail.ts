/**
 * Texts of the purchase-fail page `/purchase-fail/{err}` (spec §8).
 * @module
 */
import { PAYMENT_DECLINED, PROFILE_SAVED, UNKNOWN_SYSTEM_ERROR, USER_BLOCKED } from '../messageTexts.js';
import { PURCHASE_FAIL_CODE } from './codes.js';

const PURCHASE_FAIL_MESSAGES: Readonly<Record<string, string>> = {
  [PURCHASE_FAIL_CODE.profileSaved]: PROFILE_SAVED,
  [PURCHASE_FAIL_CODE.declined]: PAYMENT_DECLINED,
  [PURCHASE_FAIL_CODE.userBlocked]: USER_BLOCKED,
  [PURCHASE_FAIL_CODE.unknownSystemError]: UNKNOWN_SYSTEM_ERROR,
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
  if (code === null || code === undefined) return UNKNOWN_SYSTEM_ERROR;
  return PURCHASE_FAIL_MESSAGES[String(code).trim()] ?? UNKNOWN_SYSTEM_ERROR;
}
