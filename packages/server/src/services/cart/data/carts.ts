/**
 * The `carts` rows: the one open cart of an account, and the conditional writes that change it
 * only while it is open.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CartRow } from '../../../db/tables/cart.js';

/** Inserts an empty open cart for the account; does nothing when it has one (partial unique index). */
export async function insertOpenCart(db: Kysely<Database>, accountId: number, now: number): Promise<void> {
  await db
    .insertInto('carts')
    .values({ account_id: accountId, status: 'open', coupon_id: null, gift_first_name: null, gift_last_name: null, gift_email: null, gift_mail_body: null, created_at: now, updated_at: now, closed_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The account's open cart; throws when there is none. */
export function openCartRow(db: Kysely<Database>, accountId: number): Promise<CartRow> {
  return db.selectFrom('carts').selectAll().where('account_id', '=', accountId).where('status', '=', 'open').executeTakeFirstOrThrow();
}

/** The account's open cart, if it has one. */
export function findOpenCartRow(db: Kysely<Database>, accountId: number): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('account_id', '=', accountId).where('status', '=', 'open').executeTakeFirst();
}

/** Closes the cart as checked out in one conditional write; false when it was not open. */
export async function closeOpenCart(db: Kysely<Database>, cartId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ status: 'checked_out', closed_at: now, updated_at: now })
    .where('id', '=', cartId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets an open cart's `updated_at`; false when it is not open. */
export async function touchOpenCart(db: Kysely<Database>, cartId: number, now: number): Promise<boolean> {
  const result = await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).where('status', '=', 'open').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The gift columns of a cart, all null to buy for oneself. */
export interface CartGiftColumns {
  gift_first_name: string | null;
  gift_last_name: string | null;
  gift_email: string | null;
  gift_mail_body: string | null;
}

/** Writes the gift columns of an open cart; false when it is not open. */
export async function setOpenCartGift(db: Kysely<Database>, cartId: number, gift: CartGiftColumns, now: number): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ ...gift, updated_at: now })
    .where('id', '=', cartId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes `use_wallet` of an open cart; false when it is not open. */
export async function setOpenCartUseWallet(db: Kysely<Database>, cartId: number, useWallet: 0 | 1, now: number): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ use_wallet: useWallet, updated_at: now })
    .where('id', '=', cartId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Puts a coupon on an open cart in ONE conditional write: it succeeds when the cart has no coupon
 * or already this one, so two different coupons applied at once cannot both land.
 * @returns false when another coupon is applied or the cart is not open
 */
export async function setOpenCartCoupon(db: Kysely<Database>, cartId: number, couponId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ coupon_id: couponId, updated_at: now })
    .where('id', '=', cartId)
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('coupon_id', 'is', null), eb('coupon_id', '=', couponId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes the coupon off the cart while it is still `couponId` (a concurrent change wins). */
export async function clearCartCoupon(db: Kysely<Database>, cartId: number, couponId: number, now: number): Promise<void> {
  await db.updateTable('carts').set({ coupon_id: null, updated_at: now }).where('id', '=', cartId).where('coupon_id', '=', couponId).execute();
}
