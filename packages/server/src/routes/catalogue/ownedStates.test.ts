import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cartSchema, productQueryResultSchema, productSchema, shelvesResponseSchema, type OfferAction, type ProductSummary,
} from '@d2d/contract';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../checkout/__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

/** Buys products through the real cart, checkout and sandbox hosted page (the completion delivers them). */
const buy = (who: Buyer, ...products: number[]) => kit.buy(who, ...products);

const purchase = (p: Pick<ProductSummary, 'offerActions'>): OfferAction | undefined => p.offerActions?.find((o) => o.offerActionType === 'Purchase');
const product = (who: Buyer | null, id: number) => kit.ok(who, 'GET', `/api/product/get/${id}`, productSchema);
const find = (who: Buyer | null, query: string) => kit.ok(who, 'GET', `/api/productquery/findpage?${query}`, productQueryResultSchema);
const typeahead = (who: Buyer | null, keywords: string) =>
  kit.ok(who, 'GET', `/api/productquery/typeahead?keywords=${encodeURIComponent(keywords)}`, productQueryResultSchema);
const shelf = async (who: Buyer | null, keywords: string) => {
  const answer = await kit.ok(who, 'POST', '/api/merchandising/shelves', shelvesResponseSchema, { shelves: [{ name: 'Mine', query: { 'search.keywords': keywords } }] });
  return answer.shelves[0]?.result.products.items ?? [];
};
const cardOf = (items: readonly ProductSummary[], id: number): ProductSummary => {
  const card = items.find((i) => i.id === id);
  if (!card) throw new Error(`product ${id} is not in the list`);
  return card;
};

/**
 * The owned state spec §4 gives a bought, released game, from the product's key facts (the rules
 * of core's offerButtonState: key-only first, then a download with its key, else a download).
 */
async function ownedStateOf(id: number): Promise<string> {
  const row = await kit.db.selectFrom('products').select('has_activation_keys_only').where('id', '=', id).executeTakeFirstOrThrow();
  const keys = await kit.db.selectFrom('activation_keys').select('id').where('sku_id', '=', id * 10).limit(1).executeTakeFirst();
  if (row.has_activation_keys_only === 1) return 'purchase-keyonly';
  return keys ? 'purchase-download-key' : 'purchase-download';
}

describe('the signed-in buyer sees the games they own', () => {
  it('should answer the owned state on product get, findpage, typeahead and shelves, and nobody else', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    expect((await product(ana, P.plainA)).buttonState).toBe('purchase-buy');
    await buy(ana, P.plainA, P.ads);
    const owned = await ownedStateOf(P.plainA);

    const mine = await product(ana, P.plainA);
    expect(mine.buttonState).toBe(owned);
    expect(purchase(mine)).toMatchObject({ hasBeenPurchased: true, skuId: P.plainA * 10, isPreorderOffer: false });
    expect(mine.skuIdsPurchased).toEqual([P.plainA * 10]);
    // a purchase that came with a key says so, whatever the pool has left
    expect(mine.hasPurchaseActivationKeys).toBe(owned !== 'purchase-download');
    // a Steam title gives only a key, the store's own ADS title a download
    expect(owned).toBe('purchase-keyonly');
    const ads = await product(ana, P.ads);
    expect(ads.buttonState).toBe(await ownedStateOf(P.ads));
    expect(ads.buttonState).toMatch(/^purchase-download(-key)?$/);

    for (const items of [
      (await find(ana, 'search.keywords=Copper%20Gambit')).products.items,
      (await typeahead(ana, 'Copper Gambit')).products.items,
      await shelf(ana, 'Copper Gambit'),
    ]) {
      const card = cardOf(items, P.plainA);
      expect(card.buttonState).toBe(owned);
      expect(purchase(card)?.hasBeenPurchased).toBe(true);
    }

    for (const who of [bob, null]) {
      const theirs = await product(who, P.plainA);
      expect(theirs.buttonState).toBe('purchase-buy');
      expect(purchase(theirs)?.hasBeenPurchased).toBe(false);
      expect(theirs.skuIdsPurchased).toEqual([]);
      const card = cardOf((await find(who, 'search.keywords=Copper%20Gambit')).products.items, P.plainA);
      expect(card.buttonState).toBe('purchase-buy');
      expect(purchase(card)?.hasBeenPurchased).toBe(false);
      expect(cardOf(await shelf(who, 'Copper Gambit'), P.plainA).buttonState).toBe('purchase-buy');
    }
  });

  it("should mark a signed-in answer private and vary every answer with the credentials, so no cache shares a shopper's states", async () => {
    const ana = await kit.buyer();
    await buy(ana, P.plainA);
    for (const url of [`/api/product/get/${P.plainA}`, '/api/productquery/findpage?search.keywords=Copper', '/api/productquery/typeahead?keywords=Copper']) {
      const signedIn = await kit.call(ana, 'GET', url);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.headers.vary).toBe('Authorization, Cookie');
      const visitor = await kit.call(null, 'GET', url);
      expect(visitor.headers['cache-control']).toBeUndefined();
      expect(visitor.headers.vary).toBe('Authorization, Cookie');
      expect(visitor.body).not.toContain('"hasBeenPurchased":true');
    }
  });

  it('should show a pre-order as pre-ordered until its release, then as owned', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.preorder);
    const before = await product(ana, P.preorder);
    expect(before.buttonState).toBe('purchase-preordered');
    expect(purchase(before)).toMatchObject({ hasBeenPurchased: true, isPreorderOffer: true });
    expect((await product(null, P.preorder)).buttonState).toBe('purchase-preorder');

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await kit.db.updateTable('products').set({ release_date: yesterday }).where('id', '=', P.preorder).execute();
    const released = await product(ana, P.preorder);
    expect(purchase(released)).toMatchObject({ hasBeenPurchased: true, isPreorderOffer: false });
    expect(released.buttonState).toBe(await ownedStateOf(P.preorder));
    // released, a pre-order offer is a plain buy for everyone else
    expect((await product(null, P.preorder)).buttonState).toBe('purchase-buy');
  });

  it('should show a bought Bundle as owned, and its games too (on its page and in its lists)', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.bundle);
    const bundle = await product(ana, P.bundle);
    expect(purchase(bundle)?.hasBeenPurchased).toBe(true);
    expect(bundle.skuIdsPurchased).toEqual([purchase(bundle)?.skuId]);
    expect(bundle.buttonState).toMatch(/^purchase-(download|download-key|keyonly)$/);
    expect(bundle.bundledSkuProducts?.map((p) => purchase(p)?.hasBeenPurchased)).toEqual([true, true, true]);
    const game = await product(ana, P.onSale);
    expect(game.buttonState).toBe(await ownedStateOf(P.onSale));
    expect(game.bundlesOfferedIn?.find((b) => b.id === P.bundle)?.buttonState).toBe(bundle.buttonState);
  });

  it('should not count a game that was traded in or given away as a gift', async () => {
    const ana = await kit.buyer();
    const bo = await kit.buyer({ email: 'bo@example.com' });
    await kit.add(ana, P.plainB);
    const answer = await kit.checkout(ana, { gift: { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy!' } });
    expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
    expect((await product(ana, P.plainB)).buttonState).toBe('purchase-buy');
    expect((await product(bo, P.plainB)).buttonState).toBe(await ownedStateOf(P.plainB));

    await kit.db.updateTable('inventory_items').set({ traded_in_at: Date.now() }).where('account_id', '=', bo.id).execute();
    const after = await product(bo, P.plainB);
    expect(after.buttonState).toBe('purchase-buy');
    expect(after.skuIdsPurchased).toEqual([]);
  });
});

describe('the cart of a shopper who owns a game', () => {
  it('should flag a cart line the shopper came to own (a gift) with has_own and own_count', async () => {
    const ana = await kit.buyer();
    const bo = await kit.buyer({ email: 'bo@example.com' });
    const cart = await kit.add(bo, P.plainC);
    expect(cart.cart_details[0]?.product).toMatchObject({ id: P.plainC, has_own: false, own_count: 0 });
    await kit.add(ana, P.plainC);
    const answer = await kit.checkout(ana, { gift: { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy!' } });
    expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });

    const after = await kit.ok(bo, 'GET', '/api/account/shopping_carts', cartSchema);
    expect(after.cart_details[0]?.product).toMatchObject({ id: P.plainC, has_own: true, own_count: 1 });
    expect(after.recommendation?.some((r) => r.id === P.plainC)).toBe(false);
    expect((await kit.ok(ana, 'GET', '/api/account/shopping_carts', cartSchema)).cart_details).toEqual([]);
  });
});
