/**
 * Test kit of the orders area: a copy of a seeded SQLite file per test (fresh state without
 * re-seeding), the app over it with a chosen payment provider, shoppers made in the database,
 * and helpers that drive the real calls (cart, checkout, sandbox pages) and parse every answer
 * with the contract's schemas.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartSchema, checkoutResponseSchema, type Cart, type CheckoutResponse } from '@d2d/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../../../app.js';
import { createBuyer, type Buyer, type BuyerOptions } from '../../../bench/checkoutFixtures.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import type { ProviderKind } from '../../../payments/provider.js';
import { seedIfEmpty } from '../../../seed/seed.js';
import { CHEAP, STORE } from '../../account/__tests__/kit.js';

export { STORE };
export type { Buyer };

/** Showcase products (seed/catalogue/showcase.ts); each main SKU is `id * 10`. */
export const P = {
  onSale: 1, preorder: 2, prePurchase: 3, ads: 4, dlc: 5, bundle: 6, customBundle: 7, free: 8, oneKeyA: 9, oneKeyB: 10,
  restricted: 11, subscribe: 12, unpublished: 14, plainA: 16, plainB: 17, plainC: 18, plainD: 19,
} as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the store returns after a checkout (an allowed origin: `PUBLIC_URL`). */
export const REDIRECT_URL = `${STORE}/#!/cart`;

export interface OrdersKit {
  app: FastifyInstance;
  db: Db;
  /** The database file (a second app may open it). */
  file: string;
  buyer(options?: Partial<BuyerOptions>): Promise<Buyer>;
  call(who: Buyer | null, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must answer 200, parsed with a contract schema. */
  ok<S extends z.ZodType>(who: Buyer | null, method: Method, url: string, schema: S, payload?: unknown, headers?: Record<string, string>): Promise<z.output<S>>;
  /** Adds products to the buyer's cart (each must answer 200). */
  add(who: Buyer, ...productIds: number[]): Promise<Cart>;
  /** `POST /api/account/shopping_carts/checkout`, answer parsed. */
  checkout(who: Buyer, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<CheckoutResponse>;
  /** Presses Pay on the sandbox hosted page of a `call_url`. */
  payHosted(callUrl: string, card?: string): Promise<LightMyRequestResponse>;
  /** Adds the products, checks out and pays on the hosted page: a completed purchase. */
  buy(who: Buyer, ...productIds: number[]): Promise<void>;
  close(): Promise<void>;
}

let template: Promise<Buffer> | undefined;

/**
 * Seeds one database per test file and keeps its bytes; every kit writes them to a fresh file.
 * Held in memory so no seeded file outlives the run.
 */
export function seededTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'd2d-orders-template-'));
    try {
      const file = join(dir, 'store.db');
      const db = openDatabase(file);
      await migrateToLatest(db);
      await seedIfEmpty(db, { catalogue: { products: 40 } });
      // closing folds the WAL into the main file, so its bytes hold everything
      await db.destroy();
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return template;
}

/** The path of a sandbox `call_url` (inject takes paths). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * A fresh database copy and an app on it.
 * @param options - the checkout provider (default the legacy one)
 */
export async function openOrdersKit(options: { paymentProvider?: ProviderKind } = {}): Promise<OrdersKit> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-orders-'));
  const file = join(dir, 'store.db');
  writeFileSync(file, await seededTemplate());
  const db = openDatabase(file);
  const app = await buildApp({
    db,
    config: { maintenance: false, publicUrl: STORE, devMailbox: true, paymentProvider: options.paymentProvider ?? 'legacy' },
    accounts: CHEAP,
    orders: { jobs: false },
  });
  let made = 0;

  const call: OrdersKit['call'] = (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
    });

  const ok: OrdersKit['ok'] = async (who, method, url, schema, payload, headers) => {
    const res = await call(who, method, url, payload, headers);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
    return schema.parse(res.json());
  };

  const kit: OrdersKit = {
    app,
    db,
    file,
    async buyer(opts = {}) {
      made += 1;
      return createBuyer(db, { email: `buyer${made}@example.com`, ...opts });
    },
    call,
    ok,
    async add(who, ...productIds) {
      let cart: Cart | undefined;
      for (const productId of productIds) cart = await ok(who, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
      return cart ?? ok(who, 'GET', '/api/account/shopping_carts', cartSchema);
    },
    checkout(who, body = {}, headers) {
      return ok(who, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: REDIRECT_URL, ...body }, headers);
    },
    payHosted(callUrl, card = '4242 4242 4242 4242') {
      return app.inject({ method: 'POST', url: `${new URL(callUrl).pathname}/pay`, payload: { card_number: card } });
    },
    async buy(who, ...productIds) {
      await kit.add(who, ...productIds);
      const answer = await kit.checkout(who);
      const paid = (await kit.payHosted(answer.call_url as string)).json<{ status?: string }>();
      if (paid.status !== 'success') throw new Error(`the purchase of ${productIds.join(', ')} did not complete: ${JSON.stringify(paid)}`);
    },
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return kit;
}
