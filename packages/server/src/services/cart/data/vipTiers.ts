/**
 * The `vip_tiers` rows: each tier's threshold and discounts.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { VipTierRow } from '../../../db/tables/cart.js';

/** Every tier, lowest first. */
export function vipTierRows(db: Kysely<Database>): Promise<VipTierRow[]> {
  return db.selectFrom('vip_tiers').selectAll().orderBy('tier').execute();
}

/** The tier with this number, if any. */
export function vipTierRow(db: Kysely<Database>, tier: number): Promise<VipTierRow | undefined> {
  return db.selectFrom('vip_tiers').selectAll().where('tier', '=', tier).executeTakeFirst();
}
