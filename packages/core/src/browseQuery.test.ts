import { describe, expect, it } from 'vitest';
import { findpageQueryOf, platformCodeOf, readBrowseParams, writeBrowseParams } from './index.js';
import type { BrowseParams } from './index.js';

const read = (q: string) => readBrowseParams(new URLSearchParams(q));

// what a router does with writeBrowseParams: leave out the undefined values
const toQuery = (params: BrowseParams) =>
  new URLSearchParams(
    Object.entries(writeBrowseParams(params))
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

describe('platformCodeOf', () => {
  it('should read a platform given as a code, a name or a slug, in any case', () => {
    expect(platformCodeOf('1310')).toBe(1310);
    expect(platformCodeOf('pc')).toBe(1100);
    expect(platformCodeOf(' Nintendo Switch ')).toBe(1400);
    expect(platformCodeOf('ps-vita')).toBe(1320);
  });

  it('should answer undefined for an unknown platform', () => {
    expect(platformCodeOf('nope')).toBeUndefined();
    expect(platformCodeOf('9999')).toBeUndefined();
  });
});

describe('readBrowseParams', () => {
  it('should read platforms given as codes, names or slugs and drop unknown ones', () => {
    expect(read('pf=PC,1310,nintendo-switch,nope').platforms).toEqual([1100, 1310, 1400]);
  });

  it('should default to page 1 and drop garbage', () => {
    expect(read('page=x&sort=abc').page).toBe(1);
    expect(read('page=0').page).toBe(1);
    expect(read('page=3').page).toBe(3);
    expect(read('sort=abc').sort).toBeUndefined();
    expect(read('price=-1&releaseDate=1.5').price).toBeUndefined();
    expect(read('releaseDate=1.5').releaseDate).toBeUndefined();
  });

  it('should read whole numbers with surrounding spaces', () => {
    expect(read('sort=%206%20').sort).toBe(6);
  });

  it('should give an empty state for an empty query', () => {
    expect(read('')).toEqual({
      q: undefined,
      platforms: [],
      genres: [],
      publishers: [],
      ratings: [],
      page: 1,
      sort: undefined,
      releaseDate: undefined,
      price: undefined,
      rating: undefined,
      pType: undefined,
    });
  });

  it('should split the facet lists on commas, trimming and skipping empty entries', () => {
    const params = read('genre=Strategy,%20Role%20Playing%20,,&publisher=Aurora%20Interactive&esrb=1,x,3');
    expect(params.genres).toEqual(['Strategy', 'Role Playing']);
    expect(params.publishers).toEqual(['Aurora Interactive']);
    expect(params.ratings).toEqual([1, 3]);
  });

  it('should round-trip through the route query', () => {
    const params = read('q=doom&pf=1100&genre=Strategy&publisher=Aurora&esrb=2&sort=6&releaseDate=2&price=3&rating=8&pType=1&page=2');
    expect(readBrowseParams(toQuery(params))).toEqual(params);
  });
});

describe('writeBrowseParams', () => {
  it('should leave out empty values and page 1', () => {
    expect(writeBrowseParams({ q: '', platforms: [], genres: [], publishers: [], ratings: [], page: 1 })).toEqual({
      q: undefined,
      pf: undefined,
      genre: undefined,
      publisher: undefined,
      esrb: undefined,
      sort: undefined,
      releaseDate: undefined,
      price: undefined,
      rating: undefined,
      pType: undefined,
      page: undefined,
    });
  });

  it('should join lists with commas', () => {
    const query = writeBrowseParams({ platforms: [1100, 1310], genres: ['Strategy', 'Sports'], publishers: ['A', 'B'], ratings: [1, 2], page: 3 });
    expect(query).toMatchObject({ pf: '1100,1310', genre: 'Strategy,Sports', publisher: 'A,B', esrb: '1,2', page: 3 });
  });
});

describe('findpageQueryOf', () => {
  it('should page 25 items by default and 10 where asked', () => {
    expect(findpageQueryOf(read('page=2'))).toMatchObject({ pagesize: 25, pageindex: 2 });
    expect(findpageQueryOf(read(''), { collection: 88 }, 10)).toMatchObject({ pagesize: 10, collection: 88 });
  });

  it('should send nothing but paging and the preset for an empty state', () => {
    expect(findpageQueryOf(read(''), { platform: [1200], onsale: true })).toEqual({ pagesize: 25, pageindex: 1, platform: [1200], onsale: true });
  });

  it('should map sort codes to the sort field and direction, and 4 to bundles', () => {
    expect(findpageQueryOf(read('sort=6'))).toMatchObject({ 'sort.field': 'price', 'sort.direction': 'asc' });
    expect(findpageQueryOf(read('sort=3'))).toMatchObject({ 'sort.field': 'releaseDate', 'sort.direction': 'desc' });
    const bundles = findpageQueryOf(read('sort=4'));
    expect(bundles).toMatchObject({ bundles: true });
    expect(bundles).not.toHaveProperty(['sort.field']);
  });

  it('should ignore an unknown sort code', () => {
    const query = findpageQueryOf(read('sort=99'));
    expect(query).not.toHaveProperty(['sort.field']);
    expect(query).not.toHaveProperty(['sort.direction']);
    expect(query).not.toHaveProperty('bundles');
  });

  it('should map price bands: 1 on sale, under and over amounts', () => {
    expect(findpageQueryOf(read('price=1'))).toMatchObject({ onsale: true });
    expect(findpageQueryOf(read('price=4'))).toMatchObject({ 'price.underprice': 30 });
    expect(findpageQueryOf(read('price=7'))).toMatchObject({ 'price.overprice': 50 });
  });

  it('should ignore an unknown price band or user rating', () => {
    const query = findpageQueryOf(read('price=8&rating=4'));
    expect(Object.keys(query).sort()).toEqual(['pageindex', 'pagesize']);
  });

  it('should map release-date presets, user ratings and D2D Plus types', () => {
    const query = findpageQueryOf(read('releaseDate=1&rating=8&pType=2'));
    expect(query).toMatchObject({ release_date: 1, 'userrating.lowerrating': 8, 'userrating.upperrating': 10, d2d_plus: 2 });
    expect(findpageQueryOf(read('rating=0'))).toMatchObject({ 'userrating.lowerrating': 0, 'userrating.upperrating': 0 });
  });

  it('should send release-date presets 1 to 6 only and D2D Plus types 1 and 2 only', () => {
    expect(findpageQueryOf(read('releaseDate=6')).release_date).toBe(6);
    expect(findpageQueryOf(read('releaseDate=0'))).not.toHaveProperty('release_date');
    expect(findpageQueryOf(read('releaseDate=7'))).not.toHaveProperty('release_date');
    expect(findpageQueryOf(read('pType=1')).d2d_plus).toBe(1);
    expect(findpageQueryOf(read('pType=3'))).not.toHaveProperty('d2d_plus');
  });

  it('should let the route choose platforms over the page preset and keep the preset otherwise', () => {
    expect(findpageQueryOf(read(''), { platform: [1100] }).platform).toEqual([1100]);
    expect(findpageQueryOf(read('pf=PS4'), { platform: [1100] }).platform).toEqual([1310]);
  });

  it("should add the route's genres to the page's genre", () => {
    expect(findpageQueryOf(read('genre=Sports'), { genre: ['Strategy'] }).genre).toEqual(['Strategy', 'Sports']);
    expect(findpageQueryOf(read(''), { genre: ['Strategy'] }).genre).toEqual(['Strategy']);
    expect(findpageQueryOf(read('genre=Sports')).genre).toEqual(['Sports']);
  });

  it('should send publishers and content ratings', () => {
    expect(findpageQueryOf(read('publisher=Aurora%20Interactive&esrb=1,2'))).toMatchObject({ publisher: ['Aurora Interactive'], esrb: [1, 2] });
  });

  it('should send the trimmed keyword cut at 25 characters', () => {
    expect(findpageQueryOf(read(`q=${encodeURIComponent('  ' + 'x'.repeat(30))}`))['search.keywords']).toBe('x'.repeat(25));
  });

  it('should send no keyword for a blank search', () => {
    expect(findpageQueryOf(read('q=%20%20'))).not.toHaveProperty(['search.keywords']);
    expect(findpageQueryOf(read('q='))).not.toHaveProperty(['search.keywords']);
  });
});
