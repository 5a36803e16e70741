/**
 * Real SQLite files for tests: a fresh migrated one per test, or a copy of a seeded template that
 * is seeded once per test file (seeding the catalogue takes far longer than copying its bytes).
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { COUNTRIES } from '../seed/countries.js';
import { seedIfEmpty, type SeedOptions } from '../seed/seed.js';
import { tempDir } from './tempDir.js';

/** Where a test database's rows come from. */
export interface DatabaseSource {
  /** The bytes of a seeded file ({@link seededTemplate}); it is copied, never migrated again. */
  template?: Buffer;
  /** Seeds the fresh file with the reference data and the demo catalogue. */
  seed?: SeedOptions;
  /** Writes only the countries into the fresh file (the accounts area needs no catalogue). */
  countries?: boolean;
}

/** A database file in its own temp folder. */
export interface TestDatabase {
  db: Db;
  /** The file's path (a second app may open it). */
  file: string;
  /** Closes the database (once, however often it is called), folding the WAL into the file. */
  close(): Promise<void>;
  /** Closes the database and deletes its folder. */
  remove(): Promise<void>;
}

/**
 * Opens a database file in a fresh temp folder: a copy of a template, or migrated (and seeded).
 * @param name - names the temp folder
 * @param source - where the rows come from; a migrated, empty database by default
 */
export async function openTestDatabase(name: string, source: DatabaseSource = {}): Promise<TestDatabase> {
  const dir = tempDir(name);
  const file = join(dir.path, 'store.db');
  if (source.template) writeFileSync(file, source.template);
  const db = openDatabase(file);
  if (!source.template) {
    await migrateToLatest(db);
    if (source.seed) await seedIfEmpty(db, source.seed);
    else if (source.countries) {
      await db
        .insertInto('countries')
        .values(COUNTRIES.map(([country_code_id, country_full_name, code2]) => ({ country_code_id, country_full_name, code2 })))
        .execute();
    }
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
 * The bytes of a database migrated and seeded with `seed`, made once per test file and seed
 * (vitest gives each test file its own module instance). Held in memory so no seeded file
 * outlives the run.
 * @example
 * const store = await openTestApp({ name: 'orders', database: { template: await seededTemplate({ catalogue: { products: 40 } }) } });
 */
export function seededTemplate(seed: SeedOptions): Promise<Buffer> {
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
