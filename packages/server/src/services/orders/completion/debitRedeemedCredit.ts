/**
 * The wallet credit the shopper redeemed towards the order.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { debitWallet } from '../../cart/wallet.js';
import { ORDER_MESSAGES } from '../messages.js';
import { CompletionRefused } from './refused.js';

/**
 * Debits the redeemed credit from the buyer's wallet (nothing when none was redeemed).
 * @throws CompletionRefused when the balance no longer covers it (spent or traded meanwhile)
 */
export async function debitRedeemedCredit(trx: Kysely<Database>, payment: Pick<PaymentRow, 'redeem_amount'>, orderId: number, buyerId: number): Promise<void> {
  if (!(await debitWallet(trx, buyerId, payment.redeem_amount, orderId))) throw new CompletionRefused(ORDER_MESSAGES.walletChanged);
}
