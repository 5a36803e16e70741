/**
 * VIP (loyalty) progress of spec §2, §3 and §4: non-member, a tier, or the top tier; the amount
 * left to the next tier; progress capped at the next tier's `tierQuantityRequired`; the bar
 * reduced by 6 at 90% or more; the top tier shows 100%.
 * @module
 */
import { REWARDS_PROGRESS_REDUCTION, REWARDS_PROGRESS_REDUCTION_FROM_PERCENT } from '@d2d/contract';
import { toMinor } from './money.js';

/** The fields of a VIP tier that progress needs (spec §3 VIP / membership tier). */
export interface VipTierLike {
  tier: number;
  // `| undefined` spelled out: the contract's tiers say so, and apps with
  // `exactOptionalPropertyTypes` would otherwise refuse them
  tierName?: string | null | undefined;
  name?: string | null | undefined;
  /** Lifetime spend (wire decimal) that reaches this tier. */
  purchasePrice: number | string;
  /** Progress towards this tier is capped at this amount (wire decimal); defaults to `purchasePrice`. */
  tierQuantityRequired?: number | string | null | undefined;
}

/** The fields of an account that progress needs. */
export interface VipAccountLike {
  /** Lifetime spend, wire decimal. */
  purchase_amount?: number | string | null | undefined;
  /** The tier number, 0 or missing for non-members. */
  vip_tier?: number | null | undefined;
}

/** Where an account stands in the VIP program. */
export interface VipProgress<T extends VipTierLike = VipTierLike> {
  status: 'non-member' | 'member' | 'top';
  /** The account's tier, `null` for non-members. */
  current: T | null;
  /** The tier after it (current + 1), `null` at the top. */
  next: T | null;
  /** Spend still needed for the next tier, minor units (0 at the top). */
  amountToNextMinor: number;
  /** Progress towards the next tier, 0–100 (100 at the top). */
  percent: number;
  /** Width of the progress bar, 0–100: `percent`, less 6 when `percent` is 90 or more. */
  barPercent: number;
}

/**
 * Computes VIP progress from the account and the tier list (`GET /api/account/vips`).
 * @param account - The logged-in account (or `null` for a visitor: non-member, no progress).
 * @param tiers - Every tier; order does not matter. The top tier is the highest number.
 * @returns The progress for the rewards page and the account badge.
 * @example
 * const p = vipProgress({ purchase_amount: 90, vip_tier: 0 }, tiers);
 * p.amountToNextMinor; // 1000 when the next tier starts at $100
 */
export function vipProgress<T extends VipTierLike>(account: VipAccountLike | null, tiers: readonly T[]): VipProgress<T> {
  const sorted = [...tiers].sort((a, b) => a.tier - b.tier);
  const spent = Math.max(0, toMinor(account?.purchase_amount ?? 0));
  const current = sorted.find((t) => t.tier === account?.vip_tier && t.tier > 0) ?? null;
  const top = sorted.at(-1) ?? null;
  if (current && top && current.tier === top.tier) {
    return { status: 'top', current, next: null, amountToNextMinor: 0, percent: 100, barPercent: 100 };
  }
  const next = current ? (sorted.find((t) => t.tier === current.tier + 1) ?? null) : (sorted.find((t) => t.tier > 0) ?? null);
  const status = current ? 'member' : 'non-member';
  if (!next) return { status, current, next: null, amountToNextMinor: 0, percent: 0, barPercent: 0 };
  const threshold = toMinor(next.purchasePrice);
  const required = next.tierQuantityRequired === undefined || next.tierQuantityRequired === null ? threshold : toMinor(next.tierQuantityRequired);
  const percent = required <= 0 ? 100 : Math.floor((Math.min(spent, required) * 100) / required);
  const barPercent = percent >= REWARDS_PROGRESS_REDUCTION_FROM_PERCENT ? percent - REWARDS_PROGRESS_REDUCTION : percent;
  return { status, current, next, amountToNextMinor: Math.max(0, threshold - spent), percent, barPercent };
}
