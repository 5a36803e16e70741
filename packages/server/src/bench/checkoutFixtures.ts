/**
 * Shoppers made straight in the database for the checkout benchmark, the fault test and the
 * orders tests: a confirmed account with a billing address and a live session token, without
 * the sign-up round trip (its captcha and password hashing are the accounts area's to test).
 * @module
 */
import type { Db } from '../db/database.js';
import { issueTokens } from '../services/accounts/sessions.js';

/** A shopper and the bearer token of their session. */
export interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** A billing address; `country` is a `countries.country_code_id` (1 US, 2 UK, 5 Germany). */
export interface BuyerAddress {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: number;
}

/** A San Francisco address: California's 7.25% state sales tax applies. */
export const US_ADDRESS: BuyerAddress = { street: '1 Market St', city: 'San Francisco', state: 'CA', zipcode: '94103', country: 1 };
/** A London address: no sales tax line. */
export const UK_ADDRESS: BuyerAddress = { street: '10 Downing St', city: 'London', state: 'London', zipcode: 'SW1A 2AA', country: 2 };

/** What kind of shopper to make. */
export interface BuyerOptions {
  email: string;
  /** Default true; false leaves the e-mail unconfirmed (checkout answers 4010). */
  confirmed?: boolean;
  /** Default {@link US_ADDRESS}; null for none (checkout answers 4011). */
  address?: BuyerAddress | null;
  userName?: string;
}

/**
 * Inserts a shopper and logs them in.
 * @example
 * const ana = await createBuyer(db, { email: 'ana@example.com' });
 * await app.inject({ method: 'GET', url: '/api/account/shopping_carts', headers: { authorization: `Bearer ${ana.token}` } });
 */
export async function createBuyer(db: Db, options: BuyerOptions): Promise<Buyer> {
  const now = Date.now();
  const address = options.address === undefined ? US_ADDRESS : options.address;
  const email = options.email.trim().toLowerCase();
  const row = await db
    .insertInto('accounts')
    .values({
      email,
      email_confirmed_at: options.confirmed === false ? null : now,
      unconfirmed_email: null,
      user_name: options.userName ?? email.split('@')[0] ?? 'shopper',
      last_name: null,
      password_hash: null,
      allow_tracking: null,
      gdpr_opt_in: null,
      address_user_name: address ? (options.userName ?? 'Test Buyer') : null,
      address_street_1: address?.street ?? null,
      address_street_2: null,
      address_city: address?.city ?? null,
      address_state: address?.state ?? null,
      address_zipcode: address?.zipcode ?? null,
      address_country_code_id: address?.country ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens = await issueTokens(db, row.id, now);
  return { id: row.id, email, token: tokens.token };
}
