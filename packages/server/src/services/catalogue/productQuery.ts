import { sql, type RawBuilder } from 'kysely';
import { DRM_TYPES, releaseDateRange, toMinorUnits, type FindpageQuery } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { ftsExpression } from './searchExpression.js';

/** Browse page size when the query names none (spec §9). */
export const DEFAULT_PAGE_SIZE = 25;

/** One page of matching product ids and the paging numbers. */
export interface ProductIdPage {
  ids: number[];
  totalItems: number;
  pageIndex: number;
  pageSize: number;
}

type Fragment = RawBuilder<unknown>;

/**
 * Resolves genre or publisher filter values (ids, names or slugs, any case) to ids. Values that
 * name nothing are dropped; the caller treats "named only unknown things" as "matches nothing".
 */
async function resolveIds(db: Db, table: 'genres' | 'publishers', values: readonly string[]): Promise<number[]> {
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
  const pageSize = query.pagesize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = query.pageindex ?? 1;
  const empty: ProductIdPage = { ids: [], totalItems: 0, pageIndex, pageSize };
  const nowIso = ctx.now.toISOString();

  const where: Fragment[] = [sql`p.is_published = 1`];
  const joins: Fragment[] = [];
  // Prices come from the product_prices read model (the primary offer's prices per site). Price
  // filters need a price, so they join inner (letting SQLite start from the prices, e.g. the
  // on-sale index, when it counts); a price sort alone joins left so products without an offer
  // still list. The first kind asked for wins.
  let priceJoin: 'inner' | 'left' | null = null;
  const joinPrices = (kind: 'inner' | 'left'): void => {
    priceJoin ??= kind;
  };
  const priceJoinSql = (productsFirst: boolean): Fragment[] => {
    const on = sql`ON op.product_id = p.id AND op.site_id = ${ctx.site.id}`;
    if (priceJoin === null) return [];
    if (priceJoin === 'left') return [sql`LEFT JOIN product_prices op ${on}`];
    // CROSS JOIN pins products as the outer loop, so a page can walk a sort index and stop early
    return [productsFirst ? sql`CROSS JOIN product_prices op ${on}` : sql`JOIN product_prices op ${on}`];
  };
  const onSale = sql`(op.sale_price IS NOT NULL AND op.sale_ends_at > ${nowIso} AND op.sale_price < op.list_price)`;
  const discountedPrice = sql`(CASE WHEN ${onSale} THEN op.sale_price ELSE op.list_price END)`;

  if (query.platform && query.platform.length > 0) {
    // EXISTS keeps the list order's index usable, so a page stops after `pagesize` matches
    where.push(sql`EXISTS (SELECT 1 FROM product_platforms pp WHERE pp.product_id = p.id AND pp.platform_id IN (${sql.join(query.platform)}))`);
  }
  if (query.genre && query.genre.length > 0) {
    const ids = await resolveIds(db, 'genres', query.genre);
    if (ids.length === 0) return empty;
    where.push(sql`EXISTS (SELECT 1 FROM product_genres pg WHERE pg.product_id = p.id AND pg.genre_id IN (${sql.join(ids)}))`);
  }
  if (query.publisher && query.publisher.length > 0) {
    const ids = await resolveIds(db, 'publishers', query.publisher);
    if (ids.length === 0) return empty;
    where.push(sql`p.publisher_id IN (${sql.join(ids)})`);
  }
  if (query.collection !== undefined) {
    joins.push(sql`JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ${query.collection}`);
  }
  if (query.esrb && query.esrb.length > 0) {
    // the code says which system it is: ESRB codes are below 2000, PEGI codes from 2000
    const esrb = query.esrb.filter((c) => c < 2000);
    const pegi = query.esrb.filter((c) => c >= 2000);
    const parts: Fragment[] = [];
    if (esrb.length > 0) parts.push(sql`p.esrb_rating IN (${sql.join(esrb)})`);
    if (pegi.length > 0) parts.push(sql`p.pegi_rating IN (${sql.join(pegi)})`);
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  let ranked = false;
  const keywords = query['search.keywords'];
  if (keywords !== undefined && keywords.trim() !== '') {
    const expression = ftsExpression(keywords, query['search.titleonly'] === true);
    if (expression === null) return empty;
    joins.push(sql`JOIN products_fts ON products_fts.rowid = p.id`);
    where.push(sql`products_fts MATCH ${expression}`);
    ranked = true;
  }
  if (query.bundles === true) where.push(sql`p.product_type IN ('Bundle', 'CustomBundle')`);
  if (query.drm_types && query.drm_types.length > 0) {
    const names = DRM_TYPES.filter((d) => query.drm_types?.includes(d.filterCode)).map((d) => d.name);
    where.push(sql`p.drm_type IN (${sql.join(names)})`);
  }
  if (query.d2d_plus === 1) {
    joinPrices('inner');
    where.push(sql`p.allow_trade_in = 1 AND op.trade_in_price > 0`);
  } else if (query.d2d_plus === 2) {
    joinPrices('inner');
    where.push(sql`op.rental_price > 0`);
  }
  if (query['price.underprice'] !== undefined) {
    joinPrices('inner');
    where.push(sql`${discountedPrice} <= ${toMinorUnits(query['price.underprice'])}`);
  }
  if (query['price.overprice'] !== undefined) {
    joinPrices('inner');
    where.push(sql`${discountedPrice} > ${toMinorUnits(query['price.overprice'])}`);
  }
  if (query.onsale === true) {
    joinPrices('inner');
    where.push(onSale);
  }
  if (query.release_date !== undefined) {
    const range = releaseDateRange(query.release_date, ctx.now);
    if (range?.startdate) where.push(sql`p.release_date >= ${range.startdate}`);
    if (range?.enddate) where.push(sql`p.release_date <= ${range.enddate}`);
  }
  if (query['releasedate.startdate'] !== undefined) where.push(sql`p.release_date >= ${query['releasedate.startdate']}`);
  if (query['releasedate.enddate'] !== undefined) where.push(sql`p.release_date <= ${query['releasedate.enddate']}`);
  const lower = query['userrating.lowerrating'];
  const upper = query['userrating.upperrating'];
  if (upper === 0) {
    // the 0–0 band is "not rated" (USER_RATING_BANDS)
    where.push(sql`p.user_rating IS NULL`);
  } else {
    if (lower !== undefined && lower > 0) where.push(sql`p.user_rating >= ${lower}`);
    if (upper !== undefined) where.push(sql`p.user_rating <= ${upper}`);
  }

  // the count needs no price join for a price sort alone: decide it before the order adds one
  const countJoins = [...joins, ...priceJoinSql(false)];
  const order = orderBy(query, { ranked, collection: query.collection !== undefined, discountedPrice, joinPrices });
  const pageJoins = [...joins, ...priceJoinSql(order.byProductColumn)];
  const whereSql = sql.join(where, sql` AND `);
  const countRow = await sql<{ n: number }>`SELECT count(*) AS n FROM products p ${sql.join(countJoins, sql` `)} WHERE ${whereSql}`.execute(db);
  const totalItems = Number(countRow.rows[0]?.n ?? 0);
  const offset = (pageIndex - 1) * pageSize;
  if (totalItems === 0 || offset >= totalItems) return { ...empty, totalItems };
  const page = await sql<{ id: number }>`SELECT p.id AS id FROM products p ${sql.join(pageJoins, sql` `)} WHERE ${whereSql}
    ORDER BY ${order.sql} LIMIT ${pageSize} OFFSET ${offset}`.execute(db);
  return { ids: page.rows.map((r) => r.id), totalItems, pageIndex, pageSize };
}

/** The ORDER BY of a query, and whether it follows a `products` column (a sort index). */
function orderBy(
  query: FindpageQuery,
  opts: { ranked: boolean; collection: boolean; discountedPrice: Fragment; joinPrices: (kind: 'inner' | 'left') => void },
): { sql: Fragment; byProductColumn: boolean } {
  const field = query['sort.field'];
  const explicit = query['sort.direction'];
  const dir = (fallback: 'asc' | 'desc') => sql.raw((explicit ?? fallback) === 'asc' ? 'ASC' : 'DESC');
  const byColumn = (fragment: Fragment) => ({ sql: fragment, byProductColumn: true });
  switch (field) {
    case 'releaseDate':
      return byColumn(sql`p.release_date ${dir('desc')}, p.id ${dir('desc')}`);
    case 'bestselling':
      return byColumn(sql`p.units_sold ${dir('desc')}, p.id ${dir('desc')}`);
    case 'title':
      return byColumn(sql`p.title COLLATE NOCASE ${dir('asc')}, p.id ${dir('asc')}`);
    case 'newlyAvailable':
      return byColumn(sql`p.available_at ${dir('desc')}, p.id ${dir('desc')}`);
    case 'price':
      opts.joinPrices('left');
      // products that are not for sale have no price: last in either direction
      return { sql: sql`(${opts.discountedPrice} IS NULL), ${opts.discountedPrice} ${dir('asc')}, p.id ${dir('asc')}`, byProductColumn: false };
    default:
      if (opts.ranked) return { sql: sql`bm25(products_fts, 10.0, 1.0), p.id`, byProductColumn: false };
      if (opts.collection) return { sql: sql`cp.position, p.id`, byProductColumn: false };
      if (query.bestselling === true) return byColumn(sql`p.units_sold DESC, p.id DESC`);
      return byColumn(sql`p.release_date DESC, p.id DESC`);
  }
}
