import type { VipTier } from '@d2d/contract';

/** The display name of a VIP tier (`tierName`, else `name`). */
export function vipTierNameOf(tier: Pick<VipTier, 'tier'> & { tierName?: string | null; name?: string | null }): string {
  return tier.tierName ?? tier.name ?? `Tier ${tier.tier}`;
}
