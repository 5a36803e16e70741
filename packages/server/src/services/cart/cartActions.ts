import type { GiftForm } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { openCartFor, setCartGift, setCartUsesWallet, touchCart } from './carts.js';
import { cartHasLines, deleteCartLine } from './data/cartLines.js';
import { CART_MESSAGES } from './messages.js';
import { walletBalance } from './wallet.js';
import { makeWayForCartChange } from './pendingCheckouts.js';

/**
 * The cart changes besides adding and coupons: remove a line, redeem and un-redeem wallet
 * credit, set the gift. Each is one short transaction on the shopper's open cart.
 * @module
 */

/**
 * Removes a line of the shopper's open cart.
 * @param db - the database
 * @param account - the shopper
 * @param lineId - the line's id
 * @param now - the request's time (`request.shopper.now`): the aborted checkouts' timestamps
 * @returns the ids of the cart's checkouts this change aborted
 * @throws ApiError 404 when the open cart has no such line (another cart's lines are not found either)
 */
export async function removeLine(db: Db, account: AccountRow, lineId: number, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    if (!(await deleteCartLine(trx, cart.id, lineId))) throw ApiError.notFound(CART_MESSAGES.lineNotFound);
    await touchCart(trx, cart.id);
    return makeWayForCartChange(trx, cart.id, now);
  });
}

/**
 * Pays the cart from the wallet as far as the credit goes (at most the cart's total after the
 * coupon; the amount follows the cart as it changes). Nothing is taken yet: purchase completion
 * debits the wallet with `debitWallet`. Redeeming twice is the same as once.
 * @param db - the database
 * @param account - the shopper
 * @param now - the request's time (`request.shopper.now`): the aborted checkouts' timestamps
 * @returns the ids of the cart's checkouts this change aborted (none when already redeeming)
 * @throws ApiError 422 when the cart is empty or the wallet holds no credit
 */
export async function redeemWallet(db: Db, account: AccountRow, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    await touchCart(trx, cart.id);
    if (!(await cartHasLines(trx, cart.id))) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.redeemEmptyCart] });
    if ((await walletBalance(trx, account.id)) <= 0) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.walletEmpty] });
    if (cart.use_wallet === 1) return [];
    const aborted = await makeWayForCartChange(trx, cart.id, now);
    await setCartUsesWallet(trx, cart.id, true);
    return aborted;
  });
}

/**
 * Stops paying the cart from the wallet. Harmless when the cart was not redeeming.
 * @param db - the database
 * @param account - the shopper
 * @param now - the request's time (`request.shopper.now`): the aborted checkouts' timestamps
 * @returns the ids of the cart's checkouts this change aborted (none when it was not redeeming)
 */
export async function removeRedeem(db: Db, account: AccountRow, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    if (cart.use_wallet === 0) return [];
    const aborted = await makeWayForCartChange(trx, cart.id, now);
    await setCartUsesWallet(trx, cart.id, false);
    return aborted;
  });
}

/**
 * Sets (or with null clears) the gift of the shopper's open cart (`PUT …/shopping_carts/{id}`).
 * The gift form was checked with the contract's gift rules at the boundary.
 * @param db - the database
 * @param account - the shopper
 * @param cartId - the cart id from the path: it must be the shopper's open cart
 * @param gift - the gift form, or null
 * @throws ApiError 404 when `cartId` is not the shopper's open cart
 */
export async function updateCartGift(db: Db, account: AccountRow, cartId: number, gift: GiftForm | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    if (cart.id !== cartId) throw ApiError.notFound(CART_MESSAGES.cartNotFound);
    await setCartGift(trx, cart.id, gift);
  });
}
