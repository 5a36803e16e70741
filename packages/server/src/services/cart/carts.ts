import type { GiftForm } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CartRow } from '../../db/tables/cart.js';
import {
  closeOpenCart, insertOpenCart, openCartRow, setOpenCartGift, setOpenCartUseWallet, touchOpenCart,
} from './data/carts.js';

/**
 * The cart row itself: one open cart per account, created on first use and closed by purchase
 * completion (the next call opens a fresh one).
 * @module
 */

/**
 * The account's open cart, created when it has none. The insert is the first statement on
 * purpose: inside a transaction it takes SQLite's write lock at once, so the reads that follow
 * see what concurrent writers committed before (no stale-snapshot upgrade failures), and the
 * partial unique index makes two racing first calls agree on one cart.
 * @param trx - the database or a transaction
 * @param accountId - the shopper
 * @returns the open cart
 * @example
 * const cart = await openCartFor(db, account.id);
 */
export async function openCartFor(trx: Kysely<Database>, accountId: number): Promise<CartRow> {
  await insertOpenCart(trx, accountId, Date.now());
  return openCartRow(trx, accountId);
}

/**
 * Marks the cart as bought, in one conditional write: only an open cart closes, so of two
 * concurrent completions of one cart exactly one sees `true`. The account's next cart call opens
 * a fresh, empty cart.
 * @param trx - the completion's transaction
 * @param cartId - the cart the order was made from
 * @returns true when this call closed the cart, false when it was not open
 * @example
 * if (!(await closeCart(trx, cart.id))) return existingOrderFor(cart.id);
 */
export async function closeCart(trx: Kysely<Database>, cartId: number): Promise<boolean> {
  return closeOpenCart(trx, cartId, Date.now());
}

/**
 * Bumps the cart's `updated_at`. Called first in every cart change: on PostgreSQL the row lock
 * it takes serialises changes of one cart (so the 5-line count cannot be read by two adds at
 * once); on SQLite the transaction's write lock already does.
 * @returns false when the cart is not open (any more)
 */
export async function touchCart(trx: Kysely<Database>, cartId: number): Promise<boolean> {
  return touchOpenCart(trx, cartId, Date.now());
}

/**
 * The gift the cart is sent as, or null to buy for oneself.
 * @param cart - the cart row
 */
export function cartGift(cart: Pick<CartRow, 'gift_first_name' | 'gift_last_name' | 'gift_email' | 'gift_mail_body'>): GiftForm | null {
  if (cart.gift_first_name === null || cart.gift_last_name === null || cart.gift_email === null || cart.gift_mail_body === null) return null;
  return {
    gift_first_name: cart.gift_first_name,
    gift_last_name: cart.gift_last_name,
    gift_email: cart.gift_email,
    gift_mail_body: cart.gift_mail_body,
  };
}

/**
 * Sets (or with null clears) the gift of an open cart.
 * @returns false when the cart is not open
 */
export async function setCartGift(trx: Kysely<Database>, cartId: number, gift: GiftForm | null): Promise<boolean> {
  const columns = {
    gift_first_name: gift?.gift_first_name ?? null,
    gift_last_name: gift?.gift_last_name ?? null,
    gift_email: gift?.gift_email ?? null,
    gift_mail_body: gift?.gift_mail_body ?? null,
  };
  return setOpenCartGift(trx, cartId, columns, Date.now());
}

/**
 * Turns paying from the wallet on or off for an open cart (redeem / remove_redeem).
 * @returns false when the cart is not open
 */
export async function setCartUsesWallet(trx: Kysely<Database>, cartId: number, useWallet: boolean): Promise<boolean> {
  return setOpenCartUseWallet(trx, cartId, useWallet ? 1 : 0, Date.now());
}
