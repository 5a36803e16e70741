import type { Site, Wallet } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  addToWallet, insertTradeInCredit, takeWalletCredit, walletBalanceRow, walletHistoryRows, walletRedeemOfOrder,
} from './data/wallets.js';
import { wireMoney } from './money.js';

/**
 * Wallet credit (spec §3 Wallet): trade-ins credit it, orders spend it. Redeeming in the cart
 * only marks the cart; the credit is taken when the order completes, by {@link debitWallet}, in
 * one conditional write that cannot take the balance below zero.
 * @module
 */

/**
 * The account's wallet balance in minor units (0 without a wallet).
 * @param db - the database or a transaction
 * @param accountId - the account
 */
export async function walletBalance(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await walletBalanceRow(db, accountId);
  return row?.balance ?? 0;
}

function assertAmount(name: string, amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`${name} needs a non-negative integer amount in minor units, got ${amountMinor}`);
  }
}

/**
 * Takes wallet credit for an order, in ONE conditional write (`balance = balance - amount WHERE
 * balance >= amount`): of two concurrent debits of the whole balance exactly one succeeds, and
 * the balance never goes below zero. Records the spend in the wallet history. Replay-safe: a
 * second debit for the same order changes nothing and answers `true`. A debit of 0 is a no-op.
 * @param trx - the completion's transaction
 * @param accountId - the buyer
 * @param amountMinor - the cart's `redeemMinor` (non-negative integer)
 * @param orderId - the order the credit pays for
 * @returns false when the balance is too low (the order must not complete as priced)
 * @example
 * if (!(await debitWallet(trx, account.id, cart.redeemMinor, order.id))) throw new Error('wallet credit is gone');
 */
export async function debitWallet(trx: Kysely<Database>, accountId: number, amountMinor: number, orderId: number): Promise<boolean> {
  assertAmount('debitWallet', amountMinor);
  if (amountMinor === 0) return true;
  if (await takeWalletCredit(trx, accountId, amountMinor, orderId, Date.now())) return true;
  const already = await walletRedeemOfOrder(trx, accountId, orderId);
  return already !== undefined;
}

/** What a trade-in credit is for. */
export interface CreditSource {
  /** The traded-in product (the history shows its title). */
  productId: number;
  /** The inventory item traded in: one credit per item, so a replayed trade-in credits once. */
  inventoryId: number;
}

/**
 * Credits wallet credit for a trade-in and records it in the history, creating the wallet on
 * first use. Replay-safe per inventory item: crediting the same item again changes nothing.
 * @param trx - the trade-in's transaction
 * @param accountId - the account that traded in
 * @param amountMinor - the offer's `trade_in_price` (positive integer)
 * @param source - the product and inventory item traded in
 * @returns the balance after the call, and whether this call credited
 * @example
 * await creditWallet(trx, account.id, tradeInPrice, { productId: item.product_id, inventoryId: item.id });
 */
export async function creditWallet(
  trx: Kysely<Database>,
  accountId: number,
  amountMinor: number,
  source: CreditSource,
): Promise<{ balance: number; credited: boolean }> {
  assertAmount('creditWallet', amountMinor);
  if (amountMinor === 0) throw new RangeError('creditWallet needs a positive amount');
  const now = Date.now();
  const recorded = await insertTradeInCredit(trx, accountId, amountMinor, source, now);
  if (!recorded) return { balance: await walletBalance(trx, accountId), credited: false };
  const row = await addToWallet(trx, accountId, amountMinor, now);
  return { balance: row.balance, credited: true };
}

/**
 * The wallet as `GET /api/account/wallet` sends it: balance and history, newest first.
 * @param db - the database
 * @param accountId - the account
 * @param site - the request's site (its currency symbol)
 */
export async function walletJson(db: Kysely<Database>, accountId: number, site: Site): Promise<Wallet> {
  const [balance, rows] = await Promise.all([
    walletBalance(db, accountId),
    walletHistoryRows(db, accountId),
  ]);
  return {
    balance: wireMoney(balance),
    currency_symbol: site.symbol,
    history: rows.map((row) => ({
      purpose: row.purpose,
      product: row.title === null ? null : { title: row.title },
      transactionDate: new Date(row.created_at).toISOString(),
      transactionAmount: wireMoney(row.amount),
      payment: row.order_id === null ? null : { orderId: row.order_id },
    })),
  };
}
