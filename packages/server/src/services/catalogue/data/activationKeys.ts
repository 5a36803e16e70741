/**
 * The catalogue's read of the activation key pools.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** One key of `skuIds` that no library item holds yet, if any. */
export function unassignedKeyOf(db: Db, skuIds: readonly number[]) {
  return db
    .selectFrom('activation_keys')
    .select('id')
    .where('sku_id', 'in', [...skuIds])
    .where('assigned_inventory_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
}
