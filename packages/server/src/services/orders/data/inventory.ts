/**
 * The `inventory_items` table's writes and ownership reads: items delivered by an order, gifts
 * held for an e-mail until its account confirms it, and the one-time trade-in of an item.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { InventoryItemTable } from '../../../db/tables/orders.js';

/** Adds an inventory item; returns its id. */
export function insertInventoryItem(db: Kysely<Database>, values: Insertable<InventoryItemTable>): Promise<{ id: number }> {
  return db.insertInto('inventory_items').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Moves the items held for `email` into the account, in one conditional write; returns how many moved. */
export async function attachHeldItems(db: Kysely<Database>, accountId: number, email: string): Promise<number> {
  const result = await db
    .updateTable('inventory_items')
    .set({ account_id: accountId, held_for_email: null })
    .where('account_id', 'is', null)
    .where('held_for_email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which of `productIds` are held (not traded in) for `email`. */
export function heldProductIds(db: Kysely<Database>, email: string, productIds: readonly number[]): Promise<Array<{ product_id: number }>> {
  return db
    .selectFrom('inventory_items')
    .select('product_id')
    .distinct()
    .where('account_id', 'is', null)
    .where('held_for_email', '=', email)
    .where('product_id', 'in', productIds)
    .where('traded_in_at', 'is', null)
    .execute();
}

/** What a trade-in needs to know of an item the account owns and has not traded in. */
export function untradedItem(
  db: Kysely<Database>,
  accountId: number,
  inventoryId: number,
): Promise<
  | { id: number; product_id: number; purchase_type: 'purchase' | 'rental'; drm_type: string; release_date: string; site_id: number | null }
  | undefined
> {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.product_id', 'i.purchase_type', 'p.drm_type', 'p.release_date', 'o.site_id'])
    .where('i.id', '=', inventoryId)
    .where('i.account_id', '=', accountId)
    .where('i.traded_in_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Takes an item out of the library for a trade-in, in one conditional write (`traded_in_at IS
 * NULL`), so two trade-ins of one game racing take it once. False when it was gone already.
 */
export async function takeForTradeIn(db: Kysely<Database>, inventoryId: number, accountId: number, now: number): Promise<boolean> {
  const taken = await db
    .updateTable('inventory_items')
    .set({ traded_in_at: now })
    .where('id', '=', inventoryId)
    .where('account_id', '=', accountId)
    .where('traded_in_at', 'is', null)
    .executeTakeFirst();
  return taken.numUpdatedRows !== 0n;
}
