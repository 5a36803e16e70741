/**
 * Real databases for tests: a fresh migrated one per test, or a copy of a seeded template that
 * is seeded once (seeding the catalogue takes far longer than copying it). SQLite files by
 * default; with `TEST_DATABASE_URL=postgres://…` every test gets a PostgreSQL database of its own
 * on that server, copied from a template database (`postgresDatabases.ts`).
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { COUNTRIES } from '../seed/countries.js';
import { seedIfEmpty, type SeedOptions } from '../seed/seed.js';
import { copyOfTemplate, templateDatabase, testDatabaseUrl } from './postgresDatabases.js';
import { tempDir } from './tempDir.js';

/**
 * A seeded database to copy ({@link seededTemplate}): a SQLite file's bytes, or the name of a
 * PostgreSQL template database.
 */
export type DatabaseTemplate = Buffer | string;

/** Where a test database's rows come from. */
export interface DatabaseSource {
  /** A seeded database ({@link seededTemplate}); it is copied, never migrated again. */
  template?: DatabaseTemplate;
  /** Seeds the fresh file with the reference data and the demo catalogue. */
  seed?: SeedOptions;
  /** Writes only the countries into the fresh file (the accounts area needs no catalogue). */
  countries?: boolean;
  /**
   * Not even migrated: an empty database, as a new deployment gets it (for tests of what the
   * server does on start: migrations, the seed).
   */
  blank?: boolean;
}

/** A database of one test: a file in its own temp folder, or a PostgreSQL database of its own. */
export interface TestDatabase {
  db: Db;
  /** Its `DATABASE_URL`: the file's path, or the PostgreSQL database's URL (a second app may open it). */
  file: string;
  /** Closes the database (once, however often it is called); SQLite folds the WAL into the file. */
  close(): Promise<void>;
  /** Closes the database and deletes it (its folder, or the PostgreSQL database). */
  remove(): Promise<void>;
}

/** Fills a migrated database as `source` says. */
async function fill(db: Db, source: Omit<DatabaseSource, 'template'>): Promise<void> {
  if (source.seed) await seedIfEmpty(db, source.seed);
  else if (source.countries) {
    await db
      .insertInto('countries')
      .values(COUNTRIES.map(([country_code_id, country_full_name, code2]) => ({ country_code_id, country_full_name, code2 })))
      .execute();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The PostgreSQL template database migrated and filled as `source` says: an empty migrated
 * database is a template too, since copying one beats running the migrations per test.
 */
function postgresTemplate(serverUrl: string, source: Omit<DatabaseSource, 'template'>): Promise<string> {
  const key = JSON.stringify({ seed: source.seed, countries: source.countries });
  let template = postgresTemplates.get(key);
  if (!template) {
    template = templateDatabase(serverUrl, key, async (url) => {
      const db = openDatabase(url);
      try {
        await migrateToLatest(db);
        await fill(db, source);
      } finally {
        await db.destroy();
      }
    });
    postgresTemplates.set(key, template);
  }
  return template;
}

async function openPostgresTestDatabase(serverUrl: string, name: string, source: DatabaseSource): Promise<TestDatabase> {
  const template = typeof source.template === 'string' ? source.template : source.blank ? 'template0' : await postgresTemplate(serverUrl, source);
  const copy = await copyOfTemplate(serverUrl, template, name);
  const db = openDatabase(copy.url);
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= db.destroy());
  return {
    db,
    file: copy.url,
    close,
    async remove() {
      await close();
      await copy.drop();
    },
  };
}

/**
 * Opens a database of its own for a test: a copy of a template, or migrated (and seeded). A
 * SQLite file in a fresh temp folder, or with `TEST_DATABASE_URL` a PostgreSQL database.
 * @param name - names the temp folder (or the PostgreSQL database)
 * @param source - where the rows come from; a migrated, empty database by default
 */
export async function openTestDatabase(name: string, source: DatabaseSource = {}): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return openPostgresTestDatabase(serverUrl, name, source);
  const dir = tempDir(name);
  const file = join(dir.path, 'store.db');
  if (source.template) writeFileSync(file, source.template);
  const db = openDatabase(file);
  if (!source.template && !source.blank) {
    await migrateToLatest(db);
    await fill(db, source);
  }
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= db.destroy());
  return {
    db,
    file,
    close,
    async remove() {
      await close();
      dir.remove();
    },
  };
}

const templates = new Map<string, Promise<Buffer>>();

/**
 * A database migrated and seeded with `seed`, to copy per test. SQLite: its bytes, made once per
 * test file and seed (vitest gives each test file its own module instance) and held in memory so
 * no seeded file outlives the run. PostgreSQL: a template database, made once for the whole run.
 * @example
 * const store = await openTestApp({ name: 'orders', database: { template: await seededTemplate({ catalogue: { products: 40 } }) } });
 */
export function seededTemplate(seed: SeedOptions): Promise<DatabaseTemplate> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return postgresTemplate(serverUrl, { seed });
  const key = JSON.stringify(seed);
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const made = await openTestDatabase('template', { seed });
      try {
        // closing folds the WAL into the main file, so its bytes hold everything
        await made.close();
        return readFileSync(made.file);
      } finally {
        await made.remove();
      }
    })();
    templates.set(key, template);
  }
  return template;
}
