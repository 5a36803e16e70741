import { COLLECTION_PAGE_SIZE, ADS_DRM_FILTER_CODE, RELEASE_DATE_VALUE } from '@d2d/contract';
import type { RouteMatch } from '../../router/index.js';
import type { BrowsePreset } from '../../browse/browseQuery.js';

/** How a browse route lists products. */
export interface BrowseConfig {
  title: string;
  preset: BrowsePreset;
  /** Show the power-search side panel (search, PSN search and on-sale pages, spec §2). */
  powerSearch: boolean;
  pageSize?: number;
  /** The sort a page starts with when the route names none. */
  defaultSort?: number;
}

/**
 * The list each browse route shows. `genreName` resolves the `{genre}` slug of the download
 * routes; `null` while the genres load.
 */
export function browseConfig(route: RouteMatch, genreName: (slug: string) => string | null): BrowseConfig | null {
  switch (route.name) {
    case 'pc':
    case 'pcDownload':
      return { title: 'PC Games', preset: { platform: [1100] }, powerSearch: false };
    case 'mac':
    case 'macDownload':
      return { title: 'Mac Games', preset: { platform: [1200] }, powerSearch: false };
    case 'pcDownloadGenre':
    case 'macDownloadGenre': {
      const genre = genreName(route.params.genre);
      if (genre === null) return null;
      const mac = route.name === 'macDownloadGenre';
      return { title: `${genre} ${mac ? 'Mac' : 'PC'} Games`, preset: { platform: [mac ? 1200 : 1100], genre: [genre] }, powerSearch: false };
    }
    case 'pcComingSoon':
      return { title: 'Coming Soon', preset: { platform: [1100], release_date: RELEASE_DATE_VALUE.comingSoon }, powerSearch: false, defaultSort: 3 };
    case 'macComingSoon':
      return { title: 'Coming Soon for Mac', preset: { platform: [1200], release_date: RELEASE_DATE_VALUE.comingSoon }, powerSearch: false, defaultSort: 3 };
    case 'pcOnSale':
      return { title: 'On Sale', preset: { platform: [1100], onsale: true }, powerSearch: true };
    case 'macOnSale':
      return { title: 'Mac Games On Sale', preset: { platform: [1200], onsale: true }, powerSearch: false };
    case 'pcTradeIn':
      return { title: 'Trade-In Games', preset: { d2d_plus: 1 }, powerSearch: false };
    case 'pcRental':
      return { title: 'Rent a Game', preset: { d2d_plus: 2 }, powerSearch: false };
    case 'pcAdsDrm': {
      const pType = route.query.get('pType') === '2' ? 2 : 1;
      return { title: pType === 2 ? 'Rental Games' : 'Trade-In Games', preset: { drm_types: [ADS_DRM_FILTER_CODE], d2d_plus: pType }, powerSearch: false };
    }
    case 'psnSearch':
      return { title: 'PlayStation Network', preset: { platform: [1300] }, powerSearch: true };
    case 'search': {
      const q = route.query.get('q')?.trim();
      return { title: q ? `Search results for “${q}”` : 'Search', preset: {}, powerSearch: true };
    }
    case 'collections':
      return { title: 'Collection', preset: { collection: Number(route.params.cid) }, powerSearch: false, pageSize: COLLECTION_PAGE_SIZE };
    case 'arcadeStores':
      return { title: 'Arcade Store', preset: { collection: Number(route.params.cid) }, powerSearch: false, pageSize: COLLECTION_PAGE_SIZE };
    default:
      return null;
  }
}
