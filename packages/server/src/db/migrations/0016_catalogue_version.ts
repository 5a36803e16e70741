import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The catalogue's version (issue 14 point 1): one counter that every write to a table the
 * findpage index reads bumps, in the writing transaction, whoever writes (seed, admin, a test's
 * fixture). The in-memory findpage index remembers the version it was built at and is used only
 * while the counter still says so. These tables are written by seeding and catalogue
 * administration, never by checkouts, so the one row is not a point of contention.
 */
const TABLES = ['products', 'product_platforms', 'product_genres', 'collection_products', 'product_prices', 'offers', 'offer_prices'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE catalogue_version (id integer PRIMARY KEY, version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION d2d_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    // once per statement: a seed's bulk insert bumps once, not once per row
    for (const table of TABLES) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_bumps_catalogue_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION d2d_bump_catalogue_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_bumps_catalogue_version`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_bumps_catalogue_version`)} ON ${sql.table(table)}`.execute(db);
    else for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_${event}_bumps_catalogue_version`)}`.execute(db);
  }
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS d2d_bump_catalogue_version()`.execute(db);
  await sql`DROP TABLE catalogue_version`.execute(db);
}
