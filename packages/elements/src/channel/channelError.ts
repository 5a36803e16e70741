/**
 * The one error of the channel, on both of its sides: the store host throws it for an operation
 * that failed and sends its `code` and `message` to the partner page, which throws it again to
 * the element that asked.
 * @module
 */
import type { ChannelErrorCode } from './protocol.js';

/**
 * An operation of the channel failed; `code` says why and `message` is the store's text for
 * the shopper (spec §8).
 * @example
 * try {
 *   await page.addToCart(1042);
 * } catch (error) {
 *   if (error instanceof ChannelError && error.code === 'login') showLogin();
 * }
 */
export class ChannelError extends Error {
  // minifiers rename classes: the name a console or a log shows is set here
  override readonly name = 'ChannelError';
  /**
   * @param code - Why the operation failed (`login`, `not-found`, `refused`, `unavailable`).
   * @param message - The text to show the shopper.
   * @param options - `cause`: what the store threw, for the console.
   */
  constructor(
    readonly code: ChannelErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
