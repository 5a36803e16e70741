/**
 * The `activation_keys` table, the finite key pools: a key is only ever written while
 * `assigned_inventory_id IS NULL`, so no key goes to two items however many completions race
 * for the last one.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

/**
 * Assigns the first free key of a SKU to an inventory item, in one conditional UPDATE; undefined
 * when none was taken. On PostgreSQL the pick skips keys other transactions hold
 * (`FOR UPDATE SKIP LOCKED`): completions running side by side each take a different key instead
 * of queueing on the first one and finding it gone. SQLite runs one writer at a time.
 */
export async function takeFreeKey(db: Kysely<Database>, skuId: number, inventoryId: number): Promise<{ id: number; key: string } | undefined> {
  const skipLocked = isPostgres(db) ? sql` FOR UPDATE SKIP LOCKED` : sql``;
  const taken = await sql<{ id: number; key: string }>`
      UPDATE activation_keys SET assigned_inventory_id = ${inventoryId}
      WHERE id = (SELECT id FROM activation_keys WHERE sku_id = ${skuId} AND assigned_inventory_id IS NULL ORDER BY id LIMIT 1${skipLocked})
        AND assigned_inventory_id IS NULL
      RETURNING id, key`.execute(db);
  return taken.rows[0];
}

/** Whether a SKU has a free key left. */
export async function hasFreeKey(db: Kysely<Database>, skuId: number): Promise<boolean> {
  const free = await db.selectFrom('activation_keys').select('id').where('sku_id', '=', skuId).where('assigned_inventory_id', 'is', null).limit(1).executeTakeFirst();
  return free !== undefined;
}

/** How many free keys each of `skuIds` has (SKUs without any are left out). */
export function freeKeyCounts(db: Kysely<Database>, skuIds: readonly number[]): Promise<Array<{ sku_id: number; n: number }>> {
  return db
    .selectFrom('activation_keys')
    .select(['sku_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('sku_id', 'in', skuIds)
    .where('assigned_inventory_id', 'is', null)
    .groupBy('sku_id')
    .execute();
}

/** Which of `skuIds` have a key pool at all. */
export function skusWithKeyPool(db: Kysely<Database>, skuIds: readonly number[]): Promise<Array<{ sku_id: number }>> {
  return db.selectFrom('activation_keys').select('sku_id').distinct().where('sku_id', 'in', skuIds).execute();
}
