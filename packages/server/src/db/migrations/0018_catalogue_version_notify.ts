import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The catalogue version told, not only stored (issue 14 point 1): on PostgreSQL migration 0016's
 * trigger function also notifies channel `d2d_catalogue_version` with the new version, delivered
 * when the writing transaction commits, so a server listening there knows the version without a
 * round trip per request. SQLite has no notifications, and reading its version costs no round
 * trip: nothing changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION d2d_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE bumped bigint;
    BEGIN
      UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
      PERFORM pg_notify('d2d_catalogue_version', bumped::text);
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION d2d_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
}
