import { describe, expect, it } from 'vitest';
import { findpageQueryOf, platformCodeOf, readBrowseParams, writeBrowseParams } from './browseQuery.js';

const read = (q: string) => readBrowseParams(new URLSearchParams(q));

describe('readBrowseParams', () => {
  it('should read platforms given as codes, names or slugs', () => {
    expect(read('pf=PC,1310,nintendo-switch,nope').platforms).toEqual([1100, 1310, 1400]);
    expect(platformCodeOf('ps-vita')).toBe(1320);
  });

  it('should default to page 1 and drop garbage', () => {
    expect(read('page=x&sort=abc').page).toBe(1);
    expect(read('page=0').page).toBe(1);
    expect(read('page=3').page).toBe(3);
    expect(read('sort=abc').sort).toBeUndefined();
  });

  it('should round-trip through the route query', () => {
    const params = read('q=doom&pf=1100&genre=Strategy&sort=6&price=3&page=2');
    expect(readBrowseParams(new URLSearchParams(Object.entries(writeBrowseParams(params)).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])))).toEqual(params);
  });
});

describe('findpageQueryOf', () => {
  it('should page 25 items by default and 10 where asked', () => {
    expect(findpageQueryOf(read('page=2'))).toMatchObject({ pagesize: 25, pageindex: 2 });
    expect(findpageQueryOf(read(''), { collection: 88 }, 10)).toMatchObject({ pagesize: 10, collection: 88 });
  });

  it('should map sort codes to the sort field and direction, and 4 to bundles', () => {
    expect(findpageQueryOf(read('sort=6'))).toMatchObject({ 'sort.field': 'price', 'sort.direction': 'asc' });
    expect(findpageQueryOf(read('sort=3'))).toMatchObject({ 'sort.field': 'releaseDate', 'sort.direction': 'desc' });
    expect(findpageQueryOf(read('sort=4'))).toMatchObject({ bundles: true });
  });

  it('should map price bands: 1 on sale, under and over amounts', () => {
    expect(findpageQueryOf(read('price=1'))).toMatchObject({ onsale: true });
    expect(findpageQueryOf(read('price=4'))).toMatchObject({ 'price.underprice': 30 });
    expect(findpageQueryOf(read('price=7'))).toMatchObject({ 'price.overprice': 50 });
  });

  it('should map release-date presets, user ratings and D2D Plus types', () => {
    const query = findpageQueryOf(read('releaseDate=1&rating=8&pType=2'));
    expect(query).toMatchObject({ release_date: 1, 'userrating.lowerrating': 8, 'userrating.upperrating': 10, d2d_plus: 2 });
    expect(findpageQueryOf(read('rating=0'))).toMatchObject({ 'userrating.lowerrating': 0, 'userrating.upperrating': 0 });
  });

  it('should let the route choose platforms over the page preset and keep the preset otherwise', () => {
    expect(findpageQueryOf(read(''), { platform: [1100] }).platform).toEqual([1100]);
    expect(findpageQueryOf(read('pf=PS4'), { platform: [1100] }).platform).toEqual([1310]);
  });

  it('should send the trimmed keyword cut at 25 characters', () => {
    expect(findpageQueryOf(read(`q=${encodeURIComponent('  ' + 'x'.repeat(30))}`))['search.keywords']).toBe('x'.repeat(25));
  });
});
