import { DRM_TYPES, releaseDateRange, toMinorUnits, type FindpageQuery } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { countProducts, idsMatchingNames, productIdsInOrder, type ProductOrder, type ProductSearch } from './data/productSearch.js';
import { currentCatalogueIndex, pageFromIndex } from './catalogueIndex.js';
import { searchTerms } from './searchExpression.js';

/** Browse page size when the query names none (spec §9). */
export const DEFAULT_PAGE_SIZE = 25;

/** One page of matching product ids and the paging numbers. */
export interface ProductIdPage {
  ids: number[];
  totalItems: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * Finds one page of published products matching every findpage filter of spec §7, in the
 * requested order, on the request's site (prices and rating systems are the site's).
 *
 * Orders: `sort.field` with `sort.direction` (defaults: release date, bestselling, newly
 * available descending; title, price ascending); without a field, keyword searches rank by
 * relevance (title hits weigh most), collections keep their curated order, `bestselling=true`
 * sorts by units sold, and everything else by release date, newest first. Ties break by id in
 * the same direction, so pages never overlap.
 * @param db - the database
 * @param query - the parsed findpage query
 * @param ctx - site, country and clock
 */
export async function findProductIds(db: Db, query: FindpageQuery, ctx: ShopperContext): Promise<ProductIdPage> {
  return findProductIdsVia(db, query, ctx, 'index');
}

/**
 * {@link findProductIds} by SQL alone: the reference the in-memory index is tested against, and
 * the answer while the index is stale.
 */
export async function findProductIdsBySql(db: Db, query: FindpageQuery, ctx: ShopperContext): Promise<ProductIdPage> {
  return findProductIdsVia(db, query, ctx, 'sql');
}

async function findProductIdsVia(db: Db, query: FindpageQuery, ctx: ShopperContext, via: 'index' | 'sql'): Promise<ProductIdPage> {
  const pageSize = query.pagesize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = query.pageindex ?? 1;
  const empty: ProductIdPage = { ids: [], totalItems: 0, pageIndex, pageSize };
  const search: ProductSearch = { siteId: ctx.site.id, nowIso: ctx.now.toISOString() };

  if (query.platform && query.platform.length > 0) search.platformIds = query.platform;
  if (query.genre && query.genre.length > 0) {
    const ids = await idsMatchingNames(db, 'genres', query.genre);
    // named only unknown genres: matches nothing
    if (ids.length === 0) return empty;
    search.genreIds = ids;
  }
  if (query.publisher && query.publisher.length > 0) {
    const ids = await idsMatchingNames(db, 'publishers', query.publisher);
    if (ids.length === 0) return empty;
    search.publisherIds = ids;
  }
  if (query.collection !== undefined) search.collectionId = query.collection;
  if (query.esrb && query.esrb.length > 0) {
    // the code says which system it is: ESRB codes are below 2000, PEGI codes from 2000
    search.contentRatings = { esrb: query.esrb.filter((c) => c < 2000), pegi: query.esrb.filter((c) => c >= 2000) };
  }
  const keywords = query['search.keywords'];
  if (keywords !== undefined && keywords.trim() !== '') {
    const terms = searchTerms(keywords);
    if (terms.length === 0) return empty;
    search.keywords = { terms, titleOnly: query['search.titleonly'] === true };
  }
  if (query.bundles === true) search.bundlesOnly = true;
  if (query.drm_types && query.drm_types.length > 0) {
    search.drmTypes = DRM_TYPES.filter((d) => query.drm_types?.includes(d.filterCode)).map((d) => d.name);
  }
  if (query.d2d_plus === 1) search.offerKind = 'tradeIn';
  else if (query.d2d_plus === 2) search.offerKind = 'rental';
  if (query['price.underprice'] !== undefined) search.priceAtMostMinor = toMinorUnits(query['price.underprice']);
  if (query['price.overprice'] !== undefined) search.priceAboveMinor = toMinorUnits(query['price.overprice']);
  if (query.onsale === true) search.onSale = true;
  const ranges: { from?: string; to?: string }[] = [];
  if (query.release_date !== undefined) {
    const range = releaseDateRange(query.release_date, ctx.now);
    if (range) ranges.push({ from: range.startdate, to: range.enddate });
  }
  const start = query['releasedate.startdate'];
  const end = query['releasedate.enddate'];
  if (start !== undefined || end !== undefined) ranges.push({ from: start, to: end });
  if (ranges.length > 0) search.releaseDateRanges = ranges;
  const lower = query['userrating.lowerrating'];
  const upper = query['userrating.upperrating'];
  // the 0–0 band is "not rated" (USER_RATING_BANDS)
  if (upper === 0) search.userRating = 'unrated';
  else if (lower !== undefined || upper !== undefined) search.userRating = { min: lower !== undefined && lower > 0 ? lower : undefined, max: upper };

  const offset = (pageIndex - 1) * pageSize;
  const index = via === 'index' ? await currentCatalogueIndex(db) : null;
  if (index) {
    const found = await pageFromIndex(db, index, search, orderOf(query, search), { limit: pageSize, offset });
    return { ids: found.ids, totalItems: found.totalItems, pageIndex, pageSize };
  }
  const totalItems = await countProducts(db, search);
  if (totalItems === 0 || offset >= totalItems) return { ...empty, totalItems };
  const ids = await productIdsInOrder(db, search, orderOf(query, search), { limit: pageSize, offset });
  return { ids, totalItems, pageIndex, pageSize };
}

/** The order a query asks for, with each field's default direction. */
function orderOf(query: FindpageQuery, search: ProductSearch): ProductOrder {
  const field = query['sort.field'];
  const explicit = query['sort.direction'];
  switch (field) {
    case 'releaseDate':
    case 'bestselling':
    case 'newlyAvailable':
      return { by: field, direction: explicit ?? 'desc' };
    case 'title':
    case 'price':
      return { by: field, direction: explicit ?? 'asc' };
    default:
      if (search.keywords !== undefined) return { by: 'relevance' };
      if (search.collectionId !== undefined) return { by: 'collection' };
      if (query.bestselling === true) return { by: 'bestselling', direction: 'desc' };
      return { by: 'releaseDate', direction: 'desc' };
  }
}
