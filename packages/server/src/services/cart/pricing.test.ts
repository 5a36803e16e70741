import { SITES } from '@d2d/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponRow, VipTierRow } from '../../db/tables/cart.js';
import { couponDiscountMinor, couponProblem } from './coupons.js';
import { CART_MESSAGES, couponMinSpendMessage } from './messages.js';
import { formatMoney, percentOfMinor } from './money.js';
import { cartTotals, linePrices } from './pricing.js';
import { tierForPurchaseAmount, vipDiscountPercent, vipPriceFor } from './vip.js';

const US = SITES[0];
const UK = SITES[1];
const NOW = new Date('2025-06-01T12:00:00Z');
const TOMORROW = '2025-06-02T12:00:00.000Z';
const YESTERDAY = '2025-05-31T12:00:00.000Z';

const tier = (purchase_discount: number, genba_discount: number, t = 3, purchase_price = 50_000): VipTierRow => ({
  tier: t, name: `T${t}`, purchase_price, purchase_discount, genba_discount, display_text: '',
});
const coupon = (patch: Partial<CouponRow>): CouponRow => ({
  id: 1, code: 'C', title: 'C', description: 'C', percent_off: 10, amount_off: null, site_id: null, single_use: 0, max_redemptions: null,
  redemptions: 0, min_spend: null, starts_at: null, expires_at: null, account_id: null, once_per_account: 0, created_at: 0, ...patch,
});

describe('percentOfMinor', () => {
  it('should round half a minor unit up and stay in integers', () => {
    expect(percentOfMinor(5997, 10)).toBe(600);
    expect(percentOfMinor(1995, 10)).toBe(200);
    expect(percentOfMinor(1994, 10)).toBe(199);
    expect(percentOfMinor(1999, 100)).toBe(1999);
  });
});

describe('linePrices', () => {
  const offer = { list_price: 2999, sale_price: 1799, sale_ends_at: TOMORROW, trade_in_price: 500 };

  it('should use the sale price while the sale runs and the list price after it ends', () => {
    expect(linePrices(offer, 'Steam', null, NOW)).toEqual({ originMinor: 2999, discountedMinor: 1799, vipMinor: 0, effectiveMinor: 1799, tradeInMinor: 500 });
    expect(linePrices({ ...offer, sale_ends_at: YESTERDAY }, 'Steam', null, NOW).effectiveMinor).toBe(2999);
  });

  it('should let a VIP price above 0 replace the discounted price', () => {
    expect(linePrices(offer, 'Steam', tier(6, 3), NOW)).toMatchObject({ discountedMinor: 1799, vipMinor: 1745, effectiveMinor: 1745 });
    expect(linePrices(offer, 'SecuRom', tier(6, 3), NOW)).toMatchObject({ vipMinor: 1691, effectiveMinor: 1691 });
    // a free title has no VIP price: 0 never replaces
    expect(linePrices({ list_price: 0, sale_price: null, sale_ends_at: null, trade_in_price: null }, 'NONE', tier(6, 3), NOW)).toMatchObject({ vipMinor: 0, effectiveMinor: 0 });
  });
});

describe('VIP discounts', () => {
  it('should give the purchase discount to store-delivered titles and the genba discount to platform keys', () => {
    const gold = tier(6, 3);
    expect(['NONE', '', null, 'SecuRom', 'securom', 'ADS'].map((d) => vipDiscountPercent(gold, d))).toEqual([6, 6, 6, 6, 6, 6]);
    expect(['Steam', 'Origin', 'Epic Games', 'Sony', 'Xbox', 'Unknown DRM'].map((d) => vipDiscountPercent(gold, d))).toEqual([3, 3, 3, 3, 3, 3]);
    expect(vipDiscountPercent(null, 'Steam')).toBe(0);
    expect(vipPriceFor(tier(0, 0), { priceMinor: 1999, drmType: 'Steam' })).toBe(0);
  });

  it('should find the highest tier a lifetime spend reaches', () => {
    const tiers = [tier(2, 1, 1, 5_000), tier(4, 2, 2, 20_000), tier(6, 3, 3, 50_000), tier(10, 5, 4, 100_000)];
    expect([0, 4_999, 5_000, 19_999, 20_000, 99_999, 100_000, 10_000_000].map((a) => tierForPurchaseAmount(tiers, a))).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
    expect(tierForPurchaseAmount([], 1_000_000)).toBe(0);
  });
});

describe('coupons', () => {
  const check = { site: US, now: NOW, grossMinor: 5997 };

  it('should take a percent or a fixed amount, never more than the total', () => {
    expect(couponDiscountMinor(coupon({ percent_off: 10 }), 5997)).toBe(600);
    expect(couponDiscountMinor(coupon({ percent_off: null, amount_off: 500 }), 5997)).toBe(500);
    expect(couponDiscountMinor(coupon({ percent_off: null, amount_off: 500 }), 300)).toBe(300);
    expect(couponDiscountMinor(coupon({ percent_off: 100 }), 1999)).toBe(1999);
  });

  it('should say why a coupon does not hold', () => {
    expect(couponProblem(coupon({}), check)).toBeNull();
    expect(couponProblem(coupon({ starts_at: NOW.getTime() + 1 }), check)).toBe(CART_MESSAGES.couponNotStarted);
    expect(couponProblem(coupon({ expires_at: NOW.getTime() }), check)).toBe(CART_MESSAGES.couponExpired);
    expect(couponProblem(coupon({ expires_at: NOW.getTime() + 1 }), check)).toBeNull();
    expect(couponProblem(coupon({ max_redemptions: 1, redemptions: 1 }), check)).toBe(CART_MESSAGES.couponUsedUp);
    expect(couponProblem(coupon({ site_id: 2 }), check)).toBe(CART_MESSAGES.couponOtherSite);
    expect(couponProblem(coupon({ min_spend: 6000 }), check)).toBe(couponMinSpendMessage('$60.00'));
    expect(couponProblem(coupon({ min_spend: 5997 }), check)).toBeNull();
    expect(formatMoney(UK, 2000)).toBe('£20.00');
  });
});

describe('cartTotals', () => {
  const check = { site: US, now: NOW };

  it('should take the coupon off the gross and pay what is left from the wallet as far as it goes', () => {
    expect(cartTotals({ effectiveMinor: [1999, 1999, 1999], coupon: coupon({}), useWallet: false, walletMinor: 10_000 }, check))
      .toEqual({ grossMinor: 5997, couponDiscountMinor: 600, redeemMinor: 0, netMinor: 5397, couponProblem: null });
    expect(cartTotals({ effectiveMinor: [1999, 1999, 1999], coupon: coupon({}), useWallet: true, walletMinor: 1000 }, check).netMinor).toBe(4397);
    expect(cartTotals({ effectiveMinor: [1999], coupon: null, useWallet: true, walletMinor: 10_000 }, check)).toMatchObject({ redeemMinor: 1999, netMinor: 0 });
  });

  it('should give nothing for a coupon that does not hold, and say why', () => {
    const totals = cartTotals({ effectiveMinor: [999], coupon: coupon({ min_spend: 1000 }), useWallet: false, walletMinor: 0 }, check);
    expect(totals).toMatchObject({ couponDiscountMinor: 0, netMinor: 999, couponProblem: couponMinSpendMessage('$10.00') });
  });

  it('should keep every total a non-negative integer that adds up, whatever the inputs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.option(fc.oneof(fc.integer({ min: 1, max: 100 }).map((p) => coupon({ percent_off: p })), fc.integer({ min: 1, max: 50_000 }).map((a) => coupon({ percent_off: null, amount_off: a }))), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        (prices, c, useWallet, walletMinor) => {
          const t = cartTotals({ effectiveMinor: prices, coupon: c, useWallet, walletMinor }, check);
          for (const n of [t.grossMinor, t.couponDiscountMinor, t.redeemMinor, t.netMinor]) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
          expect(t.grossMinor - t.couponDiscountMinor - t.redeemMinor).toBe(t.netMinor);
          expect(t.couponDiscountMinor).toBeLessThanOrEqual(t.grossMinor);
          expect(t.redeemMinor).toBeLessThanOrEqual(useWallet ? walletMinor : 0);
        },
      ),
    );
  });
});
