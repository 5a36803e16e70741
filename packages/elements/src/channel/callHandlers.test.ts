import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@d2d/contract';
import { browserAdapters, createStore, memoryCookies, memoryStorage, type Store } from '@d2d/core';
import { tableFetch, type StoreCall, type StoreRoutes } from '../test/bridge.js';
import { cartJson, productJson } from '../test/fixtures.js';
import { answerCall, type CallContext } from './callHandlers.js';
import { CHANNEL_PROTOCOL, type ChannelCall } from './protocol.js';

const STORE = 'https://store.test';

describe('answerCall', () => {
  let cookies: ReturnType<typeof memoryCookies>;
  let calls: StoreCall[];
  let routes: StoreRoutes;
  let cart: Array<{ id: number; title: string }>;
  let store: Store;
  let context: CallContext & { remembered: Product[]; restores: number };

  const call = (op: ChannelCall['op'], arg?: number | string) => ({ d2d: CHANNEL_PROTOCOL, kind: 'call', id: `c-${op}`, op, ...(arg === undefined ? {} : { arg }) }) as ChannelCall;

  beforeEach(async () => {
    cookies = memoryCookies();
    cookies.set('token', 'tok-1');
    calls = [];
    cart = [];
    routes = {
      'GET /api/account/getcurrent': () => ({ body: { id: 3 } }),
      'GET /api/account/shopping_carts': () => ({ body: cartJson(cart) }),
      'POST /api/account/shopping_carts': (c) => {
        const id = (c.body as { product_id: number }).product_id;
        if (cart.some((p) => p.id === id)) return { status: 422, body: { errors: { base: ['This product is already in your cart.'] } } };
        cart.push({ id, title: `Game ${id}` });
        return { body: cartJson(cart) };
      },
      'DELETE /api/account/shopping_carts/100': () => {
        cart = cart.filter((p) => p.id !== 1);
        return { body: cartJson(cart) };
      },
      'GET /api/product/get/1': () => ({ body: productJson(1, 'Stellar Odyssey') }),
      'GET /api/productquery/findpage': () => ({ body: { products: { items: [productJson(2, 'Stellar Drift')], totalCount: 1, pageIndex: 1, pageSize: 15 } } }),
    };
    store = createStore({ apiBase: STORE, site: 1, adapters: browserAdapters({ fetch: tableFetch(routes, calls), cookies, storage: memoryStorage() }) });
    await store.session.restore();
    const remembered: Product[] = [];
    context = {
      store,
      remembered,
      restores: 0,
      remember: (product) => void remembered.push(product),
      restore: async () => void (context.restores += 1),
    };
  });

  afterEach(() => {
    store.dispose();
    vi.useRealTimers();
  });

  it('should answer a product with its images on the store origin, and remember it', async () => {
    const answer = await answerCall(context, call('product', 1));
    expect(answer).toMatchObject({ kind: 'result', id: 'c-product', value: { id: 1, frontImage: `${STORE}/art/product/1/front.svg` } });
    expect(context.remembered.map((p) => p.id)).toEqual([1]);
  });

  it('should say an unknown product is not available, and remember nothing', async () => {
    expect(await answerCall(context, call('product', 9))).toEqual({ kind: 'error', id: 'c-product', code: 'not-found', message: 'This offer is not available.' });
    expect(context.remembered).toEqual([]);
  });

  it('should search titles for the typeahead', async () => {
    const answer = await answerCall(context, call('search', 'stellar'));
    expect(answer).toEqual({
      kind: 'result',
      id: 'c-search',
      value: [{ id: 2, title: 'Stellar Drift', uriSafeTitle: 'stellar-drift', productType: 'Game', thumbnail: `${STORE}/art/product/2/thumbnail.svg`, platform: 'PC' }],
    });
    const search = calls.find((c) => c.path === '/api/productquery/findpage')!;
    expect(search.query.get('search.titleonly')).toBe('true');
  });

  it('should add to the cart and answer with what was sent and the cart', async () => {
    const answer = await answerCall(context, call('add', 1));
    expect(answer).toMatchObject({ kind: 'result', value: { request: { product_id: 1 }, response: { cart_details: [{ product: { id: 1 } }] } } });
  });

  it("should pass the store's refusal on with its text", async () => {
    cart.push({ id: 1, title: 'Stellar Odyssey' });
    expect(await answerCall(context, call('add', 1))).toEqual({ kind: 'error', id: 'c-add', code: 'refused', message: 'This product is already in your cart.' });
  });

  it("should refuse a visitor's add without calling the server", async () => {
    store.session.clear();
    expect(await answerCall(context, call('add', 1))).toEqual({ kind: 'error', id: 'c-add', code: 'login', message: 'Please Login.' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('should remove a line and answer null', async () => {
    cart.push({ id: 1, title: 'Stellar Odyssey' });
    await store.cart.refresh();
    expect(await answerCall(context, call('remove', 100))).toEqual({ kind: 'result', id: 'c-remove', value: null });
    expect(store.cart.lines.value).toEqual([]);
  });

  it("should reload the shopper through the channel's restore", async () => {
    expect(await answerCall(context, call('refresh'))).toEqual({ kind: 'result', id: 'c-refresh', value: null });
    expect(context.restores).toBe(1);
  });

  it('should say the store is unavailable when it cannot be reached', async () => {
    routes['GET /api/product/get/1'] = () => {
      throw new TypeError('network down');
    };
    // core retries an unreachable server before giving up
    vi.useFakeTimers();
    const answering = answerCall(context, call('product', 1));
    await vi.runAllTimersAsync();
    expect(await answering).toEqual({ kind: 'error', id: 'c-product', code: 'unavailable', message: 'Service temporarily unavailable. Please try again later.' });
  });
});
