/**
 * Who the order is for: the buyer, and for a gift its recipient.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { buyerContact } from '../data/accounts.js';
import { giftRecipient, type GiftRecipient } from '../refusals.js';

/** The buyer as the order and its mails need them. */
export interface Buyer {
  id: number;
  email: string;
  user_name: string;
}

/** The buyer and the gift's recipient (null when bought for oneself). */
export interface OrderParties {
  buyer: Buyer;
  recipient: GiftRecipient | null;
}

/** Reads the payment's buyer, then its gift recipient (whose account counts once confirmed). */
export async function loadParties(trx: Kysely<Database>, payment: PaymentRow): Promise<OrderParties> {
  const buyer = await buyerContact(trx, payment.account_id);
  const recipient = payment.gift_email === null ? null : await giftRecipient(trx, payment.gift_email);
  return { buyer, recipient };
}
