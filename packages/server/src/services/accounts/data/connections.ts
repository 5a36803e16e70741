/**
 * The social logins (`account_connections`) linked to an account.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The providers linked to the account, one row each. */
export function connectedProviders(db: Db, accountId: number): Promise<{ provider: string }[]> {
  return db.selectFrom('account_connections').select('provider').where('account_id', '=', accountId).execute();
}
