import { describe, expect, it } from 'vitest';
import {
  merchandisingDisplaySchema, promotionsQuerySchema, rewardOffersSchema, shelvesBodySchema, shelvesResponseSchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('merchandising', () => {
  it('should parse the home display', () => {
    const display = merchandisingDisplaySchema.parse({
      heroItems: [{ type: 0, title: 'Sale', linkUrl: '/promotion/88' }],
      featuredTabs: [{ name: 'Featured', value: 'featured' }],
      bottomCarousel: [{ id: 1, title: 'A' }],
      adTiles: [{ title: 'Premium', image: '/ads/premium.svg', linkUrl: '/premium' }],
    });
    expect(display.heroItems).toHaveLength(1);
    expectIssueAt(merchandisingDisplaySchema, { heroItems: [], featuredTabs: [{ name: 'x' }] }, ['featuredTabs', 0, 'value']);
  });

  it('should take shelves with findpage queries and answer each by name', () => {
    const body = shelvesBodySchema.parse({ shelves: [{ name: 'onsale', query: { onsale: 'true', 'platform[]': '1100' }, pageindex: 1, pagesize: 15 }] });
    expect(body.shelves[0]?.query).toEqual({ onsale: true, platform: [1100] });
    expectIssueAt(shelvesBodySchema, { shelves: [] }, ['shelves']);
    expectIssueAt(shelvesBodySchema, { shelves: [{ name: 'x', query: { pagesize: '0' } }] }, ['shelves', 0, 'query', 'pagesize']);
    const res = shelvesResponseSchema.parse({ shelves: [{ name: 'onsale', result: { products: { items: [], totalItems: 0, isLastPage: true } } }] });
    expect(res.shelves[0]?.name).toBe('onsale');
  });

  it('should coerce the promotions query and parse reward offers', () => {
    expect(promotionsQuerySchema.parse({ pagenumber: '1', pagesize: '1000' })).toEqual({ pagenumber: 1, pagesize: 1000 });
    expect(rewardOffersSchema.parse({ items: [{ id: 1, title: 'A' }] }).items).toHaveLength(1);
  });
});
