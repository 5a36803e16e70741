/**
 * Rentals: a game's rental offer on a site, and the rental items of the library
 * (`inventory_items` with `purchase_type = 'rental'`).
 * @module
 */
import type { Db } from '../../../db/database.js';

/** A published product's primary offer with its rental price on a site, release date and restrictions. */
export function rentalOffer(db: Db, productId: number, siteId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('offers as o', (join) => join.onRef('o.product_id', '=', 'p.id').on('o.is_primary', '=', 1))
    .innerJoin('offer_prices as op', (join) => join.onRef('op.offer_id', '=', 'o.id').on('op.site_id', '=', siteId))
    .select(['o.sku_id', 'op.rental_price', 'p.release_date', 'p.country_restrictions'])
    .where('p.id', '=', productId)
    .where('p.is_published', '=', 1)
    .executeTakeFirst();
}

/** The account's library items of a product that were not traded in: how each was had and until when. */
export function untradedItemsOf(db: Db, accountId: number, productId: number) {
  return db
    .selectFrom('inventory_items')
    .select(['purchase_type', 'rental_expires_at'])
    .where('account_id', '=', accountId)
    .where('product_id', '=', productId)
    .where('traded_in_at', 'is', null)
    .execute();
}

/** The account's rental of a product running at `now` that expires last, if any. */
export function runningRental(db: Db, accountId: number, productId: number, now: number) {
  return db
    .selectFrom('inventory_items')
    .select(['id', 'rental_expires_at'])
    .where('account_id', '=', accountId)
    .where('product_id', '=', productId)
    .where('purchase_type', '=', 'rental')
    .where('traded_in_at', 'is', null)
    .where('rental_expires_at', '>', now)
    .orderBy('rental_expires_at', 'desc')
    .executeTakeFirst();
}

/** Sets a rental item's expiry. */
export async function setRentalExpiry(db: Db, itemId: number, expiresAt: number): Promise<void> {
  await db.updateTable('inventory_items').set({ rental_expires_at: expiresAt }).where('id', '=', itemId).execute();
}

/** Puts a rental of a product's SKU into the account's library, activated, expiring at `expiresAt`. */
export async function insertRentalItem(
  db: Db,
  rental: { accountId: number; productId: number; skuId: number; expiresAt: number; now: number },
): Promise<void> {
  await db
    .insertInto('inventory_items')
    .values({
      account_id: rental.accountId,
      held_for_email: null,
      gift_from_email: null,
      order_id: null,
      order_line_id: null,
      product_id: rental.productId,
      sku_id: rental.skuId,
      purchase_type: 'rental',
      is_preorder: 0,
      entitlement_status: 'activated',
      rental_expires_at: rental.expiresAt,
      traded_in_at: null,
      created_at: rental.now,
    })
    .execute();
}
