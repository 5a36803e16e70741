import { browsePageConfig, type BrowsePageConfig } from '@d2d/core';
import type { RouteMatch } from '../../router/index.js';

/** How a browse route lists products (core's {@link browsePageConfig}). */
export type BrowseConfig = BrowsePageConfig;

/**
 * The list each browse route shows: the route named as core's browse page. `genreName` resolves
 * the `{genre}` slug of the download routes; `null` while the genres load.
 */
export function browseConfig(route: RouteMatch, genreName: (slug: string) => string | null): BrowseConfig | null {
  switch (route.name) {
    case 'pc':
    case 'pcDownload':
    case 'mac':
    case 'macDownload':
    case 'pcComingSoon':
    case 'macComingSoon':
    case 'pcOnSale':
    case 'macOnSale':
    case 'pcTradeIn':
    case 'pcRental':
    case 'psnSearch':
      return browsePageConfig({ name: route.name });
    case 'pcDownloadGenre':
    case 'macDownloadGenre': {
      const genre = genreName(route.params.genre);
      return genre === null ? null : browsePageConfig({ name: route.name, genre });
    }
    case 'pcAdsDrm':
    case 'search':
      return browsePageConfig({ name: route.name, query: route.query });
    case 'collections':
    case 'arcadeStores':
      return browsePageConfig({ name: route.name, cid: Number(route.params.cid) });
    default:
      return null;
  }
}
