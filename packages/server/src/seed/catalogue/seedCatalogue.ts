import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { insertRows } from './insertRows.js';
import { merchandisingRows } from './merchandisingRows.js';
import { CHUNK_TABLES, emitProduct, emptyChunk, type ChunkRows, type RowContext } from './productRows.js';
import { ProductPools, SpecFactory } from './productSpec.js';
import { Random } from './random.js';
import { referenceRows } from './referenceRows.js';
import { SHOWCASE_COUNT, SHOWCASE_TITLES, applyShowcase, showcaseKeyCount } from './showcase.js';
import { TitleGenerator } from './titles.js';

/** Options of {@link seedCatalogue}. */
export interface SeedCatalogueOptions {
  /** How many products; at least the showcase's 19. Default 2,000. */
  products?: number;
  /** The clock the relative dates (pre-orders, sale ends, promotions) are taken from. */
  now?: Date;
  /** PRNG seed; the same seed and product count always give the same catalogue. */
  seed?: number;
  /** Activation keys per sellable SKU (the showcase one-key products keep 1). Default 5. */
  keysPerSku?: number;
  /** Called after each chunk of products is written. */
  onProgress?: (done: number, total: number) => void;
}

/** What {@link seedCatalogue} wrote. */
export interface CatalogueSeedSummary {
  products: number;
  rows: number;
  milliseconds: number;
}

/** The default size of the demo catalogue. */
export const DEFAULT_PRODUCT_COUNT = 2000;
/** The default PRNG seed of the demo catalogue. */
export const DEFAULT_CATALOGUE_SEED = 20_240_611;
const CHUNK = 2000;

/**
 * Writes the deterministic demo catalogue: reference tables, products with their SKUs, offers,
 * per-site prices, keys, media and reviews, then the merchandising built on them. Runs in one
 * transaction (or in the caller's, when given one) with multi-row inserts, so 2,000 products take
 * well under a second and 100,000 a minute or so.
 * @throws Error when the database already holds products
 * @example
 * await migrateToLatest(db);
 * await seedCatalogue(db, { products: 100_000 });
 */
export async function seedCatalogue(db: Kysely<Database>, options: SeedCatalogueOptions = {}): Promise<CatalogueSeedSummary> {
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(total) || total < SHOWCASE_COUNT) {
    throw new RangeError(`The catalogue needs a whole number of at least ${SHOWCASE_COUNT} products, got ${total}`);
  }
  const started = performance.now();
  const run = async (trx: Kysely<Database>): Promise<number> => {
    const existing = await trx.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      throw new Error(`The database already holds ${existing.n} products; seed a new database file instead.`);
    }
    return writeCatalogue(trx, total, options);
  };
  const rows = db.isTransaction ? await run(db) : await db.transaction().execute(run);
  return { products: total, rows, milliseconds: Math.round(performance.now() - started) };
}

async function writeCatalogue(db: Kysely<Database>, total: number, options: SeedCatalogueOptions): Promise<number> {
  const now = options.now ?? new Date();
  const rng = new Random(options.seed ?? DEFAULT_CATALOGUE_SEED);
  const keysPerSku = options.keysPerSku ?? 5;
  let written = 0;

  const reference = referenceRows(rng);
  for (const table of ['platforms', 'genres', 'developers', 'publishers'] as const) {
    await insertRows(db, table, reference[table] as never);
    written += reference[table].length;
  }

  const titles = new TitleGenerator(rng);
  for (const title of SHOWCASE_TITLES) titles.reserve(title);
  const factory = new SpecFactory(rng, titles, now, reference.developers.length, reference.publishers.length);
  const pools = new ProductPools();
  const ctx: RowContext = {
    rng,
    now,
    publisherNames: reference.publishers.map((p) => p.name),
    developerNames: reference.developers.map((d) => d.name),
    ids: { key: 1, media: 1, review: 1, bonus: 1 },
  };
  const today = now.toISOString().slice(0, 10);

  let chunk: ChunkRows = emptyChunk();
  const flush = async (): Promise<void> => {
    for (const table of CHUNK_TABLES) {
      await insertRows(db, table, chunk[table] as never);
      written += chunk[table].length;
    }
    chunk = emptyChunk();
  };
  for (let id = 1; id <= total; id++) {
    const showcase = id <= SHOWCASE_COUNT;
    const spec = factory.create(id, pools, { showcase });
    if (showcase) applyShowcase(spec, now);
    spec.keys = spec.priceUsd === null ? 0 : (showcaseKeyCount(id) ?? keysPerSku);
    emitProduct(spec, ctx, chunk);
    pools.add({
      id,
      type: spec.type,
      platformId: spec.platformId,
      genreId: spec.genreIds[0] ?? 1,
      publisherId: spec.publisherId,
      title: spec.title,
      released: spec.releaseDate <= today,
      forSale: spec.priceUsd !== null,
      published: spec.published,
      releaseDate: spec.releaseDate,
    });
    // the showcase's custom bundle names products 16-19, so the first chunk holds them all
    if (id % CHUNK === 0 && id >= SHOWCASE_COUNT) {
      await flush();
      options.onProgress?.(id, total);
    }
  }
  await flush();
  options.onProgress?.(total, total);

  const merchandising = merchandisingRows(rng, pools, now);
  for (const table of ['collections', 'collection_products', 'promotions', 'promotion_products', 'hero_items', 'featured_tabs', 'reward_offers', 'ad_tiles'] as const) {
    await insertRows(db, table, merchandising[table] as never);
    written += merchandising[table].length;
  }
  // planner statistics: without them SQLite guesses, and guesses badly on a 100,000-row catalogue
  // (PostgreSQL samples by itself; its ANALYZE takes no limit)
  if (!isPostgres(db)) await sql`PRAGMA analysis_limit = 1000`.execute(db);
  await sql`ANALYZE`.execute(db);
  return written;
}
