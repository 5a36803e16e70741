import { FIRST_VISIT_COUPON_PERCENT } from '@d2d/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CouponTable, VipTierTable } from '../../db/tables/cart.js';
import { NEWSLETTER_COUPON_CODES } from '../../services/merchandising/newsletter.js';

const DAY_MS = 86_400_000;

/**
 * The VIP tiers (DECISIONS.md "VIP tiers"): thresholds on lifetime `purchase_amount` in minor
 * units; `purchase_discount` for titles the store delivers itself, `genba_discount` for
 * third-party platform keys. Platinum is the top tier (spec §3).
 */
export const VIP_TIERS: readonly Insertable<VipTierTable>[] = [
  { tier: 1, name: 'Bronze', purchase_price: 5_000, purchase_discount: 2, genba_discount: 1, display_text: '2% off most titles, 1% off all others' },
  { tier: 2, name: 'Silver', purchase_price: 20_000, purchase_discount: 4, genba_discount: 2, display_text: '4% off most titles, 2% off all others' },
  { tier: 3, name: 'Gold', purchase_price: 50_000, purchase_discount: 6, genba_discount: 3, display_text: '6% off most titles, 3% off all others' },
  { tier: 4, name: 'Platinum', purchase_price: 100_000, purchase_discount: 10, genba_discount: 5, display_text: '10% off most titles, 5% off all others' },
];

/**
 * The seeded coupon codes, for docs and tests. `welcome` is the store's first-visit coupon and is
 * seeded in every mode with the mailing-list codes; the others are demo coupons, seeded only
 * outside production (decisions.md "Seeded coupons").
 */
export const DEMO_COUPONS = {
  /** 10% off on every site, no end; once per account. */
  welcome: 'WELCOME10',
  /** 50% off (highlighted: over 49%), every site, cart of 10.00 or more, 1,000 uses, ends in 90 days. */
  half: 'HALFPRICE',
  /** 25% off, usable by one order only. */
  singleUse: 'ONETIME25',
  /** 5.00 off on the US site only, cart of 25.00 or more. */
  fixedUs: 'SAVE5',
  /** Ended yesterday. */
  expired: 'EXPIRED15',
} as const;

const BASE = {
  site_id: null, single_use: 0, max_redemptions: null, min_spend: null, starts_at: null, expires_at: null, account_id: null, amount_off: null, once_per_account: 0,
} as const;

/** The coupons that are part of the product (spec §1 first-visit coupon): one use per account each. */
function firstVisitCoupons(now: number): Insertable<CouponTable>[] {
  const newsletter = Object.entries(NEWSLETTER_COUPON_CODES).map(([site, code]) => ({
    ...BASE,
    code,
    title: `${FIRST_VISIT_COUPON_PERCENT}% off your next purchase`,
    description: 'Thanks for joining our mailing list. This coupon cannot be combined with other offers.',
    percent_off: FIRST_VISIT_COUPON_PERCENT,
    site_id: Number(site),
    once_per_account: 1 as const,
    created_at: now,
  }));
  return [
    {
      ...BASE, code: DEMO_COUPONS.welcome, title: `${FIRST_VISIT_COUPON_PERCENT}% off your next purchase`, description: 'Welcome to the store: 10% off your order.',
      percent_off: FIRST_VISIT_COUPON_PERCENT, once_per_account: 1, created_at: now,
    },
    ...newsletter,
  ];
}

/** Coupons that only show off the cart's rules; a real store must not give them away. */
function demoCoupons(now: number): Insertable<CouponTable>[] {
  const base = { ...BASE, created_at: now };
  return [
    {
      ...base, code: DEMO_COUPONS.half, title: 'Half price', description: '50% off an order of 10.00 or more.', percent_off: 50,
      max_redemptions: 1000, min_spend: 1000, expires_at: now + 90 * DAY_MS,
    },
    { ...base, code: DEMO_COUPONS.singleUse, title: '25% off, once', description: '25% off one order; the first order to use it wins.', percent_off: 25, single_use: 1, max_redemptions: 1 },
    { ...base, code: DEMO_COUPONS.fixedUs, title: '$5 off', description: '$5.00 off an order of $25.00 or more (US store).', percent_off: null, amount_off: 500, site_id: 1, min_spend: 2500 },
    { ...base, code: DEMO_COUPONS.expired, title: '15% off (ended)', description: 'A past offer.', percent_off: 15, expires_at: now - DAY_MS },
  ];
}

/** Options of {@link seedCart}. */
export interface SeedCartOptions {
  /** The clock the coupons' dates are taken from. */
  now?: Date;
  /** Seed the demo coupons too (default true); production passes false. */
  demoCoupons?: boolean;
}

/**
 * Writes the VIP tiers, the first-visit coupons and (unless told not to) the demo coupons. Part
 * of the first-start seed (`seedIfEmpty`).
 * @param db - the seed's transaction
 * @param options - clock and whether to add the demo coupons
 * @example
 * await seedCart(trx, { now: new Date(), demoCoupons: false });
 */
export async function seedCart(db: Kysely<Database>, options: SeedCartOptions = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  await db.insertInto('vip_tiers').values([...VIP_TIERS]).execute();
  await db.insertInto('coupons').values([...firstVisitCoupons(now), ...(options.demoCoupons === false ? [] : demoCoupons(now))]).execute();
}
