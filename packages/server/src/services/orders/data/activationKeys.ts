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

/**
 * How many free keys each of `skuIds` has, counted no further than `upTo` (SKUs without any are
 * left out). A checkout only asks whether enough are left for its few items: counting a whole
 * pool of thousands of keys per checkout cost more than the rest of its key work together.
 */
export function freeKeyCounts(db: Kysely<Database>, skuIds: readonly number[], upTo: number): Promise<Array<{ sku_id: number; n: number }>> {
  return db
    .selectFrom('skus as s')
    .select((eb) => [
      's.id as sku_id',
      eb
        .selectFrom(
          eb
            .selectFrom('activation_keys as k')
            .select('k.id')
            .whereRef('k.sku_id', '=', 's.id')
            .where('k.assigned_inventory_id', 'is', null)
            .limit(upTo)
            .as('free'),
        )
        .select(eb.fn.countAll<number>().as('n'))
        .as('n'),
    ])
    .where('s.id', 'in', skuIds)
    .execute() as Promise<Array<{ sku_id: number; n: number }>>;
}

/**
 * Which of `skuIds` have a key pool at all. A free key answers from the free-key index; only a
 * pool with none left is looked for among the taken keys.
 */
export function skusWithKeyPool(db: Kysely<Database>, skuIds: readonly number[]): Promise<Array<{ sku_id: number }>> {
  return db
    .selectFrom('skus as s')
    .select('s.id as sku_id')
    .where('s.id', 'in', skuIds)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('activation_keys as k').select('k.id').whereRef('k.sku_id', '=', 's.id').where('k.assigned_inventory_id', 'is', null)),
        eb.exists(eb.selectFrom('activation_keys as k').select('k.id').whereRef('k.sku_id', '=', 's.id')),
      ]),
    )
    .execute();
}
