/**
 * Which SQL dialect a database speaks. The server runs the same queries on SQLite and
 * PostgreSQL; where the two must differ (full-text search, row locks, upserts of the seed), the
 * data modules and db helpers ask here, so services never see a dialect.
 * @module
 */
import { PostgresAdapter, type Kysely } from 'kysely';

/** The dialects the server runs on. */
export type DialectName = 'sqlite' | 'postgres';

/** Whether a `DATABASE_URL` names a PostgreSQL server (`postgres://` or `postgresql://`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

/**
 * The dialect of a database or of a transaction on it (a transaction shares its database's adapter).
 * @example
 * if (dialectOf(db) === 'postgres') await sql`SELECT 1 FROM carts WHERE id = ${id} FOR UPDATE`.execute(db);
 */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Whether a database (or a transaction on it) is PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return dialectOf(db) === 'postgres';
}
