import { describe, expect, it } from 'vitest';
import {
  D2D_PLUS, FEATURED_TABS, PRICE_BANDS, RELEASE_DATE_PRESETS, SORT_OPTIONS, SORT_VALUE, USER_RATING_BANDS,
  featuredTabValueSchema, findpageQuerySchema, priceBandLabel, releaseDateRange, sortOptionByValue,
} from '../index.js';

describe('sort options', () => {
  it('should offer the six sort orders of spec §2 with 3 as release date', () => {
    expect(SORT_OPTIONS.map((o) => o.key)).toEqual(['releaseDate', 'bestselling', 'title', 'newlyAvailable', 'priceAsc', 'priceDesc']);
    expect(sortOptionByValue(3)?.key).toBe('releaseDate');
    expect(sortOptionByValue(6)).toMatchObject({ field: 'price', direction: 'asc' });
    expect(sortOptionByValue(7)).toMatchObject({ field: 'price', direction: 'desc' });
  });

  it('should keep 4 for the bundles list, not an order', () => {
    expect(SORT_VALUE.bundles).toBe(4);
    expect(sortOptionByValue(4)).toBeUndefined();
    expect(new Set(SORT_OPTIONS.map((o) => o.value)).size).toBe(SORT_OPTIONS.length);
  });

  it('should produce sort fields findpage accepts', () => {
    for (const o of SORT_OPTIONS) {
      expect(findpageQuerySchema.safeParse({ 'sort.field': o.field, 'sort.direction': o.direction }).success).toBe(true);
    }
  });
});

describe('price bands', () => {
  it('should label bands in the site currency', () => {
    expect(PRICE_BANDS).toHaveLength(7);
    expect(priceBandLabel(1, '$')).toBe('On Sale');
    expect(priceBandLabel(2, '$')).toBe('$10 and under');
    expect(priceBandLabel(6, '£')).toBe('£50 and under');
    expect(priceBandLabel(7, '€')).toBe('Over €50');
    expect(priceBandLabel(8, '$')).toBeUndefined();
  });
});

describe('release-date presets', () => {
  const now = new Date('2024-06-15T18:30:00Z');

  it('should list the six presets with 1 pre-purchase and 2 the last 60 days', () => {
    expect(RELEASE_DATE_PRESETS.map((p) => p.label)).toEqual([
      'Pre-Purchase', 'Last 60 Days', 'Last Year', '2000 - 2010', '1990 - 2000', 'Older than 1990',
    ]);
  });

  it('should turn each preset into a findpage date range', () => {
    expect(releaseDateRange(1, now)).toEqual({ startdate: '2024-06-16' });
    expect(releaseDateRange(2, now)).toEqual({ startdate: '2024-04-16', enddate: '2024-06-15' });
    expect(releaseDateRange(3, now)).toEqual({ startdate: '2023-06-16', enddate: '2024-06-15' });
    expect(releaseDateRange(4, now)).toEqual({ startdate: '2000-01-01', enddate: '2010-12-31' });
    expect(releaseDateRange(5, now)).toEqual({ startdate: '1990-01-01', enddate: '1999-12-31' });
    expect(releaseDateRange(6, now)).toEqual({ enddate: '1989-12-31' });
    expect(releaseDateRange(7, now)).toBeUndefined();
  });

  it('should give ranges findpage accepts', () => {
    for (const p of RELEASE_DATE_PRESETS) {
      const range = releaseDateRange(p.value, now) ?? {};
      const query = { 'releasedate.startdate': range.startdate, 'releasedate.enddate': range.enddate };
      expect(findpageQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});

describe('user-rating bands and featured tabs', () => {
  it('should go from 9 and higher down to 5 and higher, then not rated', () => {
    expect(USER_RATING_BANDS.map((b) => b.label)).toEqual([
      '9 and higher', '8 and higher', '7 and higher', '6 and higher', '5 and higher', 'Not Rated',
    ]);
  });

  it('should name the seven featured tabs, each with a valid findpage query', () => {
    expect(FEATURED_TABS.map((t) => t.name)).toEqual(['Featured', 'Popular', 'New', 'On Sale', 'Pre-Purchase', 'Under 10', 'Under 30']);
    for (const tab of FEATURED_TABS) {
      expect(featuredTabValueSchema.parse(tab.value)).toBe(tab.value);
      expect(findpageQuerySchema.safeParse(tab.query).success).toBe(true);
    }
  });

  it('should code D2D Plus pages as 1 trade-in and 2 rental', () => {
    expect(D2D_PLUS).toEqual({ TRADE_IN: 1, RENTAL: 2 });
  });
});
