/**
 * The in-memory findpage index (issue 14 point 1): the catalogue's filter columns as typed
 * arrays, its sorts as precomputed permutations, shared by every request on a database. It is
 * built from SQL reads (`data/catalogueIndexRows.ts`), so one design serves SQLite and
 * PostgreSQL, and it answers exactly what the SQL path (`data/productSearch.ts`, kept as the
 * reference and the fallback) answers:
 * - freshness: the index is tagged with the catalogue version (migration 0016) read before its
 *   rows; a request uses it only while the version is unchanged (`catalogueVersions.ts`: read
 *   per request on SQLite, known by notification on PostgreSQL), and otherwise answers by SQL
 *   while one rebuild runs in the background;
 * - time: prices depend on `now` (a sale runs while its `sale_ends_at` is after it). Per site the
 *   index keeps the distinct sale ends in order; the ends already past at `now` (an "epoch")
 *   decide every discounted price, and the price order is cached per (site, epoch);
 * - keywords: the database's full-text match gives the match set and relevance scores, cached
 *   per normalised expression for the index's lifetime.
 * @module
 */
import type { Db } from '../../db/database.js';
import { catalogueVersion, collectionMembers, keywordMatches, productFilterRows, productIdsByColumn, productMemberships, productPriceRows } from './data/catalogueIndexRows.js';
import type { ProductColumnOrder, ProductOrder, ProductSearch } from './data/productSearch.js';
import { catalogueVersionsOf } from './catalogueVersions.js';

/** Prices of one site, by product position; NaN where there is none. */
interface SitePrices {
  hasPrice: Uint8Array;
  list: Float64Array;
  sale: Float64Array;
  /** Index of the sale's end in `ends`, -1 without a sale end. */
  endRank: Int32Array;
  /** The distinct sale ends, ascending (text order, as SQL compares them). */
  ends: string[];
  tradeIn: Float64Array;
  rental: Float64Array;
  /** Discounted prices and price orders per epoch (how many sale ends are past). */
  epochs: Map<number, PricesAt>;
}

/** A site's prices at one epoch. */
interface PricesAt {
  discounted: Float64Array;
  onSale: Uint8Array;
  /** Priced positions by (discounted price, id) ascending; then the unpriced by id. */
  priced: Int32Array;
  unpriced: Int32Array;
}

/** A keyword match: positions best first, and as a mask. */
interface KeywordHits {
  ranked: Int32Array;
  mask: Uint8Array;
}

/** A dictionary-encoded column: each product's value as a small code, so a filter is one array read. */
interface CodedColumn<T> {
  codes: Int32Array;
  codeOf: Map<T, number>;
}

function codedColumn<T>(values: readonly T[]): CodedColumn<T> {
  const codeOf = new Map<T, number>();
  const codes = new Int32Array(values.length);
  values.forEach((value, i) => {
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = codeOf.size));
    codes[i] = code;
  });
  return { codes, codeOf };
}

/** The index of one catalogue version. */
export interface CatalogueIndex {
  version: number;
  /** Product id by position (positions follow ids ascending). */
  ids: Int32Array;
  positionOf: Map<number, number>;
  published: Uint8Array;
  publisher: CodedColumn<number>;
  esrb: CodedColumn<number>;
  pegi: CodedColumn<number>;
  drm: CodedColumn<string>;
  bundle: Uint8Array;
  tradeInAllowed: Uint8Array;
  releaseDate: string[];
  /** NaN when not rated. */
  rating: Float64Array;
  platforms: Map<number, Uint8Array>;
  genres: Map<number, Uint8Array>;
  /** Positions in curated order. */
  collections: Map<number, Int32Array>;
  orders: Record<ProductColumnOrder, Int32Array>;
  sites: Map<number, SitePrices>;
  keywords: Map<string, KeywordHits>;
}

interface IndexState {
  index: CatalogueIndex | null;
  building: Promise<CatalogueIndex> | null;
  /** When the last build ended and how long it took (performance.now() ms). */
  lastEnded: number;
  lastTook: number;
}

/**
 * A background rebuild waits this many times the last build's duration after it: a catalogue
 * written without pause (an import) costs rebuilds at most a fifth of the CPU, answered by SQL
 * meanwhile.
 */
const REBUILD_SPACING = 4;

const states = new WeakMap<Db, IndexState>();
const MAX_EPOCHS = 8;
const MAX_KEYWORDS = 128;

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { index: null, building: null, lastEnded: Number.NEGATIVE_INFINITY, lastTook: 0 };
    states.set(db, state);
  }
  return state;
}

/**
 * Builds the index of the catalogue as it is now. The version is read before the rows: a write
 * that lands during the reads bumps it past the tag, so such an index is never used.
 */
export async function buildCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const version = await catalogueVersion(db);
  const products = await productFilterRows(db);
  const n = products.length;
  const ids = new Int32Array(n);
  const positionOf = new Map<number, number>();
  const published = new Uint8Array(n);
  const publisher: number[] = new Array<number>(n);
  const esrb: number[] = new Array<number>(n);
  const pegi: number[] = new Array<number>(n);
  const drm: string[] = new Array<string>(n);
  const bundle = new Uint8Array(n);
  const tradeInAllowed = new Uint8Array(n);
  const releaseDate: string[] = new Array<string>(n);
  const rating = new Float64Array(n);
  products.forEach((p, i) => {
    const id = Number(p.id);
    ids[i] = id;
    positionOf.set(id, i);
    published[i] = Number(p.is_published) === 1 ? 1 : 0;
    publisher[i] = Number(p.publisher_id);
    // NaN for NULL: no code list holds it, as `IN` never matches NULL
    esrb[i] = p.esrb_rating === null ? Number.NaN : Number(p.esrb_rating);
    pegi[i] = p.pegi_rating === null ? Number.NaN : Number(p.pegi_rating);
    drm[i] = p.drm_type;
    bundle[i] = p.product_type === 'Bundle' || p.product_type === 'CustomBundle' ? 1 : 0;
    tradeInAllowed[i] = Number(p.allow_trade_in) === 1 ? 1 : 0;
    releaseDate[i] = p.release_date;
    rating[i] = p.user_rating === null ? Number.NaN : Number(p.user_rating);
  });
  const toPositions = (list: readonly number[]): Int32Array => {
    const out = new Int32Array(list.length);
    let k = 0;
    for (const id of list) {
      const at = positionOf.get(id);
      if (at !== undefined) out[k++] = at;
    }
    return out.subarray(0, k);
  };
  const orders = {} as Record<ProductColumnOrder, Int32Array>;
  for (const by of ['releaseDate', 'bestselling', 'title', 'newlyAvailable'] as const) orders[by] = toPositions(await productIdsByColumn(db, by));
  const memberMasks = async (table: 'product_platforms' | 'product_genres'): Promise<Map<number, Uint8Array>> => {
    const masks = new Map<number, Uint8Array>();
    for (const row of await productMemberships(db, table)) {
      const at = positionOf.get(Number(row.product_id));
      if (at === undefined) continue;
      const member = Number(row.member);
      let mask = masks.get(member);
      if (!mask) masks.set(member, (mask = new Uint8Array(n)));
      mask[at] = 1;
    }
    return masks;
  };
  const platforms = await memberMasks('product_platforms');
  const genres = await memberMasks('product_genres');
  const curated = new Map<number, number[]>();
  for (const row of await collectionMembers(db)) {
    const key = Number(row.collection_id);
    let list = curated.get(key);
    if (!list) curated.set(key, (list = []));
    list.push(Number(row.product_id));
  }
  const collections = new Map<number, Int32Array>();
  for (const [key, list] of curated) collections.set(key, toPositions(list));
  const sites = sitePrices(await productPriceRows(db), positionOf, n);
  return { version, ids, positionOf, published, publisher: codedColumn(publisher), esrb: codedColumn(esrb), pegi: codedColumn(pegi), drm: codedColumn(drm), bundle, tradeInAllowed, releaseDate, rating, platforms, genres, collections, orders, sites, keywords: new Map() };
}

function sitePrices(rows: Awaited<ReturnType<typeof productPriceRows>>, positionOf: Map<number, number>, n: number): Map<number, SitePrices> {
  const sites = new Map<number, SitePrices>();
  const endsOf = new Map<number, Set<string>>();
  for (const row of rows) {
    const site = Number(row.site_id);
    let prices = sites.get(site);
    if (!prices) {
      prices = {
        hasPrice: new Uint8Array(n), list: new Float64Array(n).fill(Number.NaN), sale: new Float64Array(n).fill(Number.NaN), endRank: new Int32Array(n).fill(-1),
        ends: [], tradeIn: new Float64Array(n).fill(Number.NaN), rental: new Float64Array(n).fill(Number.NaN), epochs: new Map(),
      };
      sites.set(site, prices);
      endsOf.set(site, new Set());
    }
    const at = positionOf.get(Number(row.product_id));
    if (at === undefined) continue;
    prices.hasPrice[at] = 1;
    prices.list[at] = Number(row.list_price);
    if (row.sale_price !== null) prices.sale[at] = Number(row.sale_price);
    if (row.trade_in_price !== null) prices.tradeIn[at] = Number(row.trade_in_price);
    if (row.rental_price !== null) prices.rental[at] = Number(row.rental_price);
    if (row.sale_ends_at !== null) endsOf.get(site)?.add(row.sale_ends_at);
  }
  for (const [site, prices] of sites) {
    // code-unit order is byte order for the ASCII instants, as SQLite's BINARY and PostgreSQL's "C" compare them
    prices.ends = [...(endsOf.get(site) ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Map(prices.ends.map((end, i) => [end, i]));
    for (const row of rows) {
      if (Number(row.site_id) !== site || row.sale_ends_at === null) continue;
      const at = positionOf.get(Number(row.product_id));
      if (at !== undefined) prices.endRank[at] = rank.get(row.sale_ends_at) ?? -1;
    }
  }
  return sites;
}

/** How many of the sorted `ends` are not after `nowIso`: a sale runs while its end's rank is at least this. */
function epochOf(ends: readonly string[], nowIso: string): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ends[mid] as string) > nowIso) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function pricesAt(index: CatalogueIndex, prices: SitePrices, epoch: number): PricesAt {
  const cached = prices.epochs.get(epoch);
  if (cached) return cached;
  const n = index.ids.length;
  const discounted = new Float64Array(n).fill(Number.NaN);
  const onSale = new Uint8Array(n);
  let pricedCount = 0;
  for (let i = 0; i < n; i++) {
    if (prices.hasPrice[i] !== 1) continue;
    pricedCount++;
    const list = prices.list[i] as number;
    const sale = prices.sale[i] as number;
    // sale_price IS NOT NULL AND sale_ends_at > now AND sale_price < list_price
    if (!Number.isNaN(sale) && (prices.endRank[i] as number) >= epoch && prices.endRank[i] !== -1 && sale < list) {
      onSale[i] = 1;
      discounted[i] = sale;
    } else discounted[i] = list;
  }
  const priced = new Int32Array(pricedCount);
  const unpriced = new Int32Array(n - pricedCount);
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    if (prices.hasPrice[i] === 1) priced[a++] = i;
    else unpriced[b++] = i;
  }
  // positions follow ids, so the position breaks ties as the id does
  priced.sort((x, y) => (discounted[x] as number) - (discounted[y] as number) || x - y);
  const at: PricesAt = { discounted, onSale, priced, unpriced };
  if (prices.epochs.size >= MAX_EPOCHS) prices.epochs.clear();
  prices.epochs.set(epoch, at);
  return at;
}

async function keywordHits(db: Db, index: CatalogueIndex, keywords: NonNullable<ProductSearch['keywords']>): Promise<KeywordHits> {
  const key = `${keywords.titleOnly ? 't' : 'a'}:${keywords.terms.join(' ')}`;
  const cached = index.keywords.get(key);
  if (cached) return cached;
  const { rows, higherFirst } = await keywordMatches(db, keywords);
  const scored: Array<{ at: number; score: number }> = [];
  for (const row of rows) {
    const at = index.positionOf.get(row.id);
    if (at !== undefined) scored.push({ at, score: row.score });
  }
  scored.sort((x, y) => (higherFirst ? y.score - x.score : x.score - y.score) || x.at - y.at);
  const mask = new Uint8Array(index.ids.length);
  const ranked = new Int32Array(scored.length);
  scored.forEach((s, i) => {
    ranked[i] = s.at;
    mask[s.at] = 1;
  });
  const hits = { ranked, mask };
  if (index.keywords.size >= MAX_KEYWORDS) index.keywords.delete(index.keywords.keys().next().value as string);
  index.keywords.set(key, hits);
  return hits;
}

/**
 * The index of `db`'s catalogue if it is current, else null (the caller answers by SQL) after
 * starting one background rebuild.
 */
export async function currentCatalogueIndex(db: Db): Promise<CatalogueIndex | null> {
  const state = stateOf(db);
  const read = catalogueVersionsOf(db).current();
  const version = typeof read === 'number' ? read : await read;
  if (state.index && state.index.version === version) return state.index;
  if (!state.building && performance.now() - state.lastEnded >= state.lastTook * REBUILD_SPACING) void refresh(db, state).catch(() => undefined);
  return null;
}

/**
 * The index of `db`'s catalogue, built now if it is missing or stale (the benchmark and the
 * tests wait for it; requests never do).
 */
export async function catalogueIndexFor(db: Db): Promise<CatalogueIndex> {
  const state = stateOf(db);
  const version = await catalogueVersionsOf(db).current();
  if (state.index && state.index.version === version) return state.index;
  return state.building ?? refresh(db, state);
}

function refresh(db: Db, state: IndexState): Promise<CatalogueIndex> {
  const started = performance.now();
  const ended = (): void => {
    state.building = null;
    state.lastEnded = performance.now();
    state.lastTook = state.lastEnded - started;
  };
  const building = buildCatalogueIndex(db).then(
    (index) => {
      if (!state.index || state.index.version <= index.version) state.index = index;
      ended();
      return index;
    },
    (error: unknown) => {
      ended();
      throw error;
    },
  );
  state.building = building;
  return building;
}

/**
 * One page of a search answered by the index, with the exact count: the same ids, in the same
 * order, as `countProducts` and `productIdsInOrder` give at the index's version.
 * @param index - a current index of the catalogue
 */
export async function pageFromIndex(db: Db, index: CatalogueIndex, search: ProductSearch, order: ProductOrder, page: { limit: number; offset: number }): Promise<{ ids: number[]; totalItems: number }> {
  const n = index.ids.length;
  // Each filter becomes at most one array read per product, and one fused pass over the
  // catalogue applies them all and counts the matches (no per-product callbacks, no Sets).
  const union = (masks: Map<number, Uint8Array>, wanted: readonly number[]): Uint8Array => {
    const out = new Uint8Array(n);
    for (const w of new Set(wanted)) {
      const m = masks.get(w);
      if (m) for (let i = 0; i < n; i++) out[i] = (out[i] as number) | (m[i] as number);
    }
    return out;
  };
  const lookup = <T,>(column: CodedColumn<T>, wanted: Iterable<T>): Uint8Array => {
    const hit = new Uint8Array(column.codeOf.size);
    for (const w of wanted) {
      const code = column.codeOf.get(w);
      if (code !== undefined) hit[code] = 1;
    }
    return hit;
  };
  const platform = search.platformIds !== undefined ? union(index.platforms, search.platformIds) : null;
  const genre = search.genreIds !== undefined ? union(index.genres, search.genreIds) : null;
  const publisher = search.publisherIds !== undefined ? lookup(index.publisher, search.publisherIds.map(Number)) : null;
  let collection: Int32Array | undefined;
  let members: Uint8Array | null = null;
  if (search.collectionId !== undefined) {
    collection = index.collections.get(search.collectionId) ?? new Int32Array(0);
    members = new Uint8Array(n);
    for (const at of collection) members[at] = 1;
  }
  const esrb = search.contentRatings !== undefined ? lookup(index.esrb, search.contentRatings.esrb) : null;
  const pegi = search.contentRatings !== undefined ? lookup(index.pegi, search.contentRatings.pegi) : null;
  const hits = search.keywords !== undefined ? await keywordHits(db, index, search.keywords) : undefined;
  const matched = hits ? hits.mask : null;
  const bundle = search.bundlesOnly === true ? index.bundle : null;
  const drm = search.drmTypes !== undefined ? lookup(index.drm, search.drmTypes) : null;

  const priceFilter = search.offerKind !== undefined || search.priceAtMostMinor !== undefined || search.priceAboveMinor !== undefined || search.onSale === true;
  let at: PricesAt | undefined;
  let site: SitePrices | undefined;
  if (priceFilter || order.by === 'price') {
    site = index.sites.get(search.siteId);
    if (site) at = pricesAt(index, site, epochOf(site.ends, search.nowIso));
  }
  // a price filter needs a price on the site (the SQL path's inner join)
  const hasPrice = priceFilter ? (site?.hasPrice ?? new Uint8Array(n)) : null;
  const tradeIn = search.offerKind === 'tradeIn' && site ? site.tradeIn : null;
  const rental = search.offerKind === 'rental' && site ? site.rental : null;
  const discounted = at?.discounted ?? new Float64Array(0);
  const most = search.priceAtMostMinor ?? Number.POSITIVE_INFINITY;
  const above = search.priceAboveMinor ?? Number.NEGATIVE_INFINITY;
  const priceBounded = search.priceAtMostMinor !== undefined || search.priceAboveMinor !== undefined;
  const onSale = search.onSale === true && at ? at.onSale : null;
  let from = '';
  let to = '\uffff';
  let dated = false;
  for (const range of search.releaseDateRanges ?? []) {
    // every range must hold: the bounds narrow to the latest start and the earliest end
    dated = true;
    if (range.from !== undefined && range.from > from) from = range.from;
    if (range.to !== undefined && range.to < to) to = range.to;
  }
  const unrated = search.userRating === 'unrated';
  const ratingMin = search.userRating !== undefined && search.userRating !== 'unrated' ? search.userRating.min : undefined;
  const ratingMax = search.userRating !== undefined && search.userRating !== 'unrated' ? search.userRating.max : undefined;

  const { published, tradeInAllowed, releaseDate, rating } = index;
  const publisherCodes = index.publisher.codes;
  const esrbCodes = index.esrb.codes;
  const pegiCodes = index.pegi.codes;
  const drmCodes = index.drm.codes;
  const mask = new Uint8Array(n);
  let totalItems = 0;
  for (let i = 0; i < n; i++) {
    if (published[i] !== 1) continue;
    if (platform !== null && platform[i] !== 1) continue;
    if (genre !== null && genre[i] !== 1) continue;
    if (publisher !== null && publisher[publisherCodes[i] as number] !== 1) continue;
    if (members !== null && members[i] !== 1) continue;
    if (esrb !== null && pegi !== null && esrb[esrbCodes[i] as number] !== 1 && pegi[pegiCodes[i] as number] !== 1) continue;
    if (matched !== null && matched[i] !== 1) continue;
    if (bundle !== null && bundle[i] !== 1) continue;
    if (drm !== null && drm[drmCodes[i] as number] !== 1) continue;
    if (hasPrice !== null) {
      if (hasPrice[i] !== 1) continue;
      if (tradeIn !== null && !(tradeInAllowed[i] === 1 && (tradeIn[i] as number) > 0)) continue;
      if (rental !== null && !((rental[i] as number) > 0)) continue;
      if (priceBounded && !((discounted[i] as number) <= most && (discounted[i] as number) > above)) continue;
      if (onSale !== null && onSale[i] !== 1) continue;
    }
    if (dated && !((releaseDate[i] as string) >= from && (releaseDate[i] as string) <= to)) continue;
    if (unrated) {
      if (!Number.isNaN(rating[i])) continue;
    } else {
      // NaN (not rated) fails both comparisons, as NULL does in SQL
      if (ratingMin !== undefined && !((rating[i] as number) >= ratingMin)) continue;
      if (ratingMax !== undefined && !((rating[i] as number) <= ratingMax)) continue;
    }
    mask[i] = 1;
    totalItems++;
  }

  // the order to walk, as lists walked forwards or backwards in turn
  const walks: Array<{ list: Int32Array; backwards: boolean }> = [];
  if (order.by === 'relevance') walks.push({ list: hits?.ranked ?? index.orders.releaseDate, backwards: false });
  else if (order.by === 'collection') walks.push({ list: collection ?? new Int32Array(0), backwards: false });
  else if (order.by === 'price') {
    const backwards = order.direction === 'desc';
    // products without a price come last in either direction
    if (at) walks.push({ list: at.priced, backwards }, { list: at.unpriced, backwards });
    else walks.push({ list: identity(n), backwards });
  } else walks.push({ list: index.orders[order.by], backwards: order.direction === 'desc' });

  const ids: number[] = [];
  const end = page.offset + page.limit;
  let seen = 0;
  for (const { list, backwards } of walks) {
    const length = list.length;
    for (let k = 0; k < length && seen < end; k++) {
      const position = list[backwards ? length - 1 - k : k] as number;
      if (mask[position] !== 1) continue;
      if (seen >= page.offset) ids.push(index.ids[position] as number);
      seen++;
    }
  }
  return { ids, totalItems };
}

function identity(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** Roughly what an index holds in memory, in bytes (typed arrays, strings, maps). */
export function catalogueIndexBytes(index: CatalogueIndex): number {
  const n = index.ids.length;
  let bytes = index.ids.byteLength + index.published.byteLength;
  for (const column of [index.publisher, index.esrb, index.pegi, index.drm]) bytes += column.codes.byteLength + column.codeOf.size * 40;
  bytes += index.bundle.byteLength + index.tradeInAllowed.byteLength + index.rating.byteLength;
  // strings: V8 one-byte strings plus a pointer per array slot; the id map about 40 bytes an entry
  for (const s of index.releaseDate) bytes += 8 + 16 + s.length;
  bytes += n * 40;
  for (const m of [index.platforms, index.genres]) for (const mask of m.values()) bytes += mask.byteLength;
  for (const list of index.collections.values()) bytes += list.byteLength;
  for (const list of Object.values(index.orders)) bytes += list.byteLength;
  for (const site of index.sites.values()) {
    bytes += site.hasPrice.byteLength + site.list.byteLength + site.sale.byteLength + site.endRank.byteLength + site.tradeIn.byteLength + site.rental.byteLength;
    for (const e of site.epochs.values()) bytes += e.discounted.byteLength + e.onSale.byteLength + e.priced.byteLength + e.unpriced.byteLength;
  }
  for (const hits of index.keywords.values()) bytes += hits.ranked.byteLength + hits.mask.byteLength;
  return bytes;
}
