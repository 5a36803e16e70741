/**
 * What an element shows when something fails: the spec's texts (§8) through core's mapping for
 * cart calls, 'This offer is not available.' for a product the store does not have, and the
 * service-unavailable text when the store cannot be reached.
 * @module
 */
import { MESSAGES } from '@d2d/contract';
import { ApiError, checkoutErrorDialog, NetworkError, RefusedError } from '@d2d/core';

/**
 * The text for a failed product load.
 * @param error - What the load threw.
 */
export function productErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return MESSAGES.offerNotAvailable;
  return MESSAGES.serviceUnavailable;
}

/**
 * The text for a failed cart call (add, remove).
 * @param error - What the call threw.
 */
export function cartErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.serviceUnavailable;
  if (error instanceof RefusedError || error instanceof ApiError) return checkoutErrorDialog(error).message;
  return MESSAGES.somethingWentWrong;
}
