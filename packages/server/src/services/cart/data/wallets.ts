/**
 * The `wallets` rows (one balance per account) and their history (`wallet_transactions`).
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WalletPurpose } from '../../../db/tables/cart.js';

/** The account's wallet balance, if it has a wallet. */
export function walletBalanceRow(db: Kysely<Database>, accountId: number): Promise<{ balance: number } | undefined> {
  return db.selectFrom('wallets').select('balance').where('account_id', '=', accountId).executeTakeFirst();
}

/**
 * Takes `amountMinor` from the wallet for an order in ONE conditional write (`balance = balance -
 * amount WHERE balance >= amount`, and only while the order has no redeem yet): of two concurrent
 * debits of the whole balance exactly one succeeds, and the balance never goes below zero. The
 * spend is recorded in the history in the same (caller's) transaction.
 * @returns true when this call took the credit
 */
export async function takeWalletCredit(db: Kysely<Database>, accountId: number, amountMinor: number, orderId: number, now: number): Promise<boolean> {
  const taken = await db
    .updateTable('wallets')
    .set({ balance: sql`balance - ${amountMinor}`, updated_at: now })
    .where('account_id', '=', accountId)
    .where('balance', '>=', amountMinor)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('wallet_transactions as t').select('t.id').where('t.purpose', '=', 'redeem').where('t.order_id', '=', orderId))),
    )
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return false;
  // the unique index (order_id) of redeems makes a concurrent replay of the same order fail here and roll back
  await db
    .insertInto('wallet_transactions')
    .values({ account_id: accountId, purpose: 'redeem', amount: -amountMinor, product_id: null, order_id: orderId, inventory_id: null, created_at: now })
    .execute();
  return true;
}

/** The account's redeem recorded for the order, if any. */
export function walletRedeemOfOrder(db: Kysely<Database>, accountId: number, orderId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('purpose', '=', 'redeem')
    .where('order_id', '=', orderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Records a trade-in credit in the history; the unique inventory item makes a replay a no-op.
 * @returns the new history row's id, or undefined when the item was credited before
 */
export function insertTradeInCredit(
  db: Kysely<Database>,
  accountId: number,
  amountMinor: number,
  source: { productId: number; inventoryId: number },
  now: number,
): Promise<{ id: number } | undefined> {
  return db
    .insertInto('wallet_transactions')
    .values({ account_id: accountId, purpose: 'trade_in', amount: amountMinor, product_id: source.productId, order_id: null, inventory_id: source.inventoryId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Adds `amountMinor` to the account's wallet, creating it on first use; returns the new balance. */
export function addToWallet(db: Kysely<Database>, accountId: number, amountMinor: number, now: number): Promise<{ balance: number }> {
  return db
    .insertInto('wallets')
    .values({ account_id: accountId, balance: amountMinor, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ balance: sql`wallets.balance + excluded.balance`, updated_at: now }))
    .returning('balance')
    .executeTakeFirstOrThrow();
}

/** A history row with the title of its product. */
export interface WalletHistoryRow {
  purpose: WalletPurpose;
  amount: number;
  order_id: number | null;
  created_at: number;
  title: string | null;
}

/** The account's wallet history, newest first. */
export function walletHistoryRows(db: Kysely<Database>, accountId: number): Promise<WalletHistoryRow[]> {
  return db
    .selectFrom('wallet_transactions as t')
    .leftJoin('products as p', 'p.id', 't.product_id')
    .select(['t.purpose', 't.amount', 't.order_id', 't.created_at', 'p.title'])
    .where('t.account_id', '=', accountId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}
