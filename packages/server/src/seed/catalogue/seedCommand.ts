import { openDatabase } from '../../db/database.js';
import { displayDatabaseUrl } from '../../db/databaseUrl.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedIfEmpty } from '../seed.js';

/** Options of {@link runSeedCommand}. */
export interface SeedCommandOptions {
  /** SQLite file to create (or an empty one to fill). */
  databaseUrl: string;
  /** Catalogue size, e.g. 100,000 for benchmarks (a string as typed on the command line is parsed). */
  products: number | string;
  log?: (line: string) => void;
}

/**
 * `d2d-server seed --products N`: migrates the database and writes the countries and an
 * N-product demo catalogue in one transaction, reporting progress.
 * @throws Error when the database already holds a catalogue
 * @example
 * await runSeedCommand({ databaseUrl: '.data/bench.db', products: 100_000 });
 */
export async function runSeedCommand({ databaseUrl, products: raw, log = console.log }: SeedCommandOptions): Promise<void> {
  const products = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(products) || products < 19) {
    throw new Error(`--products must be a whole number of at least 19, got "${raw}"`);
  }
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    let lastReport = 0;
    const { seeded } = await seedIfEmpty(db, {
      catalogue: {
        products,
        onProgress: (done, total) => {
          if (done === total || performance.now() - lastReport > 2000) {
            lastReport = performance.now();
            log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} products`);
          }
        },
      },
    });
    if (!seeded) throw new Error(`${displayDatabaseUrl(databaseUrl)} already holds a seeded store; point DATABASE_URL (or --database) at a new file.`);
    log(`Seeded ${products.toLocaleString('en-US')} products into ${displayDatabaseUrl(databaseUrl)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}
