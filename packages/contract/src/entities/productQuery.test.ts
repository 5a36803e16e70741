import { describe, expect, it } from 'vitest';
import { findpageQuerySchema, productQueryResultSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';
import { sampleProduct } from '../__tests__/samples.js';

describe('productQueryResultSchema', () => {
  it('should parse a page of products with its promotions', () => {
    const result = productQueryResultSchema.parse({
      products: { items: [sampleProduct], totalItems: 60, currentPageIndex: 1, pageSize: 25, isFirstPage: true, isLastPage: false },
      promotions: [{ id: 88, name: 'Summer Sale', endDate: '2099-12-31T00:00:00Z' }],
    });
    expect(result.products.items).toHaveLength(1);
    expect(result.promotions?.[0]?.name).toBe('Summer Sale');
  });

  it('should accept the short form with items, totalItems and isLastPage only', () => {
    expect(productQueryResultSchema.safeParse({ products: { items: [], totalItems: 0, isLastPage: true } }).success).toBe(true);
  });

  it('should reject a result without totalItems', () => {
    expectIssueAt(productQueryResultSchema, { products: { items: [], isLastPage: true } }, ['products', 'totalItems']);
  });
});

describe('findpageQuerySchema', () => {
  it('should coerce every parameter of spec §7 from a query string', () => {
    const raw = Object.fromEntries(new URLSearchParams(
      'pagesize=25&pageindex=2&platform[]=1100&platform[]=1310&genre[]=Strategy&publisher[]=Orbit&collection=88'
      + '&esrb[]=500&search.keywords=star&search.titleonly=true&bestselling=1&bundles=false&promotionsSize=3'
      + '&drm_types[]=12&d2d_plus=1&sort.field=price&sort.direction=DESC&price.underprice=10&price.overprice=0'
      + '&onsale=true&release_date=2&releasedate.startdate=2024-01-01&releasedate.enddate=2024-06-30'
      + '&userrating.lowerrating=7&userrating.upperrating=10',
    ).entries());
    // URLSearchParams → object keeps only the last repeated key; pass the repeated platform as a list
    raw['platform[]'] = ['1100', '1310'] as unknown as string;
    expect(findpageQuerySchema.parse(raw)).toEqual({
      pagesize: 25,
      pageindex: 2,
      platform: [1100, 1310],
      genre: ['Strategy'],
      publisher: ['Orbit'],
      collection: 88,
      esrb: [500],
      'search.keywords': 'star',
      'search.titleonly': true,
      bestselling: true,
      bundles: false,
      promotionsSize: 3,
      drm_types: [12],
      d2d_plus: 1,
      'sort.field': 'price',
      'sort.direction': 'desc',
      'price.underprice': 10,
      'price.overprice': 0,
      onsale: true,
      release_date: 2,
      'releasedate.startdate': '2024-01-01',
      'releasedate.enddate': '2024-06-30',
      'userrating.lowerrating': 7,
      'userrating.upperrating': 10,
    });
  });

  it('should take list parameters as one value, a comma list, or without the [] suffix', () => {
    expect(findpageQuerySchema.parse({ 'platform[]': '1100' })).toEqual({ platform: [1100] });
    expect(findpageQuerySchema.parse({ platform: '1100,1400' })).toEqual({ platform: [1100, 1400] });
    expect(findpageQuerySchema.parse({ platform: '1100', 'platform[]': '1500' })).toEqual({ platform: [1100, 1500] });
    expect(findpageQuerySchema.parse({ drm_types: [2, 12] })).toEqual({ drm_types: [2, 12] });
  });

  it('should accept typed values as a client builds them', () => {
    expect(findpageQuerySchema.parse({ pagesize: 15, 'search.keywords': 'doom', 'search.titleonly': true, platform: [1100] })).toEqual({
      pagesize: 15, 'search.keywords': 'doom', 'search.titleonly': true, platform: [1100],
    });
  });

  it('should reject unknown platform and DRM codes at their position', () => {
    expectIssueAt(findpageQuerySchema, { 'platform[]': ['1100', '1600'] }, ['platform', 1]);
    expectIssueAt(findpageQuerySchema, { drm_types: '99' }, ['drm_types', 0]);
  });

  it('should reject a keyword over 25 characters and bad numbers', () => {
    expectIssueAt(findpageQuerySchema, { 'search.keywords': 'x'.repeat(26) }, ['search.keywords']);
    expectIssueAt(findpageQuerySchema, { pagesize: 'lots' }, ['pagesize']);
    expectIssueAt(findpageQuerySchema, { pageindex: '0' }, ['pageindex']);
    expectIssueAt(findpageQuerySchema, { d2d_plus: '3' }, ['d2d_plus']);
    expectIssueAt(findpageQuerySchema, { 'userrating.lowerrating': '11' }, ['userrating.lowerrating']);
    expectIssueAt(findpageQuerySchema, { 'releasedate.startdate': '01/02/2024' }, ['releasedate.startdate']);
    expectIssueAt(findpageQuerySchema, { onsale: 'perhaps' }, ['onsale']);
  });

  it('should ignore parameters it does not know', () => {
    expect(findpageQuerySchema.parse({ utm_source: 'mail', pageindex: '1' })).toEqual({ pageindex: 1 });
  });
});
