import { describe, expect, it } from 'vitest';
import {
  contentRatingListSchema, countryListSchema, countryQuerySchema, genreListSchema, mailingListBodySchema,
  mailingListResultSchema, platformListSchema, publisherListSchema, regionInfoSchema, sitemapSchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('reference data', () => {
  it('should parse genres, platforms, publishers and content ratings from items', () => {
    expect(genreListSchema.parse({ items: [{ id: 1, name: 'Action/Adventure', slug: 'action-adventure' }] }).items[0]?.slug).toBe('action-adventure');
    expect(platformListSchema.parse({ items: [{ code: 1100, name: 'PC' }] }).items).toHaveLength(1);
    expectIssueAt(platformListSchema, { items: [{ code: 1234, name: 'Amiga' }] }, ['items', 0, 'code']);
    expect(publisherListSchema.parse({ items: [{ id: 3, name: 'Orbit Interactive', featured: true }] }).items[0]?.featured).toBe(true);
    expect(contentRatingListSchema.parse({ items: [{ code: 2400, name: 'PEGI 16', system: 'PEGI' }] }).items).toHaveLength(1);
  });

  it('should parse the sitemap and the region', () => {
    const link = { name: 'Strategy', url: '/pc/download/strategy' };
    expect(sitemapSchema.parse({ genres: [link], platforms: [], stores: [], subStores: [], publishers: [], company: [] }).genres).toHaveLength(1);
    expectIssueAt(sitemapSchema, { genres: [] }, ['platforms']);
    expect(regionInfoSchema.parse({ region: { view: 2, code: 302 } }).region.view).toBe(2);
  });

  it('should parse countries and the paging=false query', () => {
    expect(countryListSchema.parse({ data: { items: [{ country_code_id: 226, country_full_name: 'United States', code2: 'US' }] } }).data.items).toHaveLength(1);
    expect(countryQuerySchema.parse({ paging: 'false' })).toEqual({ paging: false });
  });

  it('should check the mailing-list sign-up and parse its coupon', () => {
    expect(mailingListBodySchema.parse({ email: 'ana@example.com', region_id: 1 }).region_id).toBe(1);
    expectIssueAt(mailingListBodySchema, { email: 'ana@example.com' }, ['region_id']);
    expect(mailingListResultSchema.parse({ success: true, coupon_code: 'WELCOME10' }).coupon_code).toBe('WELCOME10');
  });
});
