/**
 * The `coupons` rows and their uses: redemptions per order (`coupon_redemptions`) and the one use
 * per account of a once-per-account coupon (`coupon_account_uses`).
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CouponRow } from '../../../db/tables/cart.js';

/** The public coupon or the account's personal coupon with this (stored form of the) code. */
export function couponByCode(db: Kysely<Database>, code: string, accountId: number): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .executeTakeFirst();
}

/** The coupon with `id`, if any. */
export function couponById(db: Kysely<Database>, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id and code of the coupon with `id`, if any. */
export function couponCodeById(db: Kysely<Database>, id: number): Promise<{ id: number; code: string } | undefined> {
  return db.selectFrom('coupons').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
}

/** The account's use of a once-per-account coupon, if it has one. */
export function couponAccountUse(db: Kysely<Database>, couponId: number, accountId: number): Promise<{ order_id: number } | undefined> {
  return db.selectFrom('coupon_account_uses').select('order_id').where('coupon_id', '=', couponId).where('account_id', '=', accountId).executeTakeFirst();
}

/**
 * Takes one redemption of a coupon for an order, in ONE conditional write: the count only moves
 * while it is below `max_redemptions` and the order holds no redemption yet, so of any number of
 * concurrent completions with a single-use coupon exactly one takes it. Records the redemption.
 * @returns the coupon's `once_per_account` when this call took a redemption, undefined otherwise
 */
export async function takeCouponRedemption(db: Kysely<Database>, couponId: number, orderId: number, now: number): Promise<{ once_per_account: number } | undefined> {
  const taken = await db
    .updateTable('coupons')
    .set({ redemptions: sql`redemptions + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('coupon_redemptions as r').select('r.order_id').where('r.coupon_id', '=', couponId).where('r.order_id', '=', orderId))),
    )
    .returning('once_per_account')
    .executeTakeFirst();
  if (taken) {
    // the primary key (coupon, order) makes a concurrent replay of the same order fail here and roll back
    await db.insertInto('coupon_redemptions').values({ coupon_id: couponId, order_id: orderId, created_at: now }).execute();
  }
  return taken;
}

/**
 * Records the account's one use of a coupon; its primary key (coupon, account) lets only one
 * order per account have it, however many checkouts race.
 * @returns false when the account already used it
 */
export async function insertCouponAccountUse(db: Kysely<Database>, couponId: number, accountId: number, orderId: number, now: number): Promise<boolean> {
  const use = await db
    .insertInto('coupon_account_uses')
    .values({ coupon_id: couponId, account_id: accountId, order_id: orderId, created_at: now })
    .onConflict((oc) => oc.columns(['coupon_id', 'account_id']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return use !== undefined;
}

/** The order's redemption of the coupon, if it holds one. */
export function couponRedemptionOfOrder(db: Kysely<Database>, couponId: number, orderId: number): Promise<{ order_id: number } | undefined> {
  return db
    .selectFrom('coupon_redemptions')
    .select('order_id')
    .where('coupon_id', '=', couponId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The coupons the account may use on the site at `at` (epoch ms): public and its own, started,
 * not expired, not used up, not yet used by it; soonest expiry first.
 */
export function availableCouponRows(db: Kysely<Database>, accountId: number, siteId: number, at: number): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('coupon_account_uses as u').select('u.order_id').whereRef('u.coupon_id', '=', 'coupons.id').where('u.account_id', '=', accountId))),
    )
    .orderBy(sql`expires_at is null`)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}
