import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productSchema, type Product } from '@d2d/contract';
import { browserAdapters, createStore, memoryCookies, memoryStorage, type Store } from '@d2d/core';
import { tableFetch } from '../test/bridge.js';
import { cartJson, productJson } from '../test/fixtures.js';
import { shopperState, withStoreImages } from './shopperState.js';

const STORE = 'https://store.test';

describe('shopperState', () => {
  let store: Store;
  let products: Map<number, Product>;

  beforeEach(async () => {
    const cookies = memoryCookies();
    cookies.set('token', 'tok-1');
    store = createStore({
      apiBase: STORE,
      site: 1,
      adapters: browserAdapters({
        fetch: tableFetch(
          {
            'GET /api/account/getcurrent': () => ({ body: { id: 3 } }),
            'GET /api/account/shopping_carts': () => ({ body: cartJson([{ id: 1, title: 'Stellar Odyssey' }]) }),
          },
          [],
        ),
        cookies,
        storage: memoryStorage(),
      }),
    });
    await store.session.restore();
    await store.cart.refresh();
    products = new Map([1, 2].map((id) => [id, productSchema.parse(productJson(id, `Game ${id}`))]));
  });

  afterEach(() => store.dispose());

  it("should give each product the store's own offer button", () => {
    const state = shopperState(store, products);
    expect(state.offers[1]).toEqual(store.offerButton(products.get(1)!).value);
    expect(state.offers[2]).toEqual(store.offerButton(products.get(2)!).value);
    expect(state.offers[1]).toMatchObject({ label: 'In Cart', action: 'go-to-cart' });
    expect(state.offers[2]).toMatchObject({ label: 'Add to Cart', action: 'add-to-cart' });
  });

  it('should report the login, the cart with absolute thumbnails, and nothing of the account', () => {
    const state = shopperState(store, new Map());
    expect(state).toMatchObject({ loggedIn: true, site: 1, loading: false, offers: {} });
    expect(state.lines[0]!.line.product.thumbnail_image).toBe(`${STORE}/art/product/1/thumbnail.svg`);
    expect(structuredClone(state)).toEqual(state);
  });
});

describe('withStoreImages', () => {
  it("should make the product's images absolute on the store's origin and drop other schemes", () => {
    const product = productSchema.parse({ ...productJson(1, 'Stellar Odyssey'), backImage: 'javascript:alert(1)' });
    const out = withStoreImages(product, STORE);
    expect(out.frontImage).toBe(`${STORE}/art/product/1/front.svg`);
    expect(out.thumbnailImage).toBe(`${STORE}/art/product/1/thumbnail.svg`);
    expect(out.backImage).toBeNull();
    expect(product.frontImage).toBe('/art/product/1/front.svg');
  });
});
