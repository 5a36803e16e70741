import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { catalogueIndexBytes, catalogueIndexFor } from '../services/catalogue/catalogueIndex.js';
import { runSeedCommand } from '../seed/catalogue/seedCommand.js';
import { databaseExists, databaseUrl } from '../db/postgresAdmin.js';
import { freshDatabase, type BenchSide } from './benchDatabases.js';
import { scenarios } from './scenarios.js';
import { summarize, type LatencyStats } from './stats.js';

/** Options of {@link runBench}. */
export interface BenchOptions {
  /** Catalogue size. Default 100,000. */
  products?: number;
  /** Folder of the reusable catalogue file. Default `.data/bench`. */
  dir?: string;
  /**
   * The database to measure: a SQLite file in `dir` (the default), or a PostgreSQL server on
   * which the catalogue is its own database, `d2d_bench_catalogue_<products>`, reused between runs.
   */
  side?: BenchSide;
  /** Wall-clock budget per scenario, in ms. */
  budgetMs?: number;
  log?: (line: string) => void;
  /** Only the scenarios whose name contains this text. */
  only?: string;
}

/** Whether the database at `url` holds a whole catalogue of `products` products the current code reads. */
async function holdsCatalogue(url: string, products: number): Promise<boolean> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    const [count, countries] = await Promise.all([
      db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // countries are written last in the seed's transaction: present means the seed finished;
    // a catalogue from an older schema fails the smoke request and is rebuilt
    if (Number(count.n) !== products || Number(countries.n) === 0) return false;
    const app = await buildApp({ db, config: { maintenance: false } });
    const smoke = await app.inject({ method: 'GET', url: '/api/product/get/1' });
    await app.close();
    return smoke.statusCode === 200;
  } finally {
    await db.destroy();
  }
}

/** The PostgreSQL catalogue database on the server of `serverUrl`, reused or built. */
async function postgresCatalogue(serverUrl: string, products: number, log: (line: string) => void): Promise<string> {
  const name = `d2d_bench_catalogue_${products}`;
  if ((await databaseExists(serverUrl, name)) && (await holdsCatalogue(databaseUrl(serverUrl, name), products))) {
    log(`Reusing PostgreSQL database ${name}`);
    return databaseUrl(serverUrl, name);
  }
  const url = await freshDatabase(serverUrl, name);
  log(`Building a ${products.toLocaleString('en-US')}-product catalogue in PostgreSQL database ${name} …`);
  await runSeedCommand({ databaseUrl: url, products, log });
  return url;
}

async function catalogueFile(dir: string, products: number, log: (line: string) => void): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `catalogue-${products}.db`);
  if (existsSync(file) && (await holdsCatalogue(file, products))) {
    log(`Reusing ${file}`);
    return file;
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  log(`Building a ${products.toLocaleString('en-US')}-product catalogue in ${file} …`);
  await runSeedCommand({ databaseUrl: file, products, log });
  return file;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

/**
 * The benchmark of `npm run bench`: builds (or reuses) a large catalogue (SQLite, or PostgreSQL
 * with `side`), then measures
 * findpage filter mixes, keyword search, typeahead and product reads in-process through
 * `app.inject`, one request at a time, and prints p50/p95 per scenario with the machine.
 */
export async function runBench(options: BenchOptions = {}): Promise<Array<{ name: string; stats: LatencyStats }>> {
  const log = options.log ?? console.log;
  const products = options.products ?? 100_000;
  const budgetMs = options.budgetMs ?? 4000;
  const side = options.side;
  const file = side?.postgres ? await postgresCatalogue(side.target, products, log) : await catalogueFile(resolve(options.dir ?? side?.target ?? '.data/bench'), products, log);
  const where = side?.postgres ? `PostgreSQL, ${new URL(file).pathname.slice(1)}` : `SQLite, ${file}`;
  const db = openDatabase(file);
  const app = await buildApp({ db, config: { maintenance: false } });
  const results: Array<{ name: string; stats: LatencyStats }> = [];
  try {
    const cpu = cpus();
    log('');
    log(`Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}`);
    log(`Catalogue: ${products.toLocaleString('en-US')} products (${where}); in-process inject, sequential requests`);
    log('');
    // the index builds in the background on a request's first sight of a catalogue version;
    // waited for here so the figures are the index's, and its cost is printed
    // with `node --expose-gc` the growth is what the index retains, else it includes garbage
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage();
    const buildStarted = performance.now();
    const index = await catalogueIndexFor(db);
    const builtIn = performance.now() - buildStarted;
    gc?.();
    const heapAfter = process.memoryUsage();
    const grew = (heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 2 ** 20;
    log(`Findpage index: built in ${builtIn.toFixed(0)} ms, about ${(catalogueIndexBytes(index) / 2 ** 20).toFixed(1)} MiB of arrays; heap and buffers grew ${grew.toFixed(1)} MiB${gc ? ' (after a full GC)' : ''}`);
    log('');
    log(`${'scenario'.padEnd(58)} ${'n'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'mean'.padStart(7)} ${'max'.padStart(7)}`);
    // spread over the whole catalogue: every 97th published product
    const ids = (await db.selectFrom('products').select('id').where('is_published', '=', 1).orderBy('id').execute())
      .map((r) => r.id)
      .filter((_, i) => i % 97 === 0);
    for (const scenario of scenarios(products, ids).filter((s) => options.only === undefined || s.name.includes(options.only as string))) {
      for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: scenario.url(i) });
      const samples: number[] = [];
      const started = performance.now();
      for (let i = 0; samples.length < 400 && (samples.length < 20 || performance.now() - started < budgetMs); i++) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url: scenario.url(i) });
        samples.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${scenario.url(i)} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const stats = summarize(samples);
      results.push({ name: scenario.name, stats });
      log(`${scenario.name.padEnd(58)} ${String(stats.count).padStart(5)} ${fmt(stats.p50)} ${fmt(stats.p95)} ${fmt(stats.mean)} ${fmt(stats.max)}`);
    }
  } finally {
    await app.close();
    await db.destroy();
  }
  return results;
}
