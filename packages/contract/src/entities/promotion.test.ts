import { describe, expect, it } from 'vitest';
import { promotionBackgroundSchema, promotionPageSchema, promotionSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const promotion = {
  id: 88,
  name: 'Summer Sale',
  endDate: '2099-12-31T00:00:00Z',
  designImages: { big: '/promo/88-big.svg', small: '/promo/88-small.svg', background: '/promo/88-bg.svg' },
  background_color: '#000000',
  products: [{ id: 1042, title: 'Starfall Tactics' }],
};

describe('promotionSchema', () => {
  it('should parse a promotion with design images and products', () => {
    expect(promotionSchema.parse(promotion).products).toHaveLength(1);
    expect(promotionPageSchema.parse({ items: [promotion], totalItems: 1, currentPageIndex: 1, pageSize: 1000, isFirstPage: true, isLastPage: true }).items).toHaveLength(1);
  });

  it('should reject a promotion without a name and a product without an id', () => {
    expectIssueAt(promotionSchema, { ...promotion, name: undefined }, ['name']);
    expectIssueAt(promotionSchema, { ...promotion, products: [{ title: 'x' }] }, ['products', 0, 'id']);
  });

  it('should parse a background, null when none is set', () => {
    expect(promotionBackgroundSchema.parse({ id: 88, backgroundImage: null }).backgroundImage).toBeNull();
    expectIssueAt(promotionBackgroundSchema, { id: 88 }, ['backgroundImage']);
  });
});
