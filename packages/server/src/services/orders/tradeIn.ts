/**
 * Trade-in (spec §4 Trade-in; DECISIONS.md): an owned ADS title with a trade-in price leaves the
 * library and its price goes to the wallet, once. The item is taken by one conditional write
 * (`traded_in_at IS NULL`), so two trade-ins of one game racing credit it once; afterwards the
 * product cannot be bought again (checkout answers 1294).
 * @module
 */
import { fromMinorUnits, type TradeInResult } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { creditWallet } from '../cart/wallet.js';
import { isoDay } from './context.js';
import { takeForTradeIn, untradedItem } from './data/inventory.js';
import { insertTradeIn, primaryTradeInPrice } from './data/tradeIns.js';
import { claimHeldGifts } from './library.js';
import { ORDER_MESSAGES } from './messages.js';

/**
 * Trades an owned game in.
 * @param db - the database
 * @param account - the owner
 * @param inventoryId - the inventory item (`game_item_id` / `trade_in_pid`)
 * @param now - the clock (epoch ms)
 * @returns the credit and the new wallet balance
 * @throws ApiError 404 when the game is not (or no longer) in the account's library, 422 when it cannot be traded in
 * @example
 * const { credit, balance } = await tradeIn(db, account, 42, Date.now());
 */
export async function tradeIn(db: Db, account: AccountRow, inventoryId: number, now: number): Promise<TradeInResult> {
  await claimHeldGifts(db, account);
  const item = await untradedItem(db, account.id, inventoryId);
  if (!item) throw ApiError.notFound(ORDER_MESSAGES.inventoryNotFound);
  const siteId = item.site_id ?? 1;
  const price = await primaryTradeInPrice(db, item.product_id, siteId);
  const credit = price?.trade_in_price ?? 0;
  if (item.drm_type !== 'ADS' || credit <= 0 || item.purchase_type !== 'purchase' || item.release_date > isoDay(now)) {
    throw ApiError.unprocessable(undefined, { base: [ORDER_MESSAGES.notTradeable] });
  }
  const balance = await db.transaction().execute(async (trx) => {
    if (!(await takeForTradeIn(trx, item.id, account.id, now))) return null;
    await insertTradeIn(trx, { account_id: account.id, inventory_id: item.id, product_id: item.product_id, credit, site_id: siteId, created_at: now });
    return (await creditWallet(trx, account.id, credit, { productId: item.product_id, inventoryId: item.id })).balance;
  });
  if (balance === null) throw ApiError.notFound(ORDER_MESSAGES.inventoryNotFound);
  return { success: true, credit: fromMinorUnits(credit), balance: fromMinorUnits(balance) };
}
