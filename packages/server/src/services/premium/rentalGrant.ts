import { RENTAL_BLOCK_HOURS } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';

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
  const running = await trx
    .selectFrom('inventory_items')
    .select(['id', 'rental_expires_at'])
    .where('account_id', '=', payment.account_id)
    .where('product_id', '=', payment.product_id)
    .where('purchase_type', '=', 'rental')
    .where('traded_in_at', 'is', null)
    .where('rental_expires_at', '>', now)
    .orderBy('rental_expires_at', 'desc')
    .executeTakeFirst();
  if (running && running.rental_expires_at !== null) {
    await trx.updateTable('inventory_items').set({ rental_expires_at: running.rental_expires_at + length }).where('id', '=', running.id).execute();
    return;
  }
  await trx
    .insertInto('inventory_items')
    .values({
      account_id: payment.account_id,
      held_for_email: null,
      gift_from_email: null,
      order_id: null,
      order_line_id: null,
      product_id: payment.product_id,
      sku_id: payment.sku_id,
      purchase_type: 'rental',
      is_preorder: 0,
      entitlement_status: 'activated',
      rental_expires_at: now + length,
      traded_in_at: null,
      created_at: now,
    })
    .execute();
}
