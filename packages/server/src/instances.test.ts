/**
 * Several instances of the server on one database (docs/deploy.md): they start together on an
 * empty database and seed it once, list the same catalogue, honour each other's logins, see the
 * same cart, and accept each other's captchas and download links because both derive their keys
 * from one `SECRET_KEY`. With `TEST_DATABASE_URL` the instances share a PostgreSQL database
 * through pools of their own and start at the same moment; on SQLite they share one file and
 * start one after the other (a file is one machine's, and its writer is one at a time).
 */
import { cartSchema, downloadLocationResponseSchema, productQueryResultSchema } from '@d2d/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { displayDatabaseUrl } from './db/databaseUrl.js';
import { isPostgres, isPostgresUrl } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { SHOWCASE_IDS } from './seed/catalogue/showcase.js';
import { seedIfEmpty } from './seed/seed.js';
import { startServer } from './server.js';
import { CHEAP, STORE_CONFIG, authed, confirmedAccount, login, openTestDatabase, putInLibrary, solveCaptcha, signUp, type TestDatabase } from './__tests__/harness.js';

const SECRET_KEY = 'one-secret-every-instance-of-the-test-store-shares';
const SEED = { catalogue: { products: 40 } };

interface Instance {
  db: Db;
  app: FastifyInstance;
  seeded: boolean;
}

/** What `startServer` does before it listens, on a database connection (pool) of its own. */
async function boot(url: string): Promise<Omit<Instance, 'app'>> {
  const db = openDatabase(url);
  await migrateToLatest(db);
  const { seeded } = await seedIfEmpty(db, SEED);
  return { db, seeded };
}

describe('two instances on one database', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await openTestDatabase('instances', { blank: true });
    const together = isPostgres(database.db);
    await database.close();
    const booted = together ? await Promise.all([boot(database.file), boot(database.file)]) : [await boot(database.file), await boot(database.file)];
    const { secretKey, captchaHmacKey, downloadSigningKey } = readConfig({ SECRET_KEY });
    const app = (db: Db) => buildApp({ db, config: { ...STORE_CONFIG, secretKey, captchaHmacKey, downloadSigningKey }, accounts: CHEAP });
    const [first, second] = booted;
    a = { ...first!, app: await app(first!.db) };
    b = { ...second!, app: await app(second!.db) };
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.db.destroy();
    }
    await database?.remove();
  });

  it('should seed the empty database once and list the same catalogue', async () => {
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
    const [first, second] = await Promise.all(
      [a, b].map(async ({ app }) => productQueryResultSchema.parse((await app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=100' })).json())),
    );
    expect(first!.products.totalItems).toBe(SEED.catalogue.products - 1);
    expect(second).toEqual(first);
  });

  it('should accept a captcha one instance handed out at the other', async () => {
    const solved = await solveCaptcha(a.app);
    const res = await signUp(b.app, { email: 'cat@example.com' }, solved);
    expect(res.statusCode, res.body).toBe(201);
    // and each solution once, whichever instance sees it again
    expect((await signUp(a.app, { email: 'dan@example.com' }, solved)).statusCode).toBe(422);
  });

  it('should honour a login made through the other instance and show one cart through both', async () => {
    const ana = await confirmedAccount(a.app, 'ana@example.com');
    const session = (await login(a.app, ana.email, ana.password)).json<{ token: string }>().token;
    const shown = await authed(b.app, session, 'GET', '/api/account/show');
    expect(shown.statusCode).toBe(200);
    const added = await authed(a.app, session, 'POST', '/api/account/shopping_carts', { product_id: SHOWCASE_IDS.ads });
    expect(added.statusCode, added.body).toBe(200);
    const cart = cartSchema.parse((await authed(b.app, session, 'GET', '/api/account/shopping_carts')).json());
    expect(cart.cart_details.map((line) => line.product.id)).toEqual([SHOWCASE_IDS.ads]);
  });

  it('should serve a download link one instance signed through the other', async () => {
    const ana = await confirmedAccount(b.app, 'eve@example.com');
    await putInLibrary(a.db, ana.id, SHOWCASE_IDS.free, { at: Date.now() });
    const res = await authed(a.app, ana.token, 'POST', '/api/product/downloadlocations', { skuIds: [SHOWCASE_IDS.free * 10] });
    const [location] = downloadLocationResponseSchema.parse(res.json()).locations;
    expect(location?.locationStatus).toBe('LocationAvailable');
    expect((await b.app.inject({ method: 'GET', url: location!.url! })).statusCode).toBe(200);
  });
});

describe('d2d-server start on an empty database', () => {
  it('should migrate, seed and serve the store', async () => {
    const database = await openTestDatabase('start', { blank: true });
    await database.close();
    const lines: string[] = [];
    const config = readConfig({ DATABASE_URL: database.file, PORT: '0', HOST: '127.0.0.1', SECRET_KEY });
    const server = await startServer(config, (line) => lines.push(line));
    try {
      // a PostgreSQL URL's password is masked (the suite's role has one)
      expect(lines).toEqual([`Seeded a new database at ${displayDatabaseUrl(database.file)}`]);
      const password = isPostgresUrl(database.file) ? new URL(database.file).password : '';
      if (password) expect(lines[0]).not.toContain(`:${password}@`);
      const res = await fetch(`http://127.0.0.1:${new URL(server.url).port}/api/productquery/findpage?pagesize=5`);
      expect(res.status).toBe(200);
      expect(productQueryResultSchema.parse(await res.json()).products.items).toHaveLength(5);
    } finally {
      await server.close();
      await database.remove();
    }
  }, 120_000);
});
