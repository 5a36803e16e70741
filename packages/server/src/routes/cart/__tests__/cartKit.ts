/**
 * Test kit of the cart area: the shared harness's app on a copy of a seeded catalogue (with the
 * VIP tiers and demo coupons), shoppers signed up and confirmed through the accounts area's own
 * calls, and direct writes for what other areas own (library, trade-ins, wallets, VIP tiers).
 */
import { cartSchema, type Cart } from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import {
  confirmedAccount, openTestApp, parseOk, putInLibrary, regionCookie, seededTemplate, type Method, type TestApp,
} from '../../../__tests__/harness.js';

export type { Method };

/** Products of the seeded showcase the tests name (see seed/catalogue/showcase.ts). */
export const P = {
  onSale: 1, preorder: 2, prePurchase: 3, ads: 4, dlc: 5, bundle: 6, customBundle: 7, free: 8, restricted: 11,
  subscribe: 12, console: 13, unpublished: 14, dlcMultiple: 15, plainA: 16, plainB: 17, plainC: 18, plainD: 19,
} as const;

/** Region cookies of the three sites. */
export const REGION = { US: 301, UK: 302, EU: 284 } as const;

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

export interface CartKit extends Omit<TestApp, 'call'> {
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
}

/** The seeded catalogue of the cart tests (more than the showcase, so recommendations have a pool). */
const SEED = { catalogue: { products: 60 } };

/**
 * A fresh copy of the seeded database and an app on it.
 * @example
 * const kit = await openCartKit();
 * const ana = await kit.shopper();
 * await kit.cart(ana, 'POST', '/api/account/shopping_carts', { product_id: P.plainA });
 */
export async function openCartKit(): Promise<CartKit> {
  const base = await openTestApp({ name: 'cart', database: { template: await seededTemplate(SEED) } });
  const { app, db } = base;
  let emails = 0;

  const call: CartKit['call'] = (who, method, url, payload, region) =>
    base.call(who, method, url, payload, region === undefined ? {} : regionCookie(region));
  const own: CartKit['own'] = (who, productId) => putInLibrary(db, who.id, productId, { at: Date.now() });

  return {
    ...base,
    async shopper(email) {
      emails += 1;
      const made = await confirmedAccount(app, email ?? `shopper${emails}@example.com`);
      return { id: made.id, email: made.email, token: made.token };
    },
    call,
    async cart(who, method, url, payload, region) {
      return parseOk(await call(who, method, url, payload, region), method, url, cartSchema);
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
  };
}

/** The cart path. */
export const CARTS = '/api/account/shopping_carts';
