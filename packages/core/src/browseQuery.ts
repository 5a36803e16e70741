/**
 * The browse route's query (`q`, `pf`, `page`, `sort`, `releaseDate`, `price`, `pType`, plus
 * the power-search facets `genre`, `publisher` and `esrb`) and how it becomes a findpage query
 * (spec §2, §7). Every code comes from the contract's tables, so the route, the SDK and the
 * server read them alike. Pure functions over `URLSearchParams`: any router can use them.
 * @module
 */
import {
  BROWSE_PAGE_SIZE,
  PLATFORMS,
  PRICE_BANDS,
  SORT_VALUE,
  USER_RATING_BANDS,
  normalizeSearchKeyword,
  sortOptionByValue,
  type FindpageQuery,
} from '@d2d/contract';

/**
 * The browse state the route carries.
 * @example
 * const params: BrowseParams = { q: 'doom', platforms: [1100], genres: [], publishers: [], ratings: [], page: 1 };
 */
export interface BrowseParams {
  q?: string | undefined;
  platforms: number[];
  genres: string[];
  publishers: string[];
  /** ESRB or PEGI codes. */
  ratings: number[];
  page: number;
  sort?: number | undefined;
  releaseDate?: number | undefined;
  price?: number | undefined;
  /** User-rating band (9 … 5, 0 not rated). */
  rating?: number | undefined;
  /** D2D Plus type: 1 trade-in, 2 rental. */
  pType?: number | undefined;
}

// whole numbers only: '2x' or '-1' in a shared link is dropped, not guessed at
const int = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
};
const list = (value: string | null): string[] =>
  value === null ? [] : value.split(',').map((v) => v.trim()).filter((v) => v !== '');

/**
 * Reads a platform given as a code (`1310`), a name (`PS4`) or a slug (`ps4`).
 * @param value - The code, name or slug; case and surrounding spaces do not matter.
 * @returns The platform code, or `undefined` when unknown.
 * @example
 * platformCodeOf('PS4'); // 1310
 * platformCodeOf('nintendo-switch'); // 1400
 */
export function platformCodeOf(value: string): number | undefined {
  const key = value.trim().toLowerCase();
  const found = PLATFORMS.find((p) => String(p.code) === key || p.name.toLowerCase() === key || p.slug === key);
  return found?.code;
}

/**
 * Reads the browse state from the route's query; unknown values are dropped, not errors.
 * @param query - The route's query.
 * @returns The browse state (page 1 when none).
 * @example
 * readBrowseParams(new URLSearchParams('q=doom&pf=PC,ps4&sort=6&page=2'));
 * // { q: 'doom', platforms: [1100, 1310], genres: [], publishers: [], ratings: [], page: 2, sort: 6, … }
 */
export function readBrowseParams(query: URLSearchParams): BrowseParams {
  const page = int(query.get('page'));
  return {
    q: query.get('q') ?? undefined,
    platforms: list(query.get('pf')).map(platformCodeOf).filter((c): c is number => c !== undefined),
    genres: list(query.get('genre')),
    publishers: list(query.get('publisher')),
    ratings: list(query.get('esrb')).map(Number).filter(Number.isInteger),
    page: page !== undefined && page > 0 ? page : 1,
    sort: int(query.get('sort')),
    releaseDate: int(query.get('releaseDate')),
    price: int(query.get('price')),
    rating: int(query.get('rating')),
    pType: int(query.get('pType')),
  };
}

/**
 * Writes the browse state back into route query values (empty values are left out).
 * @param params - The browse state.
 * @returns Values for the route's query.
 * @example
 * writeBrowseParams({ ...params, page: 1 });
 * // { q: 'doom', pf: '1100,1310', sort: 6, page: undefined, … }: drop the `undefined` ones
 */
export function writeBrowseParams(params: BrowseParams): Record<string, string | number | undefined> {
  return {
    q: params.q || undefined,
    pf: params.platforms.length > 0 ? params.platforms.join(',') : undefined,
    genre: params.genres.length > 0 ? params.genres.join(',') : undefined,
    publisher: params.publishers.length > 0 ? params.publishers.join(',') : undefined,
    esrb: params.ratings.length > 0 ? params.ratings.join(',') : undefined,
    sort: params.sort,
    releaseDate: params.releaseDate,
    price: params.price,
    rating: params.rating,
    pType: params.pType,
    page: params.page > 1 ? params.page : undefined,
  };
}

/**
 * Fixed parts of a browse page's query (the page's platform, collection, DRM filter, …).
 * @example
 * const onSale: BrowsePreset = { platform: [1100], onsale: true };
 */
export type BrowsePreset = Partial<Pick<FindpageQuery, 'platform' | 'genre' | 'collection' | 'drm_types' | 'bundles' | 'onsale' | 'release_date' | 'd2d_plus' | 'bestselling'>>;

/**
 * The findpage query of a browse state.
 * @param params - The browse state from the route.
 * @param preset - What the page itself fixes (e.g. `{ platform: [1100] }` on /pc).
 * @param pageSize - 25 for browse, 10 on collection and arcade-store pages.
 * @returns The query for `store.api.catalogue.findPage`.
 * @example
 * findpageQueryOf(readBrowseParams(new URLSearchParams('q=doom&price=3')), { platform: [1100] });
 * // { pagesize: 25, pageindex: 1, platform: [1100], 'search.keywords': 'doom', 'price.underprice': 20 }
 */
export function findpageQueryOf(params: BrowseParams, preset: BrowsePreset = {}, pageSize: number = BROWSE_PAGE_SIZE): FindpageQuery {
  const query: FindpageQuery = { pagesize: pageSize, pageindex: params.page, ...preset };
  if (params.platforms.length > 0) query.platform = params.platforms as FindpageQuery['platform'];
  if (params.genres.length > 0) query.genre = [...(preset.genre ?? []), ...params.genres];
  if (params.publishers.length > 0) query.publisher = params.publishers;
  if (params.ratings.length > 0) query.esrb = params.ratings;
  const keyword = params.q ? normalizeSearchKeyword(params.q) : '';
  if (keyword !== '') query['search.keywords'] = keyword;
  if (params.sort === SORT_VALUE.bundles) {
    query.bundles = true;
  } else if (params.sort !== undefined) {
    const option = sortOptionByValue(params.sort);
    if (option) {
      query['sort.field'] = option.field;
      query['sort.direction'] = option.direction;
    }
  }
  if (params.releaseDate !== undefined && params.releaseDate >= 1 && params.releaseDate <= 6) {
    query.release_date = params.releaseDate as FindpageQuery['release_date'];
  }
  const band = PRICE_BANDS.find((b) => b.value === params.price);
  if (band) {
    if ('onsale' in band) query.onsale = true;
    else if ('underprice' in band) query['price.underprice'] = band.underprice;
    else query['price.overprice'] = band.overprice;
  }
  const rating = USER_RATING_BANDS.find((b) => b.value === params.rating);
  if (rating) {
    query['userrating.lowerrating'] = rating.lowerrating;
    query['userrating.upperrating'] = rating.upperrating;
  }
  if (params.pType === 1 || params.pType === 2) query.d2d_plus = params.pType;
  return query;
}
