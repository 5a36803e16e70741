/**
 * PostgreSQL databases for tests, when `TEST_DATABASE_URL` names a server: every test gets a
 * database of its own, copied from a template database with `CREATE DATABASE … TEMPLATE …`
 * (a file-level copy, far faster than migrating and seeding again). A template is made once per
 * seed for every test file and worker, under an advisory lock, and named after the seed and a
 * fingerprint of the code that builds it (migrations, seed, services), so a change to that code
 * makes new templates and the stale ones are dropped.
 * The role in the URL needs CREATEDB (and the right to create extensions in a new database,
 * which a database's owner has for `pg_trgm` and `unaccent`).
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations } from '../db/migrations/index.js';
import { databaseUrl, dropDatabase, withAdmin } from '../db/postgresAdmin.js';

/** The server's sources: what a template is built from. */
const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Advisory lock of template building: class "d2d", lock 0x7e57 ("test"). */
const TEMPLATE_LOCK = [0x643264, 0x7e57] as const;

/** The `TEST_DATABASE_URL` the suite runs against, or undefined for SQLite files. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A hash of the migrations, the seed and the services the seed calls, as they are on disk. */
function hashCode(): string {
  const hash = createHash('sha256');
  for (const file of ['db', 'seed', 'services'].flatMap((dir) => sourceFiles(join(SRC, dir))).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const FINGERPRINT = hashCode();

/**
 * A hash of the migrations this process has loaded. A run that started before someone added or
 * edited a migration keeps the old ones in its module cache while the files on disk (hence
 * {@link FINGERPRINT}) are new: without this its templates would carry the new code's name and
 * later runs would copy a schema missing the new tables.
 */
const LOADED_MIGRATIONS = (() => {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) hash.update(name).update(String(migration.up));
  return hash.digest('hex').slice(0, 8);
})();

/**
 * The name of the template database for `key`, built by `build` (given the new database's URL)
 * when no run has made it yet with the current code.
 * @param serverUrl - `TEST_DATABASE_URL`
 * @param key - what the template holds (a seed's options as JSON, say)
 * @param build - migrates and fills the database at the URL, and closes its connections
 */
export async function templateDatabase(serverUrl: string, key: string, build: (url: string) => Promise<void>): Promise<string> {
  // templates of other code on disk are dropped; ones of another run's loaded migrations are left to it
  const current = `d2d_tpl_${FINGERPRINT}_`;
  const name = `${current}${LOADED_MIGRATIONS}_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
  return withAdmin(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1, $2)', [...TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount !== 0) return name;
      // templates of older code are of no more use
      const stale = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'd2d\\_tpl\\_%' AND datname NOT LIKE $1", [`${current}%`]);
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      // built under another name and renamed when whole: a failed build is never copied
      const building = `${name}_build`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      await build(databaseUrl(serverUrl, building));
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [...TEMPLATE_LOCK]);
    }
  });
}

/**
 * A new database copied from a template; returns its URL and its removal.
 * @param serverUrl - `TEST_DATABASE_URL`
 * @param template - a name from {@link templateDatabase}
 * @param name - names the database, so one a failed run leaves says which test made it
 */
export async function copyOfTemplate(serverUrl: string, template: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const tag = name.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 20);
  const database = `d2d_test_${tag}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`));
  return {
    url: databaseUrl(serverUrl, database),
    drop: () => dropDatabase(serverUrl, database),
  };
}
