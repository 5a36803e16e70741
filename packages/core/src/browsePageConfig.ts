/**
 * What each browse page of spec §2 lists: its heading, the fixed part of its findpage query,
 * whether it has the power-search side panel, its page size and its starting sort. The host's
 * router names the page; {@link findpageQueryOf} then adds the shopper's filters.
 * @module
 */
import { ADS_DRM_FILTER_CODE, COLLECTION_PAGE_SIZE, PLATFORM, RELEASE_DATE_VALUE, SORT_VALUE } from '@d2d/contract';
import type { BrowsePreset } from './browseQuery.js';

/**
 * A browse page, named as in the store's route table, with what its route carries.
 * Genre pages take the genre's name (resolve the route's slug with `genreNameOfSlug`).
 * @example
 * const page: BrowsePageRoute = { name: 'pcDownloadGenre', genre: 'Role Playing' };
 */
export type BrowsePageRoute =
  | {
      name:
        | 'pc'
        | 'pcDownload'
        | 'mac'
        | 'macDownload'
        | 'pcComingSoon'
        | 'macComingSoon'
        | 'pcOnSale'
        | 'macOnSale'
        | 'pcTradeIn'
        | 'pcRental'
        | 'psnSearch';
    }
  | { name: 'pcDownloadGenre' | 'macDownloadGenre'; genre: string }
  /** `/pc/adsdrm` reads `pType` (2 rentals, else trade-ins); `/search` reads `q` for its heading. */
  | { name: 'pcAdsDrm' | 'search'; query: URLSearchParams }
  /** `/collections/{cid}` and `/arcade-stores/{cid}`. */
  | { name: 'collections' | 'arcadeStores'; cid: number };

/**
 * How a browse page lists products.
 * @example
 * const config: BrowsePageConfig = { title: 'On Sale', preset: { platform: [1100], onsale: true }, powerSearch: true };
 */
export interface BrowsePageConfig {
  /** The page's heading. */
  title: string;
  /** What the page fixes in the findpage query. */
  preset: BrowsePreset;
  /** Show the power-search side panel (search, PSN search and on-sale pages, spec §2). */
  powerSearch: boolean;
  /** Products per page when not the browse default of 25 (10 on collection and arcade-store pages). */
  pageSize?: number;
  /** The sort a page starts with when the route names none. */
  defaultSort?: number;
}

/**
 * The list a browse page shows.
 * @param page - The page and what its route carries.
 * @returns The heading, the query preset and the page's options.
 * @example
 * const config = browsePageConfig({ name: 'pcComingSoon' });
 * // { title: 'Coming Soon', preset: { platform: [1100], release_date: 1 }, powerSearch: false, defaultSort: 3 }
 * const params = readBrowseParams(query);
 * const findpage = findpageQueryOf({ ...params, sort: params.sort ?? config.defaultSort }, config.preset, config.pageSize);
 */
export function browsePageConfig(page: BrowsePageRoute): BrowsePageConfig {
  switch (page.name) {
    case 'pc':
    case 'pcDownload':
      return { title: 'PC Games', preset: { platform: [PLATFORM.PC] }, powerSearch: false };
    case 'mac':
    case 'macDownload':
      return { title: 'Mac Games', preset: { platform: [PLATFORM.MAC] }, powerSearch: false };
    case 'pcDownloadGenre':
      return { title: `${page.genre} PC Games`, preset: { platform: [PLATFORM.PC], genre: [page.genre] }, powerSearch: false };
    case 'macDownloadGenre':
      return { title: `${page.genre} Mac Games`, preset: { platform: [PLATFORM.MAC], genre: [page.genre] }, powerSearch: false };
    case 'pcComingSoon':
      return {
        title: 'Coming Soon',
        preset: { platform: [PLATFORM.PC], release_date: RELEASE_DATE_VALUE.comingSoon },
        powerSearch: false,
        defaultSort: SORT_VALUE.newReleasesAndComingSoon,
      };
    case 'macComingSoon':
      return {
        title: 'Coming Soon for Mac',
        preset: { platform: [PLATFORM.MAC], release_date: RELEASE_DATE_VALUE.comingSoon },
        powerSearch: false,
        defaultSort: SORT_VALUE.newReleasesAndComingSoon,
      };
    case 'pcOnSale':
      return { title: 'On Sale', preset: { platform: [PLATFORM.PC], onsale: true }, powerSearch: true };
    case 'macOnSale':
      return { title: 'Mac Games On Sale', preset: { platform: [PLATFORM.MAC], onsale: true }, powerSearch: false };
    case 'pcTradeIn':
      return { title: 'Trade-In Games', preset: { d2d_plus: 1 }, powerSearch: false };
    case 'pcRental':
      return { title: 'Rent a Game', preset: { d2d_plus: 2 }, powerSearch: false };
    case 'pcAdsDrm': {
      const pType = page.query.get('pType') === '2' ? 2 : 1;
      return { title: pType === 2 ? 'Rental Games' : 'Trade-In Games', preset: { drm_types: [ADS_DRM_FILTER_CODE], d2d_plus: pType }, powerSearch: false };
    }
    case 'psnSearch':
      return { title: 'PlayStation Network', preset: { platform: [PLATFORM.PS3] }, powerSearch: true };
    case 'search': {
      const q = page.query.get('q')?.trim();
      return { title: q ? `Search results for “${q}”` : 'Search', preset: {}, powerSearch: true };
    }
    case 'collections':
      return { title: 'Collection', preset: { collection: page.cid }, powerSearch: false, pageSize: COLLECTION_PAGE_SIZE };
    case 'arcadeStores':
      return { title: 'Arcade Store', preset: { collection: page.cid }, powerSearch: false, pageSize: COLLECTION_PAGE_SIZE };
  }
}
