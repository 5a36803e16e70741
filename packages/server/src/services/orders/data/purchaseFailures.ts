/**
 * The `purchase_failures` table: declines, refused fraud checks and reported failures of an
 * account, which count towards a checkout block.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Adds a purchase failure. */
export async function insertPurchaseFailure(
  db: Kysely<Database>,
  failure: { accountId: number; cartId: number | null; paymentId: string | null; code: number; now: number },
): Promise<void> {
  await db
    .insertInto('purchase_failures')
    .values({ account_id: failure.accountId, cart_id: failure.cartId, payment_id: failure.paymentId, error_code: failure.code, created_at: failure.now })
    .execute();
}

/** How many failures with one of `codes` the account had after `since`. */
export async function recentFailureCount(db: Kysely<Database>, accountId: number, since: number, codes: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('purchase_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .where('error_code', 'in', codes)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
