import { z } from 'zod';
import { moneySchema } from './wire.js';

/**
 * A VIP (membership) tier of spec §3. `tierName` and `name` are alternates. `purchasePrice` is the
 * lifetime spend that reaches the tier; progress is capped at `tierQuantityRequired`.
 * `purchase_discount` applies to most titles, `genba_discount` to all others.
 * @example
 * const tiers = vipTierListSchema.parse(await res.json());
 */
export const vipTierSchema = /* @__PURE__ */ (() => z.object({
  tier: z.number().int().nonnegative(),
  tierName: z.string().optional(),
  name: z.string().optional(),
  purchasePrice: moneySchema,
  tierQuantityRequired: z.number().nonnegative().optional(),
  purchase_discount: z.number().min(0).max(100),
  genba_discount: z.number().min(0).max(100),
  purchase_display_text: z.string().nullable().optional(),
}))();
/** A VIP tier. */
export type VipTier = z.infer<typeof vipTierSchema>;

/** Answer of `GET /api/account/vips`: the tiers, lowest first. */
export const vipTierListSchema = /* @__PURE__ */ (() => z.array(vipTierSchema))();
/** The VIP tiers. */
export type VipTierList = z.infer<typeof vipTierListSchema>;

/** The name of the top tier (spec §3). */
export const TOP_VIP_TIER_NAME = 'Platinum';

/**
 * The display name of a tier, whichever alternate the wire used.
 * @param tier - a VIP tier
 * @returns its name ('' when neither is sent)
 * @example
 * vipTierName({ tier: 2, name: 'Silver', … }); // 'Silver'
 */
export function vipTierName(tier: VipTier): string {
  return tier.tierName ?? tier.name ?? '';
}

/**
 * The tier after `current` (spec §3: the next tier is the current tier plus one).
 * @param tiers - the tier list
 * @param current - the account's `vip_tier`; null or absent for a non-member
 * @returns the next tier, or `undefined` at the top tier
 * @example
 * nextVipTier(tiers, 1)?.tier; // 2
 */
export function nextVipTier(tiers: readonly VipTier[], current: number | null | undefined): VipTier | undefined {
  const next = (current ?? 0) + 1;
  return tiers.find((t) => t.tier === next);
}
