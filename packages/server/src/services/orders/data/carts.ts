/**
 * What the orders area reads of carts: whose cart it is.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The owner of a cart, if the cart exists. */
export function cartOwner(db: Kysely<Database>, cartId: number): Promise<{ account_id: number } | undefined> {
  return db.selectFrom('carts').select('account_id').where('id', '=', cartId).executeTakeFirst();
}
