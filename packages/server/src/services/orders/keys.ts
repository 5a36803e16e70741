/**
 * Taking activation keys from the finite pool (`activation_keys`), one conditional UPDATE per
 * key: a key is only ever written while `assigned_inventory_id IS NULL`, so no key goes to two
 * items however many completions race for the last one.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasFreeKey, takeFreeKey } from './data/activationKeys.js';

/** How often a take is retried when another writer took the chosen key first (PostgreSQL). */
const TAKE_ATTEMPTS = 5;

/**
 * Assigns a free key of a SKU to an inventory item.
 * @param trx - the completion's transaction
 * @param skuId - the SKU whose pool to take from
 * @param inventoryId - the new inventory item
 * @returns the key, or null when the pool is empty
 * @example
 * const key = await takeKey(trx, item.skuId, inventoryId);
 * if (key === null) throw new CompletionRefused(soldOutDuringCheckoutMessage(item.title));
 */
export async function takeKey(trx: Kysely<Database>, skuId: number, inventoryId: number): Promise<{ id: number; key: string } | null> {
  for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
    const row = await takeFreeKey(trx, skuId, inventoryId);
    if (row) return row;
    // nothing taken: either the pool is empty, or (with concurrent connections) the key chosen
    // by the subquery went to another item between the two; only the first ends the attempts
    if (!(await hasFreeKey(trx, skuId))) return null;
  }
  return null;
}
