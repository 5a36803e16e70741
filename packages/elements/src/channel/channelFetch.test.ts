import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, memoryCookies, memoryStorage, systemClock, ApiError, NetworkError, type Store } from '@d2d/core';
import { bridgeChannel, type Bridge } from '../test/bridge.js';
import { CHANNEL_TOKEN_MARKER, channelCookies } from './channelCookies.js';
import { ChannelClient } from './channelClient.js';
import { channelFetch } from './channelFetch.js';

let counter = 0;
const cart = (lines: number[]) => ({
  id: 5,
  cart_details: lines.map((id) => ({
    id: id * 10,
    originPrice: 19.99,
    discountedPrice: 19.99,
    product: { id, title: `Game ${id}` },
    offer_items: { atgames_price: 19.99, discounted_price: 19.99, vip_price: 0, trade_in_price: 0 },
  })),
  coupon_details: null,
  currency_symbol: '$',
  gross_price: 19.99 * lines.length,
  net_price: 19.99 * lines.length,
});

describe('channelFetch with a core store', () => {
  let storeOrigin: string;
  let client: ChannelClient;
  let bridge: Bridge;
  let store: Store;
  let token: string | undefined;
  let lines: number[];

  beforeEach(() => {
    counter += 1;
    storeOrigin = `https://store-${counter}.test`;
    token = 'secret-token';
    lines = [];
    client = new ChannelClient({ storeOrigin });
    bridge = bridgeChannel(client.frame, {
      storeOrigin,
      token: () => token,
      routes: {
        'GET /api/account/getcurrent': () => (token ? { body: { id: 1, emailAddress: 'ana@example.com', token } } : { status: 401, body: { message: 'Unauthorized' } }),
        'GET /api/account/shopping_carts': () => ({ body: cart(lines) }),
        'POST /api/account/shopping_carts': (call) => {
          lines.push((call.body as { product_id: number }).product_id);
          return { body: cart(lines) };
        },
        'GET /api/product/get/404': () => ({ status: 404, body: { message: 'Not found' } }),
      },
    });
    store = createStore({
      apiBase: storeOrigin,
      site: 1,
      adapters: { fetch: channelFetch(client), cookies: channelCookies(memoryCookies(), client), storage: memoryStorage(), clock: systemClock() },
    });
  });

  afterEach(() => {
    store.dispose();
    bridge.stop();
    client.dispose();
  });

  it('should restore the store login and load the cart through the channel', async () => {
    await client.ready;
    expect(store.session.token).toBe(CHANNEL_TOKEN_MARKER);
    const account = await store.session.restore();
    expect(account?.id).toBe(1);
    await store.cart.add({ product_id: 1042 });
    expect(store.cart.productIds.value).toEqual([1042]);
    // the store's real token is added by the channel; the partner page never holds it
    expect(bridge.calls.every((c) => c.headers.Authorization === 'Bearer secret-token')).toBe(true);
    expect(bridge.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/account/getcurrent', 'POST /api/account/shopping_carts']);
    expect(bridge.calls[1]!.body).toEqual({ product_id: 1042 });
    expect(bridge.calls[1]!.headers['X-Device-Fingerprint']).toBe(store.fingerprint);
  });

  it('should hand error statuses to core as the API errors they are', async () => {
    await client.ready;
    await expect(store.api.catalogue.product(404, { navigate: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('should refuse URLs of other origins', async () => {
    const fetch = channelFetch(client);
    await expect(fetch('https://evil.example/api/account/getcurrent')).rejects.toThrow(TypeError);
  });

  it('should make a refused channel a network error for core', async () => {
    const lonely = new ChannelClient({ storeOrigin: 'https://nowhere.test', readyTimeoutMs: 50 });
    const other = createStore({
      apiBase: 'https://nowhere.test',
      site: 1,
      adapters: { fetch: channelFetch(lonely), cookies: channelCookies(memoryCookies(), lonely), storage: memoryStorage(), clock: systemClock() },
    });
    await expect(other.api.catalogue.product(1, { navigate: false })).rejects.toBeInstanceOf(NetworkError);
    other.dispose();
    lonely.dispose();
  });
});

describe('channelCookies', () => {
  it('should show a marker, never a token, while the store has a login', () => {
    const state = { session: true, markSignedOut() { state.session = false; } };
    const base = memoryCookies();
    const cookies = channelCookies(base, state);
    expect(cookies.get('token')).toBe(CHANNEL_TOKEN_MARKER);
    cookies.set('token', 'real-token');
    expect(base.get('token')).toBeUndefined();
    cookies.remove('token');
    expect(state.session).toBe(false);
    expect(cookies.get('token')).toBeUndefined();
  });

  it('should keep the page own cookies for everything else', () => {
    const base = memoryCookies();
    const cookies = channelCookies(base, { session: false, markSignedOut() {} });
    cookies.set('aff', 'blog42', { maxAgeSeconds: 60 });
    expect(base.get('aff')).toBe('blog42');
    expect(cookies.get('aff')).toBe('blog42');
    cookies.remove('aff');
    expect(base.get('aff')).toBeUndefined();
  });
});
