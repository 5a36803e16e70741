/**
 * The key race with real parallelism: two server processes (the built CLI) on one database sell
 * the last keys of a game to many buyers paying at once, half through each process. On SQLite
 * the processes share one file; with `TEST_DATABASE_URL` they share a PostgreSQL database, each
 * through its own connection pool. No key may be sold twice or lost, and exactly as many orders
 * as there were keys may complete; everyone else is refused and not charged.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createBuyer } from '../../bench/checkoutFixtures.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedIfEmpty } from '../../seed/seed.js';
import { bundleCli, type BundledCli } from '../../__tests__/bundledCli.js';
import { processExited, startServerProcess } from '../../__tests__/serverProcess.js';
import { openTestDatabase, type TestDatabase } from '../../__tests__/testDatabase.js';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';

/** The seed's game with a single key; the test gives it a few more. */
const PRODUCT = 9;
const SKU = PRODUCT * 10;
const STOCK = 5;
/** 40 in `npm test`; `npm run reliability` races 500 (RELIABILITY_KEY_RACE_BUYERS). */
const BUYERS = Number(process.env.RELIABILITY_KEY_RACE_BUYERS ?? 40);

let bundled: BundledCli;
let database: TestDatabase;

beforeAll(async () => {
  bundled = await bundleCli('key-race');
  database = await openTestDatabase('key-race', { blank: true });
  await database.close();
}, 60_000);

afterAll(async () => {
  bundled?.remove();
  await database?.remove();
});

/** Seeds the database, stocks the game with {@link STOCK} keys and checks out every buyer's cart of it; returns the payments' refs. */
async function prepare(url: string): Promise<string[]> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { catalogue: { products: 40 } });
    const have = await db.selectFrom('activation_keys').select('id').where('sku_id', '=', SKU).execute();
    const more = Array.from({ length: STOCK - have.length }, (_, n) => ({ sku_id: SKU, key: `RACE-${String(n).padStart(4, '0')}`, assigned_inventory_id: null }));
    if (more.length > 0) await db.insertInto('activation_keys').values(more).execute();
    const app = await buildApp({ db, config: { maintenance: false, publicUrl: 'http://127.0.0.1' }, orders: { jobs: false } });
    try {
      const refs: string[] = [];
      for (let i = 0; i < BUYERS; i++) {
        const who = await createBuyer(db, { email: `race${i}@example.com` });
        const headers = { authorization: `Bearer ${who.token}` };
        const added = await app.inject({ method: 'POST', url: '/api/account/shopping_carts', payload: { product_id: PRODUCT }, headers });
        if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
        const checkout = await app.inject({ method: 'POST', url: '/api/account/shopping_carts/checkout', payload: { redirect_url: 'http://127.0.0.1/#!/cart' }, headers });
        if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
        refs.push(new URL(checkout.json<{ call_url: string }>().call_url).pathname.split('/').pop() as string);
      }
      return refs;
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}

/** Presses Pay on every payment's hosted page at once; returns the answers' statuses. */
async function payAll(base: string, refs: readonly string[]): Promise<string[]> {
  return Promise.all(
    refs.map(async (ref) => {
      const res = await fetch(`${base}/sandbox/hosted/${ref}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '4242424242424242' }),
      });
      return ((await res.json()) as { status: string }).status;
    }),
  );
}

describe('the last keys sold by two server processes on one database', () => {
  it('should sell each key once, lose none, and complete exactly as many orders as there were keys', async () => {
    const url = database.file;
    const refs = await prepare(url);
    const servers = await Promise.all([startServerProcess(bundled.cli, url), startServerProcess(bundled.cli, url)]);
    let statuses: string[];
    try {
      // interleaved, so both processes race for the keys all along
      const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const answers = await Promise.all([payAll(first.base, refs.filter((_, i) => i % 2 === 0)), payAll(second.base, refs.filter((_, i) => i % 2 === 1))]);
      statuses = answers.flat();
    } finally {
      for (const { child } of servers) child.kill('SIGTERM');
      await Promise.all(servers.map(({ child }) => processExited(child)));
    }
    expect(statuses.filter((s) => s === 'success')).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(BUYERS - STOCK);

    const db = openDatabase(url);
    try {
      const keys = await db.selectFrom('activation_keys').select(['key', 'assigned_inventory_id']).where('sku_id', '=', SKU).execute();
      // none lost: every key went to an item, and to a different one
      expect(keys).toHaveLength(STOCK);
      expect(keys.every((k) => k.assigned_inventory_id !== null)).toBe(true);
      expect(new Set(keys.map((k) => k.assigned_inventory_id)).size).toBe(STOCK);
      const items = await db.selectFrom('inventory_items').select(['id', 'order_id']).where('product_id', '=', PRODUCT).execute();
      expect(items.map((i) => i.id).sort()).toEqual(keys.map((k) => k.assigned_inventory_id).sort());
      expect(new Set(items.map((i) => i.order_id)).size).toBe(STOCK);
      expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(STOCK);
      const statusCounts = await db.selectFrom('payments').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      expect(Object.fromEntries(statusCounts.map((s) => [s.status, Number(s.n)]))).toEqual({ captured: STOCK, voided: BUYERS - STOCK });
      const charged = await db.selectFrom('sandbox_payments').select('payment_id').where('captured_amount', '>', 0).execute();
      expect(charged).toHaveLength(STOCK);
      const chargedWithoutOrder = await sql<{ n: number }>`SELECT count(*) AS n FROM sandbox_payments s
        WHERE s.captured_amount > 0 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = s.payment_id)`.execute(db);
      expect(Number(chargedWithoutOrder.rows[0]?.n)).toBe(0);
      reportFigure(`0 double-assigned (${BUYERS} buyers, 2 processes, ${STOCK} keys, ${BUYERS - STOCK} voided)`);
    } finally {
      await db.destroy();
    }
  }, 600_000);
});
