/**
 * The publisher-account redeem's rows: the games of a transaction that can go into a publisher
 * account, and the one conditional write that takes them.
 * @module
 */
import { PUBLISHER_ACCOUNT_DRM } from '@d2d/contract';
import type { Db } from '../../../db/database.js';

/** A game of the transaction, redeemable or not. */
export interface TransactionGame {
  id: number;
  title: string;
  entitlement_status: 'activated' | 'redeemed' | 'no_entitlement';
  release_date: string;
}

/**
 * The account's publisher-account games bought in the payment `paymentId` (not traded in).
 * @example
 * const games = await transactionGames(db, account.id, 'pay_3f9c…');
 */
export function transactionGames(db: Db, accountId: number, paymentId: string): Promise<TransactionGame[]> {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'p.title', 'i.entitlement_status', 'p.release_date'])
    .where('i.account_id', '=', accountId)
    .where('o.payment_id', '=', paymentId)
    .where('i.purchase_type', '=', 'purchase')
    .where('i.traded_in_at', 'is', null)
    .where('p.drm_type', '=', PUBLISHER_ACCOUNT_DRM)
    .orderBy('i.id')
    .execute();
}

/**
 * Marks the items redeemed, each only while it is still `activated`, and records where they went.
 * One conditional UPDATE: of two racing redeems each item goes to one of them.
 * @returns the ids this call took
 */
export async function takeForPublisher(
  db: Db,
  accountId: number,
  itemIds: readonly number[],
  redemption: { paymentId: string; publisherUserId: string; via: string; now: number },
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const taken = await db
    .updateTable('inventory_items')
    .set({ entitlement_status: 'redeemed' })
    .where('id', 'in', [...itemIds])
    .where('account_id', '=', accountId)
    .where('entitlement_status', '=', 'activated')
    .returning('id')
    .execute();
  if (taken.length > 0) {
    await db
      .insertInto('publisher_redemptions')
      .values(taken.map(({ id }) => ({
        inventory_id: id,
        account_id: accountId,
        payment_id: redemption.paymentId,
        publisher_user_id: redemption.publisherUserId,
        via: redemption.via,
        created_at: redemption.now,
      })))
      .execute();
  }
  return taken.map(({ id }) => id);
}
