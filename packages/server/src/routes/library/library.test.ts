import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activationKeyListSchema,
  activationKeySchema,
  inventoryPageSchema,
  orderPageSchema,
  tradeInResultSchema,
  unprocessableBodySchema,
  walletSchema,
} from '@d2d/contract';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../checkout/__tests__/ordersKit.js';

/** A released SecuRom title of the seeded catalogue (the store's own DRM). */
const SECUROM = 30;

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

async function buy(who: Buyer, ...products: number[]): Promise<string> {
  await kit.add(who, ...products);
  const answer = await kit.checkout(who);
  expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
  return answer.payment_id as string;
}

/** Puts `count` games in a library directly, a minute apart (paging and sorting fixtures). */
async function ownMany(who: Buyer, productIds: readonly number[]) {
  const start = Date.now() - productIds.length * 60_000;
  for (const [i, productId] of productIds.entries()) {
    await kit.db
      .insertInto('inventory_items')
      .values({
        account_id: who.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: productId, sku_id: productId * 10,
        purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null, traded_in_at: null, created_at: start + i * 60_000,
      })
      .execute();
  }
}

describe('my games', () => {
  it('should page 10 at a time by default and say so in the paging fields', async () => {
    const ana = await kit.buyer();
    await ownMany(ana, [16, 17, 18, 19, 21, 23, 24, 25, 26, 27, 29, 31]);
    const first = await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema);
    expect(first).toMatchObject({ totalItems: 12, currentPageIndex: 1, pageSize: 10, isFirstPage: true, isLastPage: false });
    expect(first.items).toHaveLength(10);
    // newest first by default
    expect(first.items[0]?.product_item.id).toBe(31);
    const second = await kit.ok(ana, 'GET', '/api/account/inventories?page=2', inventoryPageSchema);
    expect(second).toMatchObject({ currentPageIndex: 2, isLastPage: true });
    expect(second.items.map((i) => i.product_item.id)).toEqual([17, 16]);
    expect((await kit.ok(ana, 'GET', '/api/account/inventories?purchase_type=rental', inventoryPageSchema)).items).toEqual([]);
  });

  it('should sort by title or by date in either direction', async () => {
    const ana = await kit.buyer();
    await ownMany(ana, [16, 17, 18]);
    const titles = async (query: string) => (await kit.ok(ana, 'GET', `/api/account/inventories?${query}`, inventoryPageSchema)).items.map((i) => i.product_item.title);
    expect(await titles('sorting=title')).toEqual(['Copper Gambit', 'Lanterns of Thornwood', 'Quiet Harbor']);
    expect(await titles('sorting=title&direction=desc')).toEqual(['Quiet Harbor', 'Lanterns of Thornwood', 'Copper Gambit']);
    expect(await titles('sorting=date&direction=asc')).toEqual(['Copper Gambit', 'Lanterns of Thornwood', 'Quiet Harbor']);
    expect((await kit.call(ana, 'GET', '/api/account/inventories?sorting=price')).statusCode).toBe(400);
  });

  it("should deliver a bundle's games each with its own key, and show download files of store-delivered games", async () => {
    const ana = await kit.buyer();
    await buy(ana, P.bundle, SECUROM);
    const library = await kit.ok(ana, 'GET', '/api/account/inventories?sorting=title', inventoryPageSchema);
    expect(library.items.map((i) => i.product_item.id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 4, 5, SECUROM]);
    const keys = library.items.flatMap((i) => i.game_keys ?? []).map((k) => k.key).filter((k) => k !== null);
    expect(new Set(keys).size).toBe(keys.length);
    const ads = library.items.find((i) => i.product_item.id === P.ads);
    expect(ads?.game_files?.[0]).toMatchObject({ skuId: P.ads * 10 });
  });

  it('should fetch the SecuRom key on demand and refuse items of another account', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    await buy(ana, SECUROM);
    const item = (await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items[0];
    expect(item?.game_keys?.[0]).toMatchObject({ is_securom: true, key: null });
    const key = await kit.ok(ana, 'POST', '/api/account/inventories/get_securom_key', activationKeySchema, { account_inventory_id: item?.id });
    expect(key).toMatchObject({ is_securom: true, skuId: SECUROM * 10 });
    expect(key.key).toMatch(/^[A-Z0-9]{5}-/);
    const foreign = await kit.call(bob, 'POST', '/api/account/inventories/get_securom_key', { account_inventory_id: item?.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/^A problem retrieving the activation key/);
  });

  it('should list the purchased keys of a SKU', async () => {
    const ana = await kit.buyer();
    const paymentId = await buy(ana, P.plainA);
    const list = await kit.ok(ana, 'GET', `/api/product/getpurchasedactivationkeys?skuId=${P.plainA * 10}`, activationKeyListSchema);
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toMatchObject({ skuId: P.plainA * 10, payment_id: paymentId, entitlement_status: 'activated' });
    expect((await kit.ok(ana, 'GET', `/api/product/getpurchasedactivationkeys?skuId=${P.plainB * 10}`, activationKeyListSchema)).keys).toEqual([]);
  });
});

describe('purchase history', () => {
  it('should list orders newest first with products, currency and total', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.plainA, P.plainB);
    await buy(ana, P.plainC);
    const history = await kit.ok(ana, 'GET', '/api/account/payments?per_page=65355', orderPageSchema);
    expect(history).toMatchObject({ totalItems: 2, pageSize: 65355, isLastPage: true });
    expect(history.items.map((o) => [o.price, o.currency, o.products.map((p) => p.title)])).toEqual([
      [21.44, '$', ['Quiet Harbor']],
      [42.88, '$', ['Copper Gambit', 'Lanterns of Thornwood']],
    ]);
    const purchases = await kit.ok(ana, 'GET', '/api/account/purchases', orderPageSchema);
    expect(purchases.pageSize).toBe(10);
    expect(purchases.items).toEqual(history.items);
  });
});

describe('trade-in', () => {
  it('should move an ADS title to wallet credit once, show it in the history and refuse buying it again', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.ads);
    const item = (await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items[0];
    expect(item?.trade_in_pid).toBe(item?.id);

    const results = await Promise.all([
      kit.call(ana, 'POST', '/api/account/wallet/trade_in', { game_item_id: item?.id }),
      kit.call(ana, 'POST', `/api/account/wallet/trade_in/${item?.trade_in_pid}`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const ok = results.find((r) => r.statusCode === 200);
    expect(tradeInResultSchema.parse(ok?.json())).toEqual({ success: true, credit: 6, balance: 6 });

    expect((await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items).toEqual([]);
    const wallet = await kit.ok(ana, 'GET', '/api/account/wallet', walletSchema);
    expect(wallet.balance).toBe(6);
    expect(wallet.history[0]).toMatchObject({ purpose: 'trade_in', transactionAmount: 6, product: { title: 'Rogue Circuit' } });
    const history = await kit.ok(ana, 'GET', '/api/account/purchases', orderPageSchema);
    expect(history.items[0]?.products[0]?.trade_in).toMatchObject({ trade_in_price: 6 });

    // the cart refuses it already; checkout refuses it too (refusals.test.ts)
    const again = await kit.call(ana, 'POST', '/api/account/shopping_carts', { product_id: P.ads });
    expect(again.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(again.json()).error_code).toBe(1294);
  });

  it('should refuse a game that cannot be traded in', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.plainA);
    const item = (await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items[0];
    expect(item?.trade_in_pid).toBeNull();
    const res = await kit.call(ana, 'POST', '/api/account/wallet/trade_in', { game_item_id: item?.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.base).toEqual(['This game cannot be traded in.']);
    expect((await kit.call(ana, 'POST', '/api/account/wallet/trade_in', { game_item_id: 'x' })).statusCode).toBe(400);
  });
});
