import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { isPostgresUrl } from './dialect.js';
import { openPostgres } from './postgres.js';
import type { Database } from './schema.js';
import { StatementCache } from './statementCache.js';

export type Db = Kysely<Database>;

/**
 * Opens the database named by `DATABASE_URL`: a `postgres://` (or `postgresql://`) URL is a
 * PostgreSQL database reached through a connection pool; a plain path (or `file:` URL, or
 * `:memory:`) is an embedded SQLite file.
 */
export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) return openPostgres(url);
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while a writer commits; busy_timeout makes concurrent writers wait
  // instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new StatementCache(sqlite) }) });
}
