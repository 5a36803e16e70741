import { describe, expect, it } from 'vitest';
import { vipProgress } from './index.js';
import { VIP_TIERS } from './__tests__/fixtures.js';

describe('vipProgress', () => {
  it('should show a non-member the amount left to the first tier', () => {
    const p = vipProgress({ purchase_amount: 40, vip_tier: null }, VIP_TIERS);
    expect(p).toMatchObject({ status: 'non-member', current: null, amountToNextMinor: 6000, percent: 40, barPercent: 40 });
    expect(p.next?.tierName).toBe('Bronze');
  });

  it('should show a member the amount left to the current tier plus one', () => {
    const p = vipProgress({ purchase_amount: 130.5, vip_tier: 1 }, VIP_TIERS);
    expect(p.status).toBe('member');
    expect(p.current?.tierName).toBe('Bronze');
    expect(p.next?.tierName).toBe('Silver');
    expect(p.amountToNextMinor).toBe(11950);
    expect(p.percent).toBe(52);
  });

  it('should reduce the bar by 6 at 90% or more', () => {
    expect(vipProgress({ purchase_amount: 89.99, vip_tier: 0 }, VIP_TIERS)).toMatchObject({ percent: 89, barPercent: 89 });
    expect(vipProgress({ purchase_amount: 90, vip_tier: 0 }, VIP_TIERS)).toMatchObject({ percent: 90, barPercent: 84 });
  });

  it('should cap progress at tierQuantityRequired', () => {
    const tiers = [{ ...VIP_TIERS[0]!, tierQuantityRequired: 50 }, ...VIP_TIERS.slice(1)];
    expect(vipProgress({ purchase_amount: 80, vip_tier: 0 }, tiers)).toMatchObject({ percent: 100, barPercent: 94, amountToNextMinor: 2000 });
  });

  it('should show the top tier at 100% with nothing left', () => {
    expect(vipProgress({ purchase_amount: 5000, vip_tier: 4 }, VIP_TIERS)).toMatchObject({
      status: 'top',
      next: null,
      amountToNextMinor: 0,
      percent: 100,
      barPercent: 100,
    });
  });

  it('should treat a visitor as a non-member with no spend', () => {
    expect(vipProgress(null, VIP_TIERS)).toMatchObject({ status: 'non-member', amountToNextMinor: 10000, percent: 0 });
    expect(vipProgress(null, [])).toMatchObject({ status: 'non-member', next: null, percent: 0 });
  });
});
