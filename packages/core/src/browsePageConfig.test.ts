import { describe, expect, it } from 'vitest';
import { browsePageConfig, findpageQueryOf, readBrowseParams } from './index.js';

const query = (q: string) => new URLSearchParams(q);

describe('browsePageConfig', () => {
  it('should list PC and Mac games on the platform pages', () => {
    for (const name of ['pc', 'pcDownload'] as const) {
      expect(browsePageConfig({ name })).toEqual({ title: 'PC Games', preset: { platform: [1100] }, powerSearch: false });
    }
    for (const name of ['mac', 'macDownload'] as const) {
      expect(browsePageConfig({ name })).toEqual({ title: 'Mac Games', preset: { platform: [1200] }, powerSearch: false });
    }
  });

  it("should filter genre pages by the genre and name it in the heading", () => {
    expect(browsePageConfig({ name: 'pcDownloadGenre', genre: 'Role Playing' })).toEqual({
      title: 'Role Playing PC Games',
      preset: { platform: [1100], genre: ['Role Playing'] },
      powerSearch: false,
    });
    expect(browsePageConfig({ name: 'macDownloadGenre', genre: 'Strategy' })).toEqual({
      title: 'Strategy Mac Games',
      preset: { platform: [1200], genre: ['Strategy'] },
      powerSearch: false,
    });
  });

  it('should list coming-soon titles sorted by release date unless the route sorts', () => {
    expect(browsePageConfig({ name: 'pcComingSoon' })).toEqual({
      title: 'Coming Soon',
      preset: { platform: [1100], release_date: 1 },
      powerSearch: false,
      defaultSort: 3,
    });
    expect(browsePageConfig({ name: 'macComingSoon' })).toEqual({
      title: 'Coming Soon for Mac',
      preset: { platform: [1200], release_date: 1 },
      powerSearch: false,
      defaultSort: 3,
    });
  });

  it('should give the PC on-sale page power search and the Mac one none', () => {
    expect(browsePageConfig({ name: 'pcOnSale' })).toEqual({ title: 'On Sale', preset: { platform: [1100], onsale: true }, powerSearch: true });
    expect(browsePageConfig({ name: 'macOnSale' })).toEqual({ title: 'Mac Games On Sale', preset: { platform: [1200], onsale: true }, powerSearch: false });
  });

  it('should list trade-in and rental titles on the D2D Plus pages', () => {
    expect(browsePageConfig({ name: 'pcTradeIn' })).toEqual({ title: 'Trade-In Games', preset: { d2d_plus: 1 }, powerSearch: false });
    expect(browsePageConfig({ name: 'pcRental' })).toEqual({ title: 'Rent a Game', preset: { d2d_plus: 2 }, powerSearch: false });
  });

  it('should list ADS titles on /pc/adsdrm: rentals for pType 2, trade-ins otherwise', () => {
    expect(browsePageConfig({ name: 'pcAdsDrm', query: query('pType=2') })).toEqual({
      title: 'Rental Games',
      preset: { drm_types: [12], d2d_plus: 2 },
      powerSearch: false,
    });
    for (const q of ['pType=1', '', 'pType=3', 'pType=x']) {
      expect(browsePageConfig({ name: 'pcAdsDrm', query: query(q) })).toEqual({
        title: 'Trade-In Games',
        preset: { drm_types: [12], d2d_plus: 1 },
        powerSearch: false,
      });
    }
  });

  it('should list the console network with power search on /psn/search', () => {
    expect(browsePageConfig({ name: 'psnSearch' })).toEqual({ title: 'PlayStation Network', preset: { platform: [1300] }, powerSearch: true });
  });

  it('should head the search page with the trimmed keyword, or Search without one', () => {
    expect(browsePageConfig({ name: 'search', query: query('q=%20doom%20') })).toEqual({ title: 'Search results for “doom”', preset: {}, powerSearch: true });
    expect(browsePageConfig({ name: 'search', query: query('q=%20%20') }).title).toBe('Search');
    expect(browsePageConfig({ name: 'search', query: query('') }).title).toBe('Search');
  });

  it('should list a collection or arcade store 10 to a page', () => {
    expect(browsePageConfig({ name: 'collections', cid: 88 })).toEqual({ title: 'Collection', preset: { collection: 88 }, powerSearch: false, pageSize: 10 });
    expect(browsePageConfig({ name: 'arcadeStores', cid: 1305 })).toEqual({ title: 'Arcade Store', preset: { collection: 1305 }, powerSearch: false, pageSize: 10 });
  });

  it("should give presets the shopper's filters add to", () => {
    const config = browsePageConfig({ name: 'collections', cid: 89 });
    expect(findpageQueryOf(readBrowseParams(query('price=1&page=2')), config.preset, config.pageSize)).toEqual({
      pagesize: 10,
      pageindex: 2,
      collection: 89,
      onsale: true,
    });
  });

  it('should hand out a fresh preset each time, so a caller cannot change the next page', () => {
    const first = browsePageConfig({ name: 'pc' });
    first.preset.platform?.push(1310);
    expect(browsePageConfig({ name: 'pc' }).preset.platform).toEqual([1100]);
  });
});
