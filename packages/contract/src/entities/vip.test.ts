import { describe, expect, it } from 'vitest';
import { nextVipTier, vipTierListSchema, vipTierName, vipTierSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const tiers = [
  { tier: 1, tierName: 'Bronze', purchasePrice: 0, tierQuantityRequired: 0, purchase_discount: 2, genba_discount: 1, purchase_display_text: '2% off' },
  { tier: 2, name: 'Silver', purchasePrice: 100, tierQuantityRequired: 100, purchase_discount: 4, genba_discount: 2 },
  { tier: 3, tierName: 'Gold', purchasePrice: 250, tierQuantityRequired: 250, purchase_discount: 6, genba_discount: 3 },
  { tier: 4, tierName: 'Platinum', purchasePrice: 500, tierQuantityRequired: 500, purchase_discount: 8, genba_discount: 4 },
];

describe('vipTierSchema', () => {
  it('should parse the tier list with either name spelling', () => {
    const list = vipTierListSchema.parse(tiers);
    expect(list.map(vipTierName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
  });

  it('should reject a discount over 100 percent', () => {
    expectIssueAt(vipTierSchema, { ...tiers[0], purchase_discount: 150 }, ['purchase_discount']);
  });

  it('should find the next tier as the current tier plus one', () => {
    const list = vipTierListSchema.parse(tiers);
    expect(nextVipTier(list, null)?.tier).toBe(1);
    expect(nextVipTier(list, 2)?.tier).toBe(3);
    expect(nextVipTier(list, 4)).toBeUndefined();
  });
});
