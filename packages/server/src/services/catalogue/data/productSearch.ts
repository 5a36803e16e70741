/**
 * The findpage search over published products: the filters as SQL conditions, the count and one
 * page of ids in order. The service turns a findpage query into a {@link ProductSearch} (what the
 * codes and presets mean); this file decides how the database reads it (joins, join kinds, the
 * order), and how each dialect matches keywords (`keywordMatch.ts`).
 * @module
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { isPostgres } from '../../../db/dialect.js';
import { keywordSearchSql, type KeywordSearch } from './keywordMatch.js';

type Fragment = RawBuilder<unknown>;

/**
 * What a product search matches, in the data's terms. A field that is present adds its condition;
 * an absent one adds none.
 */
export interface ProductSearch {
  /** The site whose prices the price conditions and the price order read. */
  siteId: number;
  /** The clock as ISO text: a sale runs while its `sale_ends_at` is after it. */
  nowIso: string;
  platformIds?: readonly number[];
  genreIds?: readonly number[];
  publisherIds?: readonly number[];
  collectionId?: number;
  /** Either system's rating codes (at least one code in all); a product matches one of them. */
  contentRatings?: { esrb: readonly number[]; pegi: readonly number[] };
  /** Words every match has (each one as a word or a word's beginning). */
  keywords?: KeywordSearch;
  bundlesOnly?: boolean;
  drmTypes?: readonly string[];
  /** Products with a trade-in offer, or with a rental offer, on the site. */
  offerKind?: 'tradeIn' | 'rental';
  /** The discounted price is at most this (minor units). */
  priceAtMostMinor?: number;
  /** The discounted price is above this (minor units). */
  priceAboveMinor?: number;
  onSale?: boolean;
  /** Release date bounds (ISO days, inclusive), each range's bounds in turn. */
  releaseDateRanges?: readonly { from?: string; to?: string }[];
  /** Unrated products only, or a user rating band (inclusive). */
  userRating?: 'unrated' | { min?: number; max?: number };
}

/** The order of a search's page; every order breaks ties by id. */
export type ProductOrder =
  | { by: 'releaseDate' | 'bestselling' | 'title' | 'newlyAvailable' | 'price'; direction: 'asc' | 'desc' }
  /** Needs {@link ProductSearch.keywords}. */
  | { by: 'relevance' }
  /** Needs {@link ProductSearch.collectionId}. */
  | { by: 'collection' };

/**
 * The ids of the genres or publishers that `values` name: ids, names or slugs, any case. Values
 * that name nothing are dropped.
 */
export async function idsMatchingNames(db: Db, table: 'genres' | 'publishers', values: readonly string[]): Promise<number[]> {
  const numeric = values.filter((v) => /^\d+$/.test(v)).map(Number);
  const words = values.map((v) => v.toLowerCase());
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.or([
      eb('id', 'in', numeric.length > 0 ? numeric : [-1]),
      eb(sql`lower(name)`, 'in', words),
      eb(sql`lower(slug)`, 'in', words),
    ]))
    .execute();
  return rows.map((r) => r.id);
}

/** How many published products match a search. */
export async function countProducts(db: Db, search: ProductSearch): Promise<number> {
  const clauses = searchClauses(search, isPostgres(db));
  // the count needs no price join for a price sort alone: only the filters' join counts
  const joins = [...clauses.joins, ...priceJoinSql(search, clauses.priceJoin, false, false)];
  const row = await sql<{ n: number }>`SELECT count(*) AS n FROM products p ${sql.join(joins, sql` `)} WHERE ${clauses.where}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** One page of the ids of the published products matching a search, in `order`. */
export async function productIdsInOrder(db: Db, search: ProductSearch, order: ProductOrder, page: { limit: number; offset: number }): Promise<number[]> {
  const postgres = isPostgres(db);
  const clauses = searchClauses(search, postgres);
  const discountedPrice = discountedPriceSql(search);
  const ordered = orderSql(order, discountedPrice, clauses.relevance, postgres);
  // a price sort alone joins left so products without an offer still list
  const priceJoin = clauses.priceJoin ?? (order.by === 'price' ? 'left' : null);
  const joins = [...clauses.joins, ...priceJoinSql(search, priceJoin, ordered.byProductColumn, postgres)];
  const rows = await sql<{ id: number }>`SELECT p.id AS id FROM products p ${sql.join(joins, sql` `)} WHERE ${clauses.where}
    ORDER BY ${ordered.sql} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.rows.map((r) => r.id);
}

function onSaleSql(search: ProductSearch): Fragment {
  return sql`(op.sale_price IS NOT NULL AND op.sale_ends_at > ${search.nowIso} AND op.sale_price < op.list_price)`;
}

function discountedPriceSql(search: ProductSearch): Fragment {
  return sql`(CASE WHEN ${onSaleSql(search)} THEN op.sale_price ELSE op.list_price END)`;
}

/**
 * The join of the product_prices read model (the primary offer's prices per site). Price filters
 * need a price, so they join inner (letting SQLite start from the prices, e.g. the on-sale index,
 * when it counts).
 */
function priceJoinSql(search: ProductSearch, kind: 'inner' | 'left' | null, productsFirst: boolean, postgres: boolean): Fragment[] {
  const on = sql`ON op.product_id = p.id AND op.site_id = ${search.siteId}`;
  if (kind === null) return [];
  if (kind === 'left') return [sql`LEFT JOIN product_prices op ${on}`];
  // SQLite: CROSS JOIN pins products as the outer loop, so a page can walk a sort index and stop
  // early. PostgreSQL's CROSS JOIN takes no ON, and its planner picks the loop order by cost.
  return [productsFirst && !postgres ? sql`CROSS JOIN product_prices op ${on}` : sql`JOIN product_prices op ${on}`];
}

/**
 * `column IN (values)`; an empty list matches nothing (SQLite reads `IN ()` so, PostgreSQL
 * refuses it as a syntax error).
 */
function isIn(column: Fragment, values: readonly (number | string)[]): Fragment {
  return values.length === 0 ? sql`1 = 0` : sql`${column} IN (${sql.join(values)})`;
}

/**
 * The WHERE and the joins of a search's filters, whether a filter needs the prices, and the
 * keyword relevance to order by (when keywords are searched).
 */
function searchClauses(search: ProductSearch, postgres: boolean): { where: Fragment; joins: Fragment[]; priceJoin: 'inner' | null; relevance: Fragment | null } {
  const where: Fragment[] = [sql`p.is_published = 1`];
  const joins: Fragment[] = [];
  let priceJoin: 'inner' | null = null;
  let relevance: Fragment | null = null;
  const discountedPrice = discountedPriceSql(search);

  if (search.platformIds !== undefined) {
    // EXISTS keeps the list order's index usable, so a page stops after `pagesize` matches
    where.push(sql`EXISTS (SELECT 1 FROM product_platforms pp WHERE pp.product_id = p.id AND ${isIn(sql`pp.platform_id`, search.platformIds)})`);
  }
  if (search.genreIds !== undefined) {
    where.push(sql`EXISTS (SELECT 1 FROM product_genres pg WHERE pg.product_id = p.id AND ${isIn(sql`pg.genre_id`, search.genreIds)})`);
  }
  if (search.publisherIds !== undefined) where.push(isIn(sql`p.publisher_id`, search.publisherIds));
  if (search.collectionId !== undefined) {
    joins.push(sql`JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ${search.collectionId}`);
  }
  if (search.contentRatings !== undefined) {
    const { esrb, pegi } = search.contentRatings;
    const parts: Fragment[] = [];
    if (esrb.length > 0) parts.push(sql`p.esrb_rating IN (${sql.join(esrb)})`);
    if (pegi.length > 0) parts.push(sql`p.pegi_rating IN (${sql.join(pegi)})`);
    where.push(parts.length === 0 ? sql`1 = 0` : sql`(${sql.join(parts, sql` OR `)})`);
  }
  if (search.keywords !== undefined) {
    const keywords = keywordSearchSql(search.keywords, postgres);
    joins.push(...keywords.joins);
    where.push(...keywords.where);
    relevance = keywords.relevance;
  }
  if (search.bundlesOnly === true) where.push(sql`p.product_type IN ('Bundle', 'CustomBundle')`);
  if (search.drmTypes !== undefined) where.push(isIn(sql`p.drm_type`, search.drmTypes));
  if (search.offerKind === 'tradeIn') {
    priceJoin = 'inner';
    where.push(sql`p.allow_trade_in = 1 AND op.trade_in_price > 0`);
  } else if (search.offerKind === 'rental') {
    priceJoin = 'inner';
    where.push(sql`op.rental_price > 0`);
  }
  if (search.priceAtMostMinor !== undefined) {
    priceJoin = 'inner';
    where.push(sql`${discountedPrice} <= ${search.priceAtMostMinor}`);
  }
  if (search.priceAboveMinor !== undefined) {
    priceJoin = 'inner';
    where.push(sql`${discountedPrice} > ${search.priceAboveMinor}`);
  }
  if (search.onSale === true) {
    priceJoin = 'inner';
    where.push(onSaleSql(search));
  }
  for (const range of search.releaseDateRanges ?? []) {
    if (range.from !== undefined) where.push(sql`p.release_date >= ${range.from}`);
    if (range.to !== undefined) where.push(sql`p.release_date <= ${range.to}`);
  }
  if (search.userRating === 'unrated') {
    where.push(sql`p.user_rating IS NULL`);
  } else if (search.userRating !== undefined) {
    const { min, max } = search.userRating;
    if (min !== undefined) where.push(sql`p.user_rating >= ${min}`);
    if (max !== undefined) where.push(sql`p.user_rating <= ${max}`);
  }
  return { where: sql.join(where, sql` AND `), joins, priceJoin, relevance };
}

/**
 * The ORDER BY of an order, and whether it follows a `products` column (a sort index).
 * @param relevance - the keyword match's best-first order, for `relevance`
 */
function orderSql(order: ProductOrder, discountedPrice: Fragment, relevance: Fragment | null, postgres: boolean): { sql: Fragment; byProductColumn: boolean } {
  if (order.by === 'relevance') return { sql: sql`${relevance ?? sql`p.id`}, p.id`, byProductColumn: false };
  if (order.by === 'collection') return { sql: sql`cp.position, p.id`, byProductColumn: false };
  const dir = sql.raw(order.direction === 'asc' ? 'ASC' : 'DESC');
  const byColumn = (fragment: Fragment) => ({ sql: fragment, byProductColumn: true });
  switch (order.by) {
    case 'releaseDate':
    case 'bestselling':
    case 'title':
    case 'newlyAvailable':
      return byColumn(productColumnOrderSql(order.by, order.direction, postgres));
    case 'price':
      // products that are not for sale have no price: last in either direction
      return { sql: sql`(${discountedPrice} IS NULL), ${discountedPrice} ${dir}, p.id ${dir}`, byProductColumn: false };
  }
}

/** The orders that follow one `products` column (and the id), the same in either direction. */
export type ProductColumnOrder = 'releaseDate' | 'bestselling' | 'title' | 'newlyAvailable';

/**
 * The ORDER BY of a products-column order. The findpage index reads its sort permutations with
 * it, so its orders are the database's own (collation included).
 */
export function productColumnOrderSql(by: ProductColumnOrder, direction: 'asc' | 'desc', postgres: boolean): Fragment {
  const dir = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
  switch (by) {
    case 'releaseDate':
      return sql`p.release_date ${dir}, p.id ${dir}`;
    case 'bestselling':
      return sql`p.units_sold ${dir}, p.id ${dir}`;
    case 'title':
      // NOCASE on SQLite; lower() of the "C"-collated column on PostgreSQL (both fold ASCII and
      // compare bytes, and each has its index)
      return postgres ? sql`lower(p.title) ${dir}, p.id ${dir}` : sql`p.title COLLATE NOCASE ${dir}, p.id ${dir}`;
    case 'newlyAvailable':
      return sql`p.available_at ${dir}, p.id ${dir}`;
  }
}
