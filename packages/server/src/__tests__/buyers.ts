/**
 * Shoppers written straight into the database (confirmed, with a billing address and a session),
 * for areas whose tests are not about signing up, and fresh sessions at a test clock.
 * @module
 */
import { createBuyer, type Buyer, type BuyerOptions } from '../bench/checkoutFixtures.js';
import type { Db } from '../db/database.js';
import { issueTokens } from '../services/accounts/sessions.js';

export type { Buyer, BuyerOptions };

/**
 * Makes numbered buyers, `<prefix>1@example.com`, `<prefix>2@example.com`, …
 * @param prefix - says in a failure which area's buyer it was
 * @example
 * const buyer = numberedBuyers(db, 'buyer');
 * const ana = await buyer();
 * const unconfirmed = await buyer({ confirmed: false });
 */
export function numberedBuyers(db: Db, prefix: string): (options?: Partial<BuyerOptions>) => Promise<Buyer> {
  let made = 0;
  return (options = {}) => {
    made += 1;
    return createBuyer(db, { email: `${prefix}${made}@example.com`, ...options });
  };
}

/**
 * The buyer with a fresh login token issued at `now` (sessions expire after 14 days of a test clock).
 * @example
 * clock.advance(30 * DAY_MS);
 * ana = await relogin(db, ana, clock.now);
 */
export async function relogin(db: Db, who: Buyer, now: number): Promise<Buyer> {
  const tokens = await issueTokens(db, who.id, now);
  return { ...who, token: tokens.token };
}
