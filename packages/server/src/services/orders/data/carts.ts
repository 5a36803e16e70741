/**
 * What the orders area reads of carts: whose cart it is, and the open cart a checkout locks.
 * @module
 */
import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

/** The owner of a cart, if the cart exists. */
export function cartOwner(db: Kysely<Database>, cartId: number): Promise<{ account_id: number } | undefined> {
  return db.selectFrom('carts').select('account_id').where('id', '=', cartId).executeTakeFirst();
}

/**
 * Queues checkouts and changes of the account's open cart behind the caller's transaction: a
 * checkout prices the cart, looks for a payment with its idempotency key and records one, and a
 * second checkout (or an added line) must come before or after that, never between. SQLite runs
 * one writer at a time; on PostgreSQL this locks the cart's row (`FOR NO KEY UPDATE`, as a cart
 * change's conditional write does).
 * @param db - the checkout's transaction
 */
export async function lockOpenCart(db: Kysely<Database>, accountId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('carts').select('id').where('account_id', '=', accountId).where('status', '=', 'open').forNoKeyUpdate().execute();
}

/**
 * Locks a payment's cart before a completion writes anything. Every writer of a cart and its
 * payments takes the cart first (a checkout, a cart change, both through {@link lockOpenCart} or
 * the cart's conditional write); a completion that claimed the payment first and closed the cart
 * last took the two rows in the other order, and on PostgreSQL a checkout racing it deadlocked
 * (one of the two answered 500). SQLite runs one writer at a time.
 * @param db - the completion's transaction
 */
export async function lockCartOfPayment(db: Kysely<Database>, cartId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('carts').select('id').where('id', '=', cartId).forNoKeyUpdate().execute();
}
