import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { isPostgres } from './dialect.js';
import { migrations } from './migrations/index.js';
import { PostgresSchemaPlugin } from './postgresSchema.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's error. On PostgreSQL the
 * migrations' SQLite column types become PostgreSQL's (see {@link PostgresSchemaPlugin}), and
 * Kysely's migrator holds an advisory lock and runs every pending migration in one transaction,
 * so two instances starting together migrate once and never see half a schema.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * Moves the schema up or down to the named migration (tests of a migration start from the
 * schema before it, holding data, as a deployment upgrading does); throws with its error.
 */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await migratorOf(db).migrateTo(name);
  if (error) throw error;
}

/** The migrator of `db`, with PostgreSQL's column types where it is PostgreSQL. */
function migratorOf(db: Db): Migrator {
  return new Migrator({ db: isPostgres(db) ? db.withPlugin(new PostgresSchemaPlugin()) : db, provider });
}
