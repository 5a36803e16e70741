/**
 * What the benchmark measures: findpage with the filter mixes the store sends (browse, on sale,
 * power search, deep pages, D2D Plus), keyword search and typeahead, and the product page. Each
 * scenario yields a different URL per iteration so results are not one cached query.
 */
export interface Scenario {
  name: string;
  url: (i: number) => string;
}

const KEYWORDS = ['stellar', 'kingdom', 'iron', 'neon drift', 'shadows past', 'odyssey', 'legion tactics', 'frozen', 'garden', 'rebellion'];
const PREFIXES = ['ste', 'kin', 'dra', 'neo', 'hol', 'ech', 'gal', 'tha', 'wil', 'sig'];
const GENRES = ['Action', 'RPG', 'Strategy', 'Puzzle', 'Racing', 'Shooter', 'Indie', 'Simulation'];

/**
 * The scenarios for a catalogue of `products` products.
 * @param products - the catalogue size (deep pages are taken from the middle of it)
 * @param productIds - published product ids for the detail-page reads
 */
export function scenarios(products: number, productIds: readonly number[]): Scenario[] {
  const pick = <T,>(list: readonly T[], i: number): T => list[i % list.length] as T;
  return [
    { name: 'findpage: browse PC, newest first (page 1-5)', url: (i) => `/api/productquery/findpage?platform[]=1100&pagesize=25&pageindex=${(i % 5) + 1}` },
    { name: 'findpage: on sale, price ascending', url: (i) => `/api/productquery/findpage?onsale=true&sort.field=price&sort.direction=asc&pagesize=25&pageindex=${(i % 3) + 1}` },
    { name: 'findpage: genre + under $20 + bestselling', url: (i) => `/api/productquery/findpage?genre[]=${pick(GENRES, i)}&price.underprice=20&sort.field=bestselling&pagesize=25` },
    { name: 'findpage: power search (platforms, ESRB, DRM, rating)', url: (i) => `/api/productquery/findpage?platform=1100,1200&esrb[]=500&esrb[]=600&drm_types[]=${(i % 4) + 1}&userrating.lowerrating=${5 + (i % 4)}&userrating.upperrating=10&sort.field=title&pagesize=25` },
    { name: 'findpage: price descending, all products', url: () => '/api/productquery/findpage?sort.field=price&sort.direction=desc&pagesize=25' },
    { name: 'findpage: deep page by title', url: (i) => `/api/productquery/findpage?sort.field=title&pagesize=25&pageindex=${Math.max(1, Math.floor(products / 25 / 2) - (i % 10))}` },
    { name: 'findpage: last year releases + D2D Plus trade-in', url: (i) => `/api/productquery/findpage?release_date=${(i % 3) + 1}&d2d_plus=1&pagesize=25` },
    { name: 'keyword search (ranked, whole catalogue)', url: (i) => `/api/productquery/findpage?search.keywords=${encodeURIComponent(pick(KEYWORDS, i))}&pagesize=25` },
    { name: 'keyword search, titles only, PC', url: (i) => `/api/productquery/findpage?search.keywords=${encodeURIComponent(pick(KEYWORDS, i))}&search.titleonly=true&platform[]=1100&pagesize=25` },
    { name: 'typeahead (3-letter prefix, 15 results)', url: (i) => `/api/productquery/typeahead?keywords=${pick(PREFIXES, i)}&titleonly=true` },
    { name: 'product get (detail page)', url: (i) => `/api/product/get/${pick(productIds, i * 7919)}` },
  ];
}
