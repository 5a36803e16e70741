/**
 * The crash test of issue item 6: the built server runs as a child process on a temporary
 * database (a SQLite file, or with `TEST_DATABASE_URL` a PostgreSQL database); many completions are fired at it over HTTP and the process is killed with SIGKILL
 * in the middle of them, several times. After every kill, and after a final clean run, every
 * order must be complete with its keys or its payment not charged — never charged and empty.
 *
 * "Built" means bundled from the current sources exactly as the package build does (esbuild, ESM,
 * Node 20, dependencies left to node_modules) into a private folder, so the test never runs a
 * stale `dist/` and never touches the `dist/` other tools may be using.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createBuyer } from '../../bench/checkoutFixtures.js';
import { openDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedIfEmpty } from '../../seed/seed.js';
import { bundleCli, type BundledCli } from '../../__tests__/bundledCli.js';
import { processExited as exited, startServerProcess } from '../../__tests__/serverProcess.js';
import { openTestDatabase, type TestDatabase } from '../../__tests__/testDatabase.js';
import { parsePaymentLines } from './paymentLines.js';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';

let cli: string;
let bundled: BundledCli;

beforeAll(async () => {
  bundled = await bundleCli('fault');
  cli = bundled.cli;
}, 60_000);

const databases: TestDatabase[] = [];

afterAll(async () => {
  bundled.remove();
  for (const database of databases) await database.remove();
});

/** The `DATABASE_URL` of an empty database of its own: the test migrates it, the processes open it. */
async function blankDatabase(name: string): Promise<string> {
  const database = await openTestDatabase(name, { blank: true });
  await database.close();
  databases.push(database);
  return database.file;
}

/** Presses Pay on every payment's hosted page; answers how many were answered before the server went. */
async function fireCompletions(base: string, refs: readonly string[]): Promise<number> {
  let answered = 0;
  await Promise.all(
    refs.map(async (ref) => {
      try {
        const res = await fetch(`${base}/sandbox/hosted/${ref}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ card_number: '4242424242424242' }),
        });
        await res.text();
        answered += 1;
      } catch {
        // the connection died with the server: that completion was interrupted
      }
    }),
  );
  return answered;
}

/**
 * Kills the server with SIGKILL once the database holds `atLeast` orders. The server's own
 * progress decides, not the pace at which the test reads answers: on a busy machine the answers
 * are read late, and a server completing in parallel (PostgreSQL's pool) could finish every
 * payment before the test counted a few of them.
 */
async function killAtOrders(file: string, child: ChildProcess, atLeast: number): Promise<void> {
  const db = openDatabase(file);
  try {
    while (child.exitCode === null && child.signalCode === null) {
      const { n } = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(n) >= atLeast) {
        child.kill('SIGKILL');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await db.destroy();
  }
}

interface Snapshot {
  orders: number;
  charged: number;
  /** Payments still pending or approved. */
  unresolved: number;
  /** Payments whose money the provider holds but that have no order (yet): the crash window. */
  held: number;
}

/** Asserts the crash invariants on the database file and tells what it holds. */
async function checkInvariants(file: string): Promise<Snapshot> {
  const db = openDatabase(file);
  try {
    const payments = await db.selectFrom('payments').selectAll().execute();
    const ledger = new Map((await db.selectFrom('sandbox_payments').selectAll().execute()).map((r) => [r.payment_id, r]));
    const orders = new Map((await db.selectFrom('orders').select(['id', 'payment_id']).execute()).map((o) => [o.payment_id, o.id]));
    const items = await db
      .selectFrom('inventory_items as i')
      .leftJoin('activation_keys as k', 'k.assigned_inventory_id', 'i.id')
      .select(['i.order_id', 'k.key'])
      .execute();
    let charged = 0;
    for (const payment of payments) {
      const provider = ledger.get(payment.id);
      const orderId = orders.get(payment.id);
      const isCharged = (provider?.captured_amount ?? 0) > 0;
      if (isCharged) charged += 1;
      // never charged and empty; never charged twice
      if (isCharged) expect(orderId, `payment ${payment.id} charged without an order`).toBeDefined();
      expect(provider?.capture_count ?? 0).toBeLessThanOrEqual(1);
      if (orderId !== undefined) {
        expect(['captured', 'authorized']).toContain(payment.status);
        const expected = parsePaymentLines(payment.lines).reduce((n, line) => n + line.items.length, 0);
        const mine = items.filter((i) => i.order_id === orderId);
        expect(mine).toHaveLength(expected);
        expect(mine.every((i) => i.key !== null)).toBe(true);
      } else {
        expect(['pending', 'approved', 'voided', 'aborted', 'failed']).toContain(payment.status);
      }
    }
    const twice = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT assigned_inventory_id FROM activation_keys
      WHERE assigned_inventory_id IS NOT NULL GROUP BY assigned_inventory_id HAVING count(*) > 1) AS taken`.execute(db);
    expect(Number(twice.rows[0]?.n)).toBe(0);
    const orphans = await db.selectFrom('inventory_items').select('id').where('order_id', 'not in', [...orders.values(), -1]).execute();
    expect(orphans).toEqual([]);
    const unresolved = payments.filter((p) => p.status === 'pending' || p.status === 'approved').length;
    const held = payments.filter((p) => p.status !== 'captured' && ledger.get(p.id)?.status === 'requires_capture').length;
    return { orders: orders.size, charged, unresolved, held };
  } finally {
    await db.destroy();
  }
}

/** The sandbox refs of the payments that are not final yet. */
async function unresolvedRefs(file: string): Promise<string[]> {
  const db = openDatabase(file);
  try {
    const rows = await db
      .selectFrom('payments as p')
      .innerJoin('sandbox_payments as s', 's.payment_id', 'p.id')
      .select('s.ref')
      .where('p.status', 'in', ['pending', 'approved'])
      .orderBy('p.created_at')
      .execute();
    return rows.map((r) => r.ref);
  } finally {
    await db.destroy();
  }
}

/** A seeded file with `count` shoppers who each checked out (pending, legacy provider). */
async function prepare(file: string, count: number, oneKeyCarts: number): Promise<string[]> {
  const db: Db = openDatabase(file);
  await migrateToLatest(db);
  await seedIfEmpty(db, { catalogue: { products: 40 } });
  // deep key pools for the products everyone buys; product 9 keeps its single key
  for (const sku of [160, 170, 180]) {
    const keys = Array.from({ length: count }, (_, n) => ({ sku_id: sku, key: `FAULT-${sku}-${String(n).padStart(5, '0')}`, assigned_inventory_id: null }));
    for (let i = 0; i < keys.length; i += 200) await db.insertInto('activation_keys').values(keys.slice(i, i + 200)).execute();
  }
  const app = await buildApp({ db, config: { maintenance: false, publicUrl: 'http://127.0.0.1' }, orders: { jobs: false } });
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const who = await createBuyer(db, { email: `fault${i}@example.com` });
    const headers = { authorization: `Bearer ${who.token}` };
    const products = i < oneKeyCarts ? [9] : [16, 17, 18];
    for (const product_id of products) {
      const res = await app.inject({ method: 'POST', url: '/api/account/shopping_carts', payload: { product_id }, headers });
      if (res.statusCode !== 200) throw new Error(`add: ${res.body}`);
    }
    const res = await app.inject({ method: 'POST', url: '/api/account/shopping_carts/checkout', payload: { redirect_url: 'http://127.0.0.1/#!/cart' }, headers });
    if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
    refs.push(new URL(res.json<{ call_url: string }>().call_url).pathname.split('/').pop() as string);
  }
  await app.close();
  await db.destroy();
  return refs;
}

describe('completion under SIGKILL', () => {
  it('should leave every order complete with its keys or not charged, across kills and restarts', async () => {
    const file = await blankDatabase('fault');
    const refs = await prepare(file, 150, 10);

    // each round kills the server once this many more orders exist
    const kills = [4, 25, 60];
    let before = 0;
    let sigkills = 0;
    for (const [round, killAfter] of kills.entries()) {
      const open = await unresolvedRefs(file);
      const { child, base } = await startServerProcess(cli, file);
      const killed = killAtOrders(file, child, before + killAfter);
      await fireCompletions(base, open);
      child.kill('SIGKILL');
      await killed;
      await exited(child);
      expect(child.signalCode).toBe('SIGKILL');
      sigkills += 1;
      const snap = await checkInvariants(file);
      // the kill came in the middle: some completions finished since the last round, and the first
      // kill left many undone. A database that completes in parallel (PostgreSQL's pool) may finish
      // all the rest in the next start's recovery, before a later kill can land.
      expect(snap.orders).toBeGreaterThan(before);
      if (round === 0) expect(snap.unresolved).toBeGreaterThan(0);
      before = snap.orders;
      if (snap.unresolved === 0) break;
    }

    // a clean run finishes everything: the start-up recovery, then every completion once more
    const { child, base } = await startServerProcess(cli, file);
    expect(await fireCompletions(base, refs)).toBe(refs.length);
    child.kill('SIGTERM');
    await exited(child);
    const final = await checkInvariants(file);
    expect(final.unresolved).toBe(0);
    // 140 three-game carts all complete; of the 10 carts with the one-key game exactly one does
    expect(final.orders).toBe(141);
    expect(final.charged).toBe(141);
    reportFigure(`${sigkills} kills, 0 charged without order, ${final.orders} of 141 orders complete`);
  }, 180_000);

  it('should hold with two server processes completing on one database file at once', async () => {
    const file = await blankDatabase('two-processes');
    const refs = await prepare(file, 80, 20);
    const [a, b] = await Promise.all([startServerProcess(cli, file), startServerProcess(cli, file)]);
    // interleaved, so both processes race for the one key and for the write lock all along
    const answered = await Promise.all([
      fireCompletions(a.base, refs.filter((_, i) => i % 2 === 0)),
      fireCompletions(b.base, refs.filter((_, i) => i % 2 === 1)),
    ]);
    expect(answered[0] + answered[1]).toBe(refs.length);
    for (const { child } of [a, b]) child.kill('SIGTERM');
    await Promise.all([exited(a.child), exited(b.child)]);
    const final = await checkInvariants(file);
    expect(final.unresolved).toBe(0);
    expect(final.orders).toBe(61);
  }, 180_000);

  it('should capture released pre-orders with the capture-preorders command', async () => {
    const file = await blankDatabase('preorders');
    const db = openDatabase(file);
    await migrateToLatest(db);
    await seedIfEmpty(db, { catalogue: { products: 40 } });
    const app = await buildApp({ db, config: { maintenance: false, publicUrl: 'http://127.0.0.1' }, orders: { jobs: false } });
    const who = await createBuyer(db, { email: 'pre@example.com' });
    const headers = { authorization: `Bearer ${who.token}` };
    await app.inject({ method: 'POST', url: '/api/account/shopping_carts', payload: { product_id: 2 }, headers });
    const checkout = await app.inject({ method: 'POST', url: '/api/account/shopping_carts/checkout', payload: { redirect_url: 'http://127.0.0.1/' }, headers });
    const ref = new URL(checkout.json<{ call_url: string }>().call_url).pathname;
    expect((await app.inject({ method: 'POST', url: `${ref}/pay`, payload: { card_number: '4242424242424242' } })).json()).toMatchObject({ status: 'success' });
    await db.updateTable('order_lines').set({ release_date: '2000-01-01' }).execute();
    await app.close();
    await db.destroy();

    const output = await new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, [cli, 'capture-preorders', '--database', file], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
      child.on('exit', (code) => (code === 0 ? done(text) : fail(new Error(text))));
    });
    expect(output).toContain('Captured 1 pre-order line(s) of 1 payment(s): 64.34 USD.');
    const check = openDatabase(file);
    const ledger = await check.selectFrom('sandbox_payments').select(['captured_amount', 'amount']).executeTakeFirstOrThrow();
    expect(ledger.captured_amount).toBe(ledger.amount);
    await check.destroy();
  }, 60_000);
});
