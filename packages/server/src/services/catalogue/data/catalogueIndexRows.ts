/**
 * The reads the in-memory findpage index is built from (`catalogueIndex.ts`), and the keyword
 * match it asks the database for. Every order the index keeps is read with the SQL path's own
 * ORDER BY, so both paths sort alike whatever the collation.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ProductPriceTable } from '../../../db/tables/catalogue.js';
import { isPostgres } from '../../../db/dialect.js';
import { keywordSearchSql, type KeywordSearch } from './keywordMatch.js';
import { productColumnOrderSql, type ProductColumnOrder } from './productSearch.js';

/** The catalogue's version: migration 0016's counter, bumped by every catalogue write. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await sql<{ version: number | string }>`SELECT version FROM catalogue_version WHERE id = 1`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

/** The columns of every product that findpage filters on. */
export interface ProductFilterRow {
  id: number;
  is_published: number;
  publisher_id: number;
  esrb_rating: number;
  pegi_rating: number;
  drm_type: string;
  product_type: string;
  allow_trade_in: number;
  release_date: string;
  user_rating: number | null;
}

/** Every product's filter columns, by id. */
export async function productFilterRows(db: Db): Promise<ProductFilterRow[]> {
  const rows = await sql<ProductFilterRow>`SELECT id, is_published, publisher_id, esrb_rating, pegi_rating, drm_type, product_type,
    allow_trade_in, release_date, user_rating FROM products p ORDER BY id`.execute(db);
  return rows.rows;
}

/** Every product id in a column order, ascending (descending is its reverse: ties break by id). */
export async function productIdsByColumn(db: Db, by: ProductColumnOrder): Promise<number[]> {
  const rows = await sql<{ id: number }>`SELECT p.id AS id FROM products p ORDER BY ${productColumnOrderSql(by, 'asc', isPostgres(db))}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** Every (product, platform) or (product, genre) pair. */
export async function productMemberships(db: Db, table: 'product_platforms' | 'product_genres'): Promise<Array<{ product_id: number; member: number }>> {
  const column = sql.raw(table === 'product_platforms' ? 'platform_id' : 'genre_id');
  const rows = await sql<{ product_id: number; member: number }>`SELECT product_id, ${column} AS member FROM ${sql.table(table)}`.execute(db);
  return rows.rows;
}

/** Every collection's products in curated order (position, then id). */
export async function collectionMembers(db: Db): Promise<Array<{ collection_id: number; product_id: number }>> {
  const rows = await sql<{ collection_id: number; product_id: number }>`SELECT collection_id, product_id FROM collection_products
    ORDER BY collection_id, position, product_id`.execute(db);
  return rows.rows;
}

/** One row of the product_prices read model. */
export type ProductPriceRow = ProductPriceTable;

/** Every product's primary-offer prices on every site. */
export async function productPriceRows(db: Db): Promise<ProductPriceRow[]> {
  const rows = await sql<ProductPriceRow>`SELECT site_id, product_id, list_price, sale_price, sale_ends_at, trade_in_price, rental_price
    FROM product_prices`.execute(db);
  return rows.rows;
}

/**
 * The published products whose text matches the keywords, with the relevance score the SQL path
 * orders by, and whether higher scores rank first on this database. (Published only: PostgreSQL's
 * text indexes are partial, `WHERE is_published = 1`, and answer only a query that says so.)
 */
export async function keywordMatches(db: Db, keywords: KeywordSearch): Promise<{ rows: Array<{ id: number; score: number }>; higherFirst: boolean }> {
  const match = keywordSearchSql(keywords, isPostgres(db));
  const rows = await sql<{ id: number; score: number }>`SELECT p.id AS id, ${match.score} AS score FROM products p ${sql.join(match.joins, sql` `)}
    WHERE p.is_published = 1 AND ${sql.join(match.where, sql` AND `)}`.execute(db);
  return { rows: rows.rows.map((r) => ({ id: Number(r.id), score: Number(r.score) })), higherFirst: match.higherFirst };
}
