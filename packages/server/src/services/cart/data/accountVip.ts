/**
 * The VIP columns of `accounts`: lifetime `purchase_amount`, `vip_tier` and the loyalty welcome flag.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Adds `amountMinor` to the account's `purchase_amount` and moves `vip_tier` up to the highest
 * tier the new amount reaches, in ONE statement (no read-then-write: concurrent completions of two
 * orders both count). The tier never moves down (a tier granted by hand stays).
 * @returns the new amount and tier, or undefined when the account does not exist
 */
export function addAccountPurchase(db: Kysely<Database>, accountId: number, amountMinor: number, now: number): Promise<{ purchase_amount: number; vip_tier: number } | undefined> {
  const reached = sql<number>`coalesce((select max(t.tier) from vip_tiers t where t.purchase_price <= accounts.purchase_amount + ${amountMinor}), 0)`;
  return db
    .updateTable('accounts')
    .set({
      purchase_amount: sql`purchase_amount + ${amountMinor}`,
      vip_tier: sql`case when ${reached} > vip_tier then ${reached} else vip_tier end`,
      updated_at: now,
    })
    .where('id', '=', accountId)
    .returning(['purchase_amount', 'vip_tier'])
    .executeTakeFirst();
}

/**
 * Sets the loyalty welcome flag in one conditional write, so of two concurrent calls one sets it.
 * @returns true when this call set it, false when it was already set
 */
export async function setLoyaltyWelcome(db: Kysely<Database>, accountId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ loyalty_welcome: 1, updated_at: now })
    .where('id', '=', accountId)
    .where('loyalty_welcome', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
