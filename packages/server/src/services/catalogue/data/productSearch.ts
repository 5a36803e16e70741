/**
 * The findpage search over published products: the filters as SQL conditions, the count and one
 * page of ids in order. The service turns a findpage query into a {@link ProductSearch} (what the
 * codes and presets mean); this file decides how SQLite reads it (joins, join kinds, the order).
 * @module
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';

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
  /** An FTS5 MATCH expression over `products_fts`. */
  ftsMatch?: string;
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
  /** Needs {@link ProductSearch.ftsMatch}. */
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
  const clauses = searchClauses(search);
  // the count needs no price join for a price sort alone: only the filters' join counts
  const joins = [...clauses.joins, ...priceJoinSql(search, clauses.priceJoin, false)];
  const row = await sql<{ n: number }>`SELECT count(*) AS n FROM products p ${sql.join(joins, sql` `)} WHERE ${clauses.where}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** One page of the ids of the published products matching a search, in `order`. */
export async function productIdsInOrder(db: Db, search: ProductSearch, order: ProductOrder, page: { limit: number; offset: number }): Promise<number[]> {
  const clauses = searchClauses(search);
  const discountedPrice = discountedPriceSql(search);
  const ordered = orderSql(order, discountedPrice);
  // a price sort alone joins left so products without an offer still list
  const priceJoin = clauses.priceJoin ?? (order.by === 'price' ? 'left' : null);
  const joins = [...clauses.joins, ...priceJoinSql(search, priceJoin, ordered.byProductColumn)];
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
function priceJoinSql(search: ProductSearch, kind: 'inner' | 'left' | null, productsFirst: boolean): Fragment[] {
  const on = sql`ON op.product_id = p.id AND op.site_id = ${search.siteId}`;
  if (kind === null) return [];
  if (kind === 'left') return [sql`LEFT JOIN product_prices op ${on}`];
  // CROSS JOIN pins products as the outer loop, so a page can walk a sort index and stop early
  return [productsFirst ? sql`CROSS JOIN product_prices op ${on}` : sql`JOIN product_prices op ${on}`];
}

/** The WHERE and the joins of a search's filters, and whether a filter needs the prices. */
function searchClauses(search: ProductSearch): { where: Fragment; joins: Fragment[]; priceJoin: 'inner' | null } {
  const where: Fragment[] = [sql`p.is_published = 1`];
  const joins: Fragment[] = [];
  let priceJoin: 'inner' | null = null;
  const discountedPrice = discountedPriceSql(search);

  if (search.platformIds !== undefined) {
    // EXISTS keeps the list order's index usable, so a page stops after `pagesize` matches
    where.push(sql`EXISTS (SELECT 1 FROM product_platforms pp WHERE pp.product_id = p.id AND pp.platform_id IN (${sql.join(search.platformIds)}))`);
  }
  if (search.genreIds !== undefined) {
    where.push(sql`EXISTS (SELECT 1 FROM product_genres pg WHERE pg.product_id = p.id AND pg.genre_id IN (${sql.join(search.genreIds)}))`);
  }
  if (search.publisherIds !== undefined) where.push(sql`p.publisher_id IN (${sql.join(search.publisherIds)})`);
  if (search.collectionId !== undefined) {
    joins.push(sql`JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ${search.collectionId}`);
  }
  if (search.contentRatings !== undefined) {
    const { esrb, pegi } = search.contentRatings;
    const parts: Fragment[] = [];
    if (esrb.length > 0) parts.push(sql`p.esrb_rating IN (${sql.join(esrb)})`);
    if (pegi.length > 0) parts.push(sql`p.pegi_rating IN (${sql.join(pegi)})`);
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  if (search.ftsMatch !== undefined) {
    joins.push(sql`JOIN products_fts ON products_fts.rowid = p.id`);
    where.push(sql`products_fts MATCH ${search.ftsMatch}`);
  }
  if (search.bundlesOnly === true) where.push(sql`p.product_type IN ('Bundle', 'CustomBundle')`);
  if (search.drmTypes !== undefined) where.push(sql`p.drm_type IN (${sql.join(search.drmTypes)})`);
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
  return { where: sql.join(where, sql` AND `), joins, priceJoin };
}

/** The ORDER BY of an order, and whether it follows a `products` column (a sort index). */
function orderSql(order: ProductOrder, discountedPrice: Fragment): { sql: Fragment; byProductColumn: boolean } {
  if (order.by === 'relevance') return { sql: sql`bm25(products_fts, 10.0, 1.0), p.id`, byProductColumn: false };
  if (order.by === 'collection') return { sql: sql`cp.position, p.id`, byProductColumn: false };
  const dir = sql.raw(order.direction === 'asc' ? 'ASC' : 'DESC');
  const byColumn = (fragment: Fragment) => ({ sql: fragment, byProductColumn: true });
  switch (order.by) {
    case 'releaseDate':
      return byColumn(sql`p.release_date ${dir}, p.id ${dir}`);
    case 'bestselling':
      return byColumn(sql`p.units_sold ${dir}, p.id ${dir}`);
    case 'title':
      return byColumn(sql`p.title COLLATE NOCASE ${dir}, p.id ${dir}`);
    case 'newlyAvailable':
      return byColumn(sql`p.available_at ${dir}, p.id ${dir}`);
    case 'price':
      // products that are not for sale have no price: last in either direction
      return { sql: sql`(${discountedPrice} IS NULL), ${discountedPrice} ${dir}, p.id ${dir}`, byProductColumn: false };
  }
}
