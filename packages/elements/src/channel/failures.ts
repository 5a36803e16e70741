/**
 * What a partner page is told when an operation fails: a reason the page can act on and the
 * store's text for the shopper (spec §8 through core's mapping for cart calls; 'This offer is
 * not available.' for a product the store does not have; the service-unavailable text when the
 * store cannot be reached).
 * @module
 */
import { MESSAGES } from '@d2d/contract';
import { ApiError, LoginCancelledError, NetworkError, RefusedError, checkoutErrorDialog } from '@d2d/core';
import { ChannelError } from './channelError.js';
import type { ChannelOp } from './protocol.js';

/**
 * The failure of a product load.
 * @param error - What the load threw.
 * @returns `not-found` for a product the store does not have, else `unavailable`.
 */
export function productFailure(error: unknown): ChannelError {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return new ChannelError('not-found', MESSAGES.offerNotAvailable, { cause: error });
  return new ChannelError('unavailable', MESSAGES.serviceUnavailable, { cause: error });
}

/**
 * The failure of a cart call (add, remove), a search or a reload.
 * @param error - What the call threw.
 * @returns `login`, `unavailable` or `refused` with the store's text.
 */
export function cartFailure(error: unknown): ChannelError {
  // a visitor, or a login that expired: the page asks for a login through the store's window
  if (error instanceof LoginCancelledError || (error instanceof ApiError && error.status === 401)) return new ChannelError('login', MESSAGES.pleaseLogin, { cause: error });
  if (error instanceof NetworkError) return new ChannelError('unavailable', MESSAGES.serviceUnavailable, { cause: error });
  if (error instanceof RefusedError || error instanceof ApiError) return new ChannelError('refused', checkoutErrorDialog(error).message, { cause: error });
  return new ChannelError('refused', MESSAGES.somethingWentWrong, { cause: error });
}

/**
 * The failure of any operation: a `ChannelError` an operation threw itself stands, anything
 * else is read by the operation's kind.
 * @param op - The operation that failed.
 * @param error - What it threw.
 * @returns The error to report to the partner page.
 * @example
 * callFailure('product', new ApiError('GET /api/product/get/9', { status: 404 })).code; // 'not-found'
 * callFailure('add', new NetworkError('POST /api/account/shopping_carts', null)).code; // 'unavailable'
 */
export function callFailure(op: ChannelOp, error: unknown): ChannelError {
  if (error instanceof ChannelError) return error;
  return op === 'product' ? productFailure(error) : cartFailure(error);
}
