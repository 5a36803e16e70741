/**
 * What the orders area reads of accounts: the buyer's contact for the mails, the user name on a
 * receipt and a gift recipient's confirmed account.
 * @module
 */
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../../db/compiledQuery.js';
import type { Database } from '../../../db/schema.js';

// read for every order's receipt: compiled once (see db/compiledQuery.ts)
const contact = compiledQuery((db: Kysely<Database>, p: { accountId: number }) =>
  db.selectFrom('accounts').select(['id', 'email', 'user_name']).where('id', '=', p.accountId),
);

/** The buyer's id, e-mail and user name (throws for an unknown account). */
export async function buyerContact(db: Kysely<Database>, accountId: number): Promise<{ id: number; email: string; user_name: string }> {
  const row = await contact.first(db, { accountId });
  if (!row) throw new Error(`No account ${accountId}`);
  return row;
}

/** The user name of an account, if it exists. */
export function accountUserName(db: Kysely<Database>, accountId: number): Promise<{ user_name: string } | undefined> {
  return db.selectFrom('accounts').select('user_name').where('id', '=', accountId).executeTakeFirst();
}

/** The account whose e-mail is `email` and confirmed, if there is one. */
export function confirmedAccountByEmail(db: Kysely<Database>, email: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .where('email_confirmed_at', 'is not', null)
    .executeTakeFirst();
}
