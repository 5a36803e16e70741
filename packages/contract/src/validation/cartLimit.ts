/**
 * The cart checks before checkout (spec §4 steps 2 and 3, §5 cart limit).
 * @module
 */
import { MAX_ITEMS_PER_PURCHASE } from '../constants.js';
import { CART_LIMIT, CHECKOUT_EMPTY_CART } from '../messageTexts.js';

function assertLineCount(lineCount: number): void {
  if (!Number.isInteger(lineCount) || lineCount < 0) {
    throw new RangeError(`A cart line count is a non-negative integer, got ${lineCount}`);
  }
}

/**
 * Whether a cart has room for another line: fewer than 5 (spec §5, §9). The server's add takes
 * the line only under this condition, in one conditional write.
 * @param lineCount - Lines in the cart now.
 * @returns `true` below the limit.
 * @example
 * hasRoomForCartLine(4); // true
 * hasRoomForCartLine(5); // false
 */
export function hasRoomForCartLine(lineCount: number): boolean {
  assertLineCount(lineCount);
  return lineCount < MAX_ITEMS_PER_PURCHASE;
}

/**
 * Whether a cart is over the limit: more than 5 lines (a cart filled before the limit was
 * enforced, or by another client) cannot be checked out.
 * @param lineCount - Lines in the cart.
 * @returns `true` over the limit.
 */
export function isOverCartLimit(lineCount: number): boolean {
  assertLineCount(lineCount);
  return lineCount > MAX_ITEMS_PER_PURCHASE;
}

/**
 * The 5-item limit: more than 5 lines blocks checkout.
 * @param lineCount - Lines in the cart.
 * @returns The limit message ('Due to transaction limit, ...') over 5, else `null`.
 * @throws RangeError for a negative or fractional count.
 * @example
 * checkCartLimit(6); // 'Due to transaction limit, you can not purchase more than 5 items at one time. ...'
 */
export function checkCartLimit(lineCount: number): string | null {
  return isOverCartLimit(lineCount) ? CART_LIMIT : null;
}

/**
 * The empty-cart check of checkout.
 * @param lineCount - Lines in the cart.
 * @returns 'There are no items in shopping cart (Checkout Fail).' for 0, else `null`.
 * @throws RangeError for a negative or fractional count.
 * @example
 * checkCartNotEmpty(0); // 'There are no items in shopping cart (Checkout Fail).'
 */
export function checkCartNotEmpty(lineCount: number): string | null {
  assertLineCount(lineCount);
  return lineCount === 0 ? CHECKOUT_EMPTY_CART : null;
}

/**
 * Both checks in the checkout flow's order: the limit first, then the empty cart.
 * @param lineCount - Lines in the cart.
 * @returns The message that blocks checkout, or `null` when checkout may start.
 * @example
 * const blocked = checkCartForCheckout(cart.cart_details.length);
 * if (blocked) showErrorDialog(blocked);
 */
export function checkCartForCheckout(lineCount: number): string | null {
  return checkCartLimit(lineCount) ?? checkCartNotEmpty(lineCount);
}
