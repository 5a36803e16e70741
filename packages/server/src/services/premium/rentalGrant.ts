import { RENTAL_BLOCK_HOURS } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import { insertRentalItem, runningRental, setRentalExpiry } from './data/rentals.js';

/** One rental block (spec §9: a 24-hour block per day). */
export const RENTAL_BLOCK_MS = RENTAL_BLOCK_HOURS * 3_600_000;

/**
 * Delivers a paid rental: a running rental of the game is extended by the paid days (a rent
 * "again"), otherwise a rental item expiring after them enters the library.
 * @param trx - the completion's transaction
 */
export async function grantRental(trx: Kysely<Database>, payment: PremiumPaymentRow, now: number): Promise<void> {
  if (payment.product_id === null || payment.sku_id === null || payment.days === null) {
    throw new Error(`Rental payment ${payment.id} names no product or length`);
  }
  const length = payment.days * RENTAL_BLOCK_MS;
  const running = await runningRental(trx, payment.account_id, payment.product_id, now);
  if (running && running.rental_expires_at !== null) {
    await setRentalExpiry(trx, running.id, running.rental_expires_at + length);
    return;
  }
  await insertRentalItem(trx, { accountId: payment.account_id, productId: payment.product_id, skuId: payment.sku_id, expiresAt: now + length, now });
}
