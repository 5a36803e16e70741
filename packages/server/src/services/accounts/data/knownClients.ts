/**
 * The `login_known_clients` rows: clients an account logged in from, and when last.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** Records a successful login of the account from `client` at `now`. */
export async function upsertKnownClient(db: Db, accountId: number, client: string, now: number): Promise<void> {
  await db
    .insertInto('login_known_clients')
    .values({ account_id: accountId, client, last_success_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'client']).doUpdateSet({ last_success_at: now }))
    .execute();
}
