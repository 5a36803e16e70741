/**
 * What a partner page is told when an operation fails: a reason the page can act on and the
 * store's text for the shopper (spec §8 through core's mapping for cart calls; 'This offer is
 * not available.' for a product the store does not have; the service-unavailable text when the
 * store cannot be reached).
 * @module
 */
import { MESSAGES } from '@d2d/contract';
import { ApiError, LoginCancelledError, NetworkError, RefusedError, checkoutErrorDialog } from '@d2d/core';
import type { ChannelErrorCode } from './protocol.js';

/** A failed operation as the channel reports it. */
export interface Failure {
  code: ChannelErrorCode;
  message: string;
}

/**
 * The failure of a product load.
 * @param error - What the load threw.
 */
export function productFailure(error: unknown): Failure {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return { code: 'not-found', message: MESSAGES.offerNotAvailable };
  return { code: 'unavailable', message: MESSAGES.serviceUnavailable };
}

/**
 * The failure of a cart call (add, remove) or a search.
 * @param error - What the call threw.
 */
export function cartFailure(error: unknown): Failure {
  // a visitor, or a login that expired: the page asks for a login through the store's window
  if (error instanceof LoginCancelledError || (error instanceof ApiError && error.status === 401)) return { code: 'login', message: MESSAGES.pleaseLogin };
  if (error instanceof NetworkError) return { code: 'unavailable', message: MESSAGES.serviceUnavailable };
  if (error instanceof RefusedError || error instanceof ApiError) return { code: 'refused', message: checkoutErrorDialog(error).message };
  return { code: 'refused', message: MESSAGES.somethingWentWrong };
}
