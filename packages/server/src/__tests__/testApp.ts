/**
 * The app as every server test runs it: built on a real SQLite file of its own, requests sent
 * in-process with `inject`, the test's clock in place of the wall clock, and one `close` that
 * stops the app, closes the database and deletes its folder.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import type { Db } from '../db/database.js';
import type { AccountsOptions } from '../services/accounts/context.js';
import { callsTo, type Calls } from './calls.js';
import { openTestDatabase, type DatabaseSource } from './testDatabase.js';
import type { TestClock } from './testClock.js';
import { CHEAP, STORE_CONFIG } from './testSettings.js';

/** What to build. */
export interface TestAppOptions {
  /** Names the temp folder (`d2d-<name>-…`). */
  name: string;
  /** Where the rows come from; a migrated, empty database by default. */
  database?: DatabaseSource;
  /**
   * `store` (default): {@link STORE_CONFIG} and {@link CHEAP} under the options below; `app`: the
   * app's own defaults with only maintenance off, as a deployment without `PUBLIC_URL` runs.
   */
  defaults?: 'store' | 'app';
  /** Settings over the defaults. */
  config?: Partial<AppOptions['config']>;
  /** Knobs of the accounts area over the defaults. */
  accounts?: AccountsOptions;
  orders?: AppOptions['orders'];
  /** Per-address limits to change (tests that send bursts from one address raise them). */
  rateLimits?: AppOptions['rateLimits'];
  /** The app's clock (accounts, orders and every area that reads theirs); the wall clock if none. */
  clock?: TestClock;
  /** Adds routes (of a test) before the app starts. */
  extend?: (app: FastifyInstance, db: Db) => void;
}

/** A running app on its own database. */
export interface TestApp extends Calls {
  app: FastifyInstance;
  db: Db;
  /** The database file (a second app may open it). */
  file: string;
  /** Stops the app, closes the database and deletes its folder. */
  close(): Promise<void>;
}

/**
 * Opens a database and builds the app on it.
 * @example
 * const clock = testClock();
 * const store = await openTestApp({ name: 'orders', database: { template: await seededTemplate(SEED) }, clock });
 * const ana = await numberedBuyers(store.db, 'buyer')();
 * const cart = await store.ok(ana, 'GET', '/api/account/shopping_carts', cartSchema);
 * await store.close();
 */
export async function openTestApp(options: TestAppOptions): Promise<TestApp> {
  const { db, file, remove } = await openTestDatabase(options.name, options.database);
  const store = (options.defaults ?? 'store') === 'store';
  const clock = options.clock;
  const accounts: AccountsOptions = { ...(store ? CHEAP : {}), ...(clock ? { now: () => clock.now } : {}), ...options.accounts };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      config: { ...(store ? STORE_CONFIG : { maintenance: false }), ...options.config },
      accounts,
      orders: options.orders,
      rateLimits: options.rateLimits,
    });
    options.extend?.(app, db);
  } catch (error) {
    // a refused build (a test of the startup checks) leaves no open file behind
    await remove();
    throw error;
  }
  return {
    app,
    db,
    file,
    ...callsTo(app),
    async close() {
      await app.close();
      await remove();
    },
  };
}
