/**
 * The `accounts` rows: looked up by id or e-mail, created, and changed one column group at a time.
 * @module
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AccountRow, AccountTable } from '../../../db/tables/accounts.js';

/** The account registered with `email` (already normalized), if any. */
export function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account with `id`; throws when there is none. */
export function accountById(db: Db, id: number): Promise<AccountRow> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The id of the account registered with `email`, if any. */
export function accountIdByEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
}

/** The account registered with `email` whose address was never confirmed, if any. */
export function unconfirmedAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).where('email_confirmed_at', 'is', null).executeTakeFirst();
}

/** The accounts waiting to change to `email`, only the one with `accountId` when given. */
export function accountsChangingTo(db: Db, email: string, accountId?: number): Promise<AccountRow[]> {
  let query = db.selectFrom('accounts').selectAll().where('unconfirmed_email', '=', email);
  if (accountId !== undefined) query = query.where('id', '=', accountId);
  return query.execute();
}

/** What a new account is made of; everything else starts empty (no address, no tracking choice). */
export interface NewAccount {
  email: string;
  /** when the address was confirmed (a social provider confirms it), or null */
  emailConfirmedAt: number | null;
  userName: string;
  lastName: string | null;
  /** null: the account has no password yet (a social sign-up) */
  passwordHash: string | null;
  subscribe: boolean;
  /** null: the shopper was not asked */
  gdprOptIn: boolean | null;
  now: number;
}

/** Inserts a new account and returns its row. */
export function insertAccount(db: Db, account: NewAccount): Promise<AccountRow> {
  const values: Insertable<AccountTable> = {
    email: account.email,
    email_confirmed_at: account.emailConfirmedAt,
    unconfirmed_email: null,
    user_name: account.userName,
    last_name: account.lastName,
    password_hash: account.passwordHash,
    subscribe: account.subscribe ? 1 : 0,
    allow_tracking: null,
    gdpr_opt_in: account.gdprOptIn === null ? null : account.gdprOptIn ? 1 : 0,
    address_user_name: null,
    address_street_1: null,
    address_street_2: null,
    address_city: null,
    address_state: null,
    address_zipcode: null,
    address_country_code_id: null,
    created_at: account.now,
    updated_at: account.now,
  };
  return db.insertInto('accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `changes` and `updated_at` to the account and returns its row. */
export function updateAccount(db: Db, accountId: number, changes: Updateable<AccountTable>, now: number): Promise<AccountRow> {
  return db
    .updateTable('accounts')
    .set({ ...changes, updated_at: now })
    .where('id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the password hash and returns the account's row. */
export function setPasswordHash(db: Db, accountId: number, passwordHash: string, now: number): Promise<AccountRow> {
  return db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the password hash without reading the row back. */
export async function writePasswordHash(db: Db, accountId: number, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', accountId).execute();
}

/** Sets the address the account waits to change to and returns its row. */
export function setUnconfirmedEmail(db: Db, accountId: number, email: string, now: number): Promise<AccountRow> {
  return db
    .updateTable('accounts')
    .set({ unconfirmed_email: email, updated_at: now })
    .where('id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks the account's address confirmed (keeping an earlier confirmation time), only while
 * `email` is still its address.
 * @returns the address, or undefined when the account no longer has it
 */
export function confirmAccountEmail(db: Db, accountId: number, email: string, now: number): Promise<{ email: string } | undefined> {
  return db
    .updateTable('accounts')
    .set((eb) => ({ email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)), updated_at: now }))
    .where('id', '=', accountId)
    .where('email', '=', email)
    .returning('email')
    .executeTakeFirst();
}

/**
 * Makes `email` the account's confirmed address, only while it is still the address it waits to
 * change to.
 * @returns the new address, or undefined when the change is no longer pending
 */
export function applyEmailChange(db: Db, accountId: number, email: string, now: number): Promise<{ email: string } | undefined> {
  return db
    .updateTable('accounts')
    .set({ email, email_confirmed_at: now, unconfirmed_email: null, updated_at: now })
    .where('id', '=', accountId)
    .where('unconfirmed_email', '=', email)
    .returning('email')
    .executeTakeFirst();
}

/**
 * Sets a reset password and confirms the address (keeping an earlier confirmation time), only
 * while `email` is still the account's address.
 * @param confirm - false for an address no mailbox stands behind (a social sign-up's temporary one)
 * @returns the account's id, or undefined when the account no longer has the address
 */
export function resetAccountPassword(db: Db, accountId: number, email: string, passwordHash: string, now: number, confirm = true): Promise<{ id: number } | undefined> {
  return (
    db
      .updateTable('accounts')
      .set((eb) => ({
        password_hash: passwordHash,
        email_confirmed_at: confirm ? eb.fn.coalesce('email_confirmed_at', eb.val(now)) : eb.ref('email_confirmed_at'),
        updated_at: now,
      }))
      .where('id', '=', accountId)
      // a link mailed to an address the account no longer has is void
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirst()
  );
}

/** Sets the GDPR consent of the account registered with `email`, if there is one. */
export async function setGdprOptInByEmail(db: Db, email: string, optIn: 0 | 1, now: number): Promise<void> {
  await db.updateTable('accounts').set({ gdpr_opt_in: optIn, updated_at: now }).where('email', '=', email).execute();
}
