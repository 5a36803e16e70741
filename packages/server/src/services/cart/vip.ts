import { normalizeDrmType, type VipTier } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { VipTierRow } from '../../db/tables/cart.js';
import { addAccountPurchase, setLoyaltyWelcome } from './data/accountVip.js';
import { vipTierRow, vipTierRows } from './data/vipTiers.js';
import { percentOfMinor, wireMoney } from './money.js';

/**
 * VIP tiers (spec §3, §6; DECISIONS.md "VIP tiers"). A tier is reached when the account's
 * lifetime `purchase_amount` (minor units) is at least the tier's `purchase_price`; it gives a
 * VIP price that replaces the discounted price of what the shopper buys.
 *
 * Which discount applies (our decision, docs/decisions.md): `purchase_discount` to titles the
 * store delivers itself (no DRM, the store's own DRM SecuRom, and ADS titles); `genba_discount`
 * to every title delivered as a third-party platform key (Steam, Origin, Uplay, consoles, …), on
 * which the store's margin is the key distributor's.
 * @module
 */

/** DRM types of titles the store delivers itself: these get the tier's `purchase_discount`. */
export const STORE_DELIVERED_DRMS: ReadonlySet<string> = new Set(['NONE', 'SecuRom', 'ADS']);

/**
 * Every VIP tier, lowest first.
 * @example
 * const tiers = await loadVipTiers(db);
 */
export function loadVipTiers(db: Kysely<Database>): Promise<VipTierRow[]> {
  return vipTierRows(db);
}

/**
 * The tier a lifetime spend reaches: the highest tier whose threshold it meets.
 * @param tiers - the tiers (any order)
 * @param amountMinor - lifetime purchases in minor units
 * @returns the tier number, 0 when no tier is reached (not a member)
 * @example
 * tierForPurchaseAmount(tiers, 25_000); // 2 (Silver starts at 200.00)
 */
export function tierForPurchaseAmount(tiers: readonly Pick<VipTierRow, 'tier' | 'purchase_price'>[], amountMinor: number): number {
  let reached = 0;
  for (const t of tiers) if (amountMinor >= t.purchase_price && t.tier > reached) reached = t.tier;
  return reached;
}

/**
 * The tier discount (whole percent) that applies to a title with this DRM.
 * @param tier - the shopper's tier, or null for a non-member
 * @param drmType - the product's DRM type as stored or sent (any case, '' for none)
 */
export function vipDiscountPercent(tier: Pick<VipTierRow, 'purchase_discount' | 'genba_discount'> | null | undefined, drmType: string | null | undefined): number {
  if (!tier) return 0;
  return STORE_DELIVERED_DRMS.has(normalizeDrmType(drmType) ?? '') ? tier.purchase_discount : tier.genba_discount;
}

/**
 * The VIP price of an offer for a shopper's tier: the tier discount taken off the price the
 * shopper would pay now (the sale price while on sale), rounded to the nearest minor unit
 * (half up). 0 means "no VIP price" (non-member, no discount, free title): spec §3 lets only a
 * VIP price above 0 replace the discounted price.
 * @param tier - the shopper's tier, or null for a non-member
 * @param offer - the price paid now (minor units) and the title's DRM type
 * @returns the VIP price in minor units, or 0
 * @example
 * vipPriceFor(gold, { priceMinor: 1999, drmType: 'Steam' }); // 1939 with a 3% genba discount
 */
export function vipPriceFor(tier: Pick<VipTierRow, 'purchase_discount' | 'genba_discount'> | null | undefined, offer: { priceMinor: number; drmType: string | null | undefined }): number {
  const percent = vipDiscountPercent(tier, offer.drmType);
  if (percent <= 0 || offer.priceMinor <= 0) return 0;
  return offer.priceMinor - percentOfMinor(offer.priceMinor, percent);
}

/**
 * The tier row of an account, or null for a non-member (or a tier number with no row).
 * @param db - the database
 * @param account - the account (its `vip_tier`)
 */
export async function tierOfAccount(db: Kysely<Database>, account: Pick<AccountRow, 'vip_tier'> | null): Promise<VipTierRow | null> {
  if (!account || account.vip_tier <= 0) return null;
  return (await vipTierRow(db, account.vip_tier)) ?? null;
}

/**
 * Adds an order's total to the account's lifetime `purchase_amount` and moves `vip_tier` up to
 * the tier the new amount reaches, in ONE statement (no read-then-write: concurrent completions
 * of two orders both count). The tier never moves down (a tier granted by hand stays).
 * Call it inside the purchase completion's transaction, once per order.
 * @param trx - the completion's transaction
 * @param accountId - the buyer
 * @param amountMinor - the order's total in minor units (non-negative integer)
 * @returns the new lifetime amount and tier, or null when the account does not exist
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const { vipTier } = (await applyPurchaseToAccount(trx, order.account_id, order.total))!;
 * });
 */
export async function applyPurchaseToAccount(trx: Kysely<Database>, accountId: number, amountMinor: number): Promise<{ purchaseAmount: number; vipTier: number } | null> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`applyPurchaseToAccount needs a non-negative integer amount in minor units, got ${amountMinor}`);
  }
  const row = await addAccountPurchase(trx, accountId, amountMinor, Date.now());
  return row ? { purchaseAmount: row.purchase_amount, vipTier: row.vip_tier } : null;
}

/**
 * Records that the shopper saw the first-time loyalty congratulation, once: one conditional
 * write, so two tabs acknowledging together set it once and only the first reports it.
 * @param db - the database
 * @param accountId - the account
 * @returns true when this call set the flag, false when it was already set
 */
export async function acknowledgeLoyaltyWelcome(db: Db, accountId: number): Promise<boolean> {
  return setLoyaltyWelcome(db, accountId, Date.now());
}

/**
 * A tier as `GET /api/account/vips` sends it (spec §3). Amounts are 2-decimal numbers;
 * `tierQuantityRequired` (the cap of the progress bar) is the threshold itself.
 * @param row - the tier row
 */
export function vipTierJson(row: VipTierRow): VipTier {
  const threshold = wireMoney(row.purchase_price);
  return {
    tier: row.tier,
    tierName: row.name,
    name: row.name,
    purchasePrice: threshold,
    tierQuantityRequired: threshold,
    purchase_discount: row.purchase_discount,
    genba_discount: row.genba_discount,
    purchase_display_text: row.display_text,
  };
}
