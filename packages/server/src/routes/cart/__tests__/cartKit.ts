/**
 * Test kit of the cart area: a seeded catalogue (with the VIP tiers and demo coupons) on a real
 * SQLite file in a temp dir, the app over it, shoppers signed up and confirmed through the
 * accounts area's own calls, and direct writes for what other areas own (library, trade-ins).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartSchema, type Cart } from '@d2d/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { seedIfEmpty } from '../../../seed/seed.js';
import { CHEAP, STORE, confirmedAccount } from '../../account/__tests__/kit.js';

/** Products of the seeded showcase the tests name (see seed/catalogue/showcase.ts). */
export const P = {
  onSale: 1, preorder: 2, prePurchase: 3, ads: 4, dlc: 5, bundle: 6, customBundle: 7, free: 8, restricted: 11,
  subscribe: 12, console: 13, unpublished: 14, dlcMultiple: 15, plainA: 16, plainB: 17, plainC: 18, plainD: 19,
} as const;

/** Region cookies of the three sites. */
export const REGION = { US: 301, UK: 302, EU: 284 } as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

export interface CartKit {
  app: FastifyInstance;
  db: Db;
  /** Signs up and confirms a shopper. */
  shopper(email?: string): Promise<Shopper>;
  /** A call as the shopper (`region` sets the region cookie). */
  call(who: Shopper | null, method: Method, url: string, payload?: unknown, region?: number): Promise<LightMyRequestResponse>;
  /** A cart call that must answer 200: the answer parsed with the contract's cart schema. */
  cart(who: Shopper, method: Method, url: string, payload?: unknown, region?: number): Promise<Cart>;
  /** Puts a product in the shopper's library (what purchase completion does). */
  own(who: Shopper, productId: number): Promise<number>;
  /** Records a trade-in of a product the shopper owned. */
  tradeIn(who: Shopper, productId: number): Promise<void>;
  /** Sets a wallet balance directly (minor units). */
  setWallet(who: Shopper, minor: number): Promise<void>;
  /** Sets lifetime spend and tier directly. */
  setVip(who: Shopper, tier: number, purchaseAmountMinor?: number): Promise<void>;
  /** Sets an offer's price on a site (minor units, no sale). */
  setPrice(productId: number, siteId: number, listMinor: number): Promise<void>;
  close(): Promise<void>;
}

let template: Promise<string> | undefined;

/** One seeded database file per test run; each test copies it (fresh state, no re-seeding). */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'd2d-cart-template-'));
    const file = join(dir, 'store.db');
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const db = openDatabase(file);
    await migrateToLatest(db);
    await seedIfEmpty(db, { catalogue: { products: 60 } });
    // fold the WAL into the main file so a plain copy holds everything
    await db.destroy();
    return file;
  })();
  return template;
}

/**
 * A fresh copy of the seeded database and an app on it.
 * @example
 * const kit = await openCartKit();
 * const ana = await kit.shopper();
 * await kit.cart(ana, 'POST', '/api/account/shopping_carts', { product_id: P.plainA });
 */
export async function openCartKit(): Promise<CartKit> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-cart-'));
  const file = join(dir, 'store.db');
  copyFileSync(await seededTemplate(), file);
  const db = openDatabase(file);
  const app = await buildApp({ db, config: { maintenance: false, publicUrl: STORE, devMailbox: true }, accounts: CHEAP });
  let emails = 0;

  const call: CartKit['call'] = (who, method, url, payload, region) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(region === undefined ? {} : { cookie: `region=${region}` }),
      },
    });

  const own: CartKit['own'] = async (who, productId) => {
    const row = await db
      .insertInto('inventory_items')
      .values({
        account_id: who.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: productId,
        sku_id: productId * 10, purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null,
        traded_in_at: null, created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  return {
    app,
    db,
    async shopper(email) {
      emails += 1;
      const made = await confirmedAccount(app, email ?? `shopper${emails}@example.com`);
      return { id: made.id, email: made.email, token: made.token };
    },
    call,
    async cart(who, method, url, payload, region) {
      const res = await call(who, method, url, payload, region);
      if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
      return cartSchema.parse(res.json());
    },
    own,
    async tradeIn(who, productId) {
      const inventoryId = await own(who, productId);
      await db.updateTable('inventory_items').set({ traded_in_at: Date.now() }).where('id', '=', inventoryId).execute();
      await db.insertInto('trade_ins').values({ account_id: who.id, inventory_id: inventoryId, product_id: productId, credit: 500, site_id: 1, created_at: Date.now() }).execute();
    },
    async setWallet(who, minor) {
      await db
        .insertInto('wallets')
        .values({ account_id: who.id, balance: minor, updated_at: Date.now() })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ balance: minor }))
        .execute();
    },
    async setVip(who, tier, purchaseAmountMinor = 0) {
      await db.updateTable('accounts').set({ vip_tier: tier, purchase_amount: purchaseAmountMinor }).where('id', '=', who.id).execute();
    },
    async setPrice(productId, siteId, listMinor) {
      const offer = await db.selectFrom('offers').select('id').where('product_id', '=', productId).where('offer_action_type', '=', 'Purchase').executeTakeFirstOrThrow();
      await db.updateTable('offer_prices').set({ list_price: listMinor, sale_price: null, sale_ends_at: null }).where('offer_id', '=', offer.id).where('site_id', '=', siteId).execute();
    },
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The cart path. */
export const CARTS = '/api/account/shopping_carts';
