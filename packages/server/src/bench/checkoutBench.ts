/**
 * The checkout benchmark of `npm run bench`: completed checkouts per second on SQLite or PostgreSQL, with the
 * exactly-once checks run over the whole database afterwards (no key given twice, no item
 * without its key, one order per payment, nothing charged without an order, no capture twice,
 * no negative wallet). Shoppers and their carts are prepared first; the timed part is checkout
 * plus payment, through the real calls (`app.inject`), many shoppers at once.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pagePath, pageUrl } from '@d2d/contract';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seed.js';
import { dropDatabase } from '../db/postgresAdmin.js';
import { freshDatabase, throwawayName, type BenchSide } from './benchDatabases.js';
import { createBuyer, type Buyer } from './checkoutFixtures.js';
import { summarize, type LatencyStats } from './stats.js';

/** Options of {@link runCheckoutBench}. */
export interface CheckoutBenchOptions {
  /** Shoppers per scenario (each completes one order of two games). Default 400. */
  shoppers?: number;
  /** Shoppers checking out at the same time. Default 16. */
  concurrency?: number;
  /**
   * The database: a fresh SQLite file in a temp folder (the default), or on a PostgreSQL server a
   * fresh database of its own, dropped afterwards.
   */
  side?: BenchSide;
  log?: (line: string) => void;
}

/** One scenario's figures. */
export interface CheckoutBenchResult {
  name: string;
  orders: number;
  perSecond: number;
  latency: LatencyStats;
  /**
   * CPU time of this process (user + system) per completed order, ms: unlike orders/s it barely
   * moves with the load other work puts on a shared machine, so runs on a busy machine compare.
   */
  cpuMsPerOrder?: number;
}

/** The anomaly counts; all must be 0. */
export interface Anomalies {
  keysAssignedTwice: number;
  itemsWithoutKey: number;
  paymentsWithTwoOrders: number;
  chargedWithoutOrder: number;
  capturedTwice: number;
  negativeWallets: number;
}

/** The games every shopper buys two of (showcase titles with keys, released, no restrictions). */
const GAMES = [12, 16, 17, 18, 19];
const REDIRECT = pageUrl('http://bench.local', pagePath('cart'));

type Inject = (who: Buyer, method: 'GET' | 'POST', url: string, payload?: object) => Promise<{ statusCode: number; json: () => unknown; body: string }>;

async function pool<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await run(item);
      }
    }),
  );
}

/** Counts what must never happen, over the whole database. */
export async function countAnomalies(db: Db): Promise<Anomalies> {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    keysAssignedTwice: await one(sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT assigned_inventory_id FROM activation_keys
      WHERE assigned_inventory_id IS NOT NULL GROUP BY assigned_inventory_id HAVING count(*) > 1) AS taken`),
    itemsWithoutKey: await one(sql<{ n: number }>`SELECT count(*) AS n FROM inventory_items i
      WHERE EXISTS (SELECT 1 FROM activation_keys k WHERE k.sku_id = i.sku_id)
        AND NOT EXISTS (SELECT 1 FROM activation_keys k WHERE k.assigned_inventory_id = i.id)`),
    paymentsWithTwoOrders: await one(sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT payment_id FROM orders GROUP BY payment_id HAVING count(*) > 1) AS paid`),
    chargedWithoutOrder: await one(sql<{ n: number }>`SELECT count(*) AS n FROM sandbox_payments s
      WHERE s.captured_amount > 0 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = s.payment_id)`),
    capturedTwice: await one(sql<{ n: number }>`SELECT count(*) AS n FROM sandbox_payments WHERE capture_count > 1`),
    negativeWallets: await one(sql<{ n: number }>`SELECT count(*) AS n FROM wallets WHERE balance < 0`),
  };
}

async function addKeys(db: Db, perSku: number): Promise<void> {
  for (const product of GAMES) {
    const sku = product * 10;
    const keys = Array.from({ length: perSku }, (_, n) => ({ sku_id: sku, key: `BENCH-${sku}-${String(n).padStart(6, '0')}`, assigned_inventory_id: null }));
    for (let i = 0; i < keys.length; i += 500) await db.insertInto('activation_keys').values(keys.slice(i, i + 500)).execute();
  }
}

async function prepareShoppers(db: Db, inject: Inject, prefix: string, count: number): Promise<Buyer[]> {
  const shoppers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const who = await createBuyer(db, { email: `${prefix}${i}@bench.local` });
    for (const product_id of [GAMES[i % GAMES.length], GAMES[(i + 1) % GAMES.length]]) {
      const res = await inject(who, 'POST', '/api/account/shopping_carts', { product_id });
      if (res.statusCode !== 200) throw new Error(`cart add answered ${res.statusCode}: ${res.body}`);
    }
    shoppers.push(who);
  }
  return shoppers;
}

async function timed(name: string, shoppers: readonly Buyer[], concurrency: number, order: (who: Buyer) => Promise<boolean>): Promise<CheckoutBenchResult> {
  const samples: number[] = [];
  let completed = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await pool(shoppers, concurrency, async (who) => {
    const t = performance.now();
    if (await order(who)) completed += 1;
    samples.push(performance.now() - t);
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMsPerOrder = completed === 0 ? Number.NaN : (used.user + used.system) / 1000 / completed;
  return { name, orders: completed, perSecond: completed / seconds, latency: summarize(samples), cpuMsPerOrder };
}

/**
 * Runs the checkout benchmark on a fresh database (SQLite file, or PostgreSQL with `side`) and prints its figures.
 * @returns the scenarios' figures and the anomaly counts
 * @example
 * const { anomalies } = await runCheckoutBench({ shoppers: 200 });
 */
export async function runCheckoutBench(options: CheckoutBenchOptions = {}): Promise<{ results: CheckoutBenchResult[]; anomalies: Anomalies }> {
  const log = options.log ?? console.log;
  const shoppers = options.shoppers ?? 400;
  const concurrency = options.concurrency ?? 16;
  const postgres = options.side?.postgres ? { server: options.side.target, name: throwawayName('d2d_bench_checkout') } : undefined;
  const dir = postgres ? undefined : mkdtempSync(join(tmpdir(), 'd2d-checkout-bench-'));
  const db = openDatabase(postgres ? await freshDatabase(postgres.server, postgres.name) : join(dir as string, 'store.db'));
  await migrateToLatest(db);
  await seedIfEmpty(db, { catalogue: { products: 200 } });
  await addKeys(db, shoppers * 2);
  const app = await buildApp({ db, config: { maintenance: false, publicUrl: 'http://bench.local', paymentProvider: 'legacy' }, orders: { jobs: false } });
  const inject: Inject = (who, method, url, payload) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${who.token}` } });
  try {
    const hostedShoppers = await prepareShoppers(db, inject, 'hosted', shoppers);
    const cardShoppers = await prepareShoppers(db, inject, 'card', shoppers);

    const results: CheckoutBenchResult[] = [];
    results.push(
      await timed('legacy hosted page: checkout + Pay', hostedShoppers, concurrency, async (who) => {
        const checkout = await inject(who, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT });
        const callUrl = (checkout.json() as { call_url?: string }).call_url;
        if (checkout.statusCode !== 200 || !callUrl) return false;
        const paid = await app.inject({ method: 'POST', url: `${new URL(callUrl).pathname}/pay`, payload: { card_number: '4242424242424242' } });
        return (paid.json() as { status?: string }).status === 'success';
      }),
    );
    results.push(
      await timed('card: pay + confirm test card + purchase', cardShoppers, concurrency, async (who) => {
        const pay = await inject(who, 'POST', '/d2d/stripe/pay', { redirect_url: REDIRECT });
        const source = pay.json() as { payment_id?: string; client_secret?: string };
        if (pay.statusCode !== 200 || !source.client_secret) return false;
        await app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: source.client_secret, card_number: '4242424242424242' } });
        const purchase = await inject(who, 'POST', '/d2d/stripe/purchase', { payment_id: source.payment_id });
        return purchase.statusCode === 200;
      }),
    );

    const anomalies = await countAnomalies(db);
    const cpu = cpus();
    log('');
    log(`Checkout benchmark: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}`);
    log(`${postgres ? 'PostgreSQL (READ COMMITTED, pool of 10)' : 'SQLite file (WAL)'}, in-process inject, ${concurrency} shoppers at once, ${shoppers} orders of 2 games per scenario`);
    log('');
    log(`${'scenario'.padEnd(44)} ${'orders'.padStart(7)} ${'orders/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'CPU ms/order'.padStart(13)}`);
    for (const r of results) {
      log(`${r.name.padEnd(44)} ${String(r.orders).padStart(7)} ${r.perSecond.toFixed(1).padStart(9)} ${r.latency.p50.toFixed(1).padStart(7)} ${r.latency.p95.toFixed(1).padStart(7)} ${r.latency.max.toFixed(1).padStart(7)} ${(r.cpuMsPerOrder ?? Number.NaN).toFixed(2).padStart(13)}`);
    }
    log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (1, 5, 15 min)`);
    const total = Object.values(anomalies).reduce((a, b) => a + b, 0);
    log('');
    log(`Anomalies: ${Object.entries(anomalies).map(([k, v]) => `${k} ${v}`).join(', ')} — ${total === 0 ? 'none' : `${total} FOUND`}`);
    for (const r of results) {
      if (r.orders !== shoppers) throw new Error(`${r.name}: ${r.orders} of ${shoppers} checkouts completed`);
    }
    if (total > 0) throw new Error(`The checkout benchmark found ${total} anomalies`);
    return { results, anomalies };
  } finally {
    await app.close();
    await db.destroy();
    if (postgres) await dropDatabase(postgres.server, postgres.name);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
