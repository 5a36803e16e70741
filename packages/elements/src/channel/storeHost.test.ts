import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters, createStore, memoryCookies, memoryStorage } from '@d2d/core';
import { tableFetch, type StoreCall, type StoreRoutes } from '../test/bridge.js';
import { cartJson, productJson } from '../test/fixtures.js';
import { fakeChannelWindow, messageEvent } from '../test/messages.js';
import { CHANNEL_PROTOCOL, type ShopperState } from './protocol.js';
import { startStoreHost, type StoreHost } from './storeHost.js';

const STORE = 'https://store.test';
const PARTNER = 'https://blog.example';

type Posted = { message: Record<string, unknown>; targetOrigin: string };

describe('startStoreHost', () => {
  let fake: ReturnType<typeof fakeChannelWindow>;
  let calls: StoreCall[];
  let cookies: ReturnType<typeof memoryCookies>;
  let host: StoreHost;
  let cart: Array<{ id: number; title: string }>;
  let routes: StoreRoutes;
  let stores: number;

  const send = (data: unknown, origin = PARTNER, source: unknown = fake.parent) => fake.win.dispatchEvent(messageEvent(data, origin, source));
  const hello = (origin = PARTNER) => send({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 1 }, origin);
  const call = (op: string, arg?: unknown, id = `c-${op}`) => send({ d2d: CHANNEL_PROTOCOL, kind: 'call', id, op, ...(arg === undefined ? {} : { arg }) });
  const posted = () => fake.posted as Posted[];
  const answerTo = (id: string) => posted().find((p) => p.message.id === id)?.message;
  const lastState = () => posted().filter((p) => p.message.kind !== 'result' && p.message.kind !== 'error').at(-1)?.message.state as ShopperState | undefined;
  const authorised = (c: StoreCall) => cookies.get('token') !== undefined && c.headers.get('authorization') === `Bearer ${cookies.get('token')}`;

  const start = () =>
    startStoreHost({
      window: fake.win,
      allowlist: [PARTNER, 'https://other-partner.example'],
      openStore: async (site) => {
        stores += 1;
        return createStore({ apiBase: STORE, site, adapters: browserAdapters({ fetch: tableFetch(routes, calls), cookies, storage: memoryStorage() }) });
      },
      readToken: () => cookies.get('token'),
      acceptLogin: (token) => cookies.set('token', token),
      pollMs: 20,
    });

  beforeEach(() => {
    fake = fakeChannelWindow(STORE);
    calls = [];
    stores = 0;
    cookies = memoryCookies();
    cookies.set('token', 'tok-123');
    cart = [];
    const unauthorised = { status: 401, body: { message: 'Unauthorized' } };
    routes = {
      'GET /d2d/regions/get_region/': () => ({ body: { region: { view: 1, code: 301 } } }),
      'GET /api/account/getcurrent': (c) => (authorised(c) ? { body: { id: 3, emailAddress: 'ana@example.com', address: { city: 'Oslo' } } } : unauthorised),
      'GET /api/account/shopping_carts': (c) => (authorised(c) ? { body: cartJson(cart) } : unauthorised),
      'POST /api/account/shopping_carts': (c) => {
        if (!authorised(c)) return unauthorised;
        const id = (c.body as { product_id: number }).product_id;
        if (cart.some((p) => p.id === id)) return { status: 422, body: { errors: { base: ['This product is already in your cart.'] } } };
        cart.push({ id, title: `Game ${id}` });
        return { body: cartJson(cart) };
      },
      'DELETE /api/account/shopping_carts/100': (c) => {
        if (!authorised(c)) return unauthorised;
        cart = cart.filter((p) => p.id !== 1);
        return { body: cartJson(cart) };
      },
      'GET /api/product/get/1': () => ({ body: productJson(1, 'Stellar Odyssey') }),
      'GET /api/productquery/findpage': () => ({
        body: { products: { items: [productJson(1, 'Stellar Odyssey'), productJson(2, 'Stellar Drift')], totalCount: 2, pageIndex: 1, pageSize: 15 } },
      }),
    };
    host = start();
  });

  afterEach(() => {
    host.stop();
    vi.useRealTimers();
  });

  it('should answer a hello from an allowed origin with the shopper, posted to that exact origin', async () => {
    hello();
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    const [ready] = posted();
    expect(ready!.targetOrigin).toBe(PARTNER);
    expect(ready!.message).toMatchObject({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: { loggedIn: true, site: 1, lines: [] } });
    // the partner sees no account details at all: no e-mail, no address, no token
    expect(JSON.stringify(ready!.message)).not.toMatch(/ana@|Oslo|tok-123/);
  });

  it('should give no answer at all to an origin off the allowlist, however close it looks', async () => {
    for (const origin of ['https://evil.example', 'https://blog.example.evil.test', 'http://blog.example', 'https://blog.example:444', 'null', '']) {
      hello(origin);
      send({ d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'x', op: 'product', arg: 1 }, origin);
    }
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toEqual([]);
    expect(posted()).toEqual([]);
    expect(stores).toBe(0);
  });

  it('should ignore messages that do not come from its parent frame', async () => {
    send({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 1 }, PARTNER, {});
    send({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 1 }, PARTNER, null);
    await new Promise((r) => setTimeout(r, 30));
    expect(posted()).toEqual([]);
  });

  it('should ignore malformed messages and unknown operations without answering', async () => {
    hello();
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    for (const data of [
      'hello',
      null,
      { kind: 'call' },
      { d2d: 'd2d-channel/1', kind: 'request', id: 'r', method: 'GET', path: '/api/account/inventories' },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'bad id', op: 'product', arg: 1 },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'a', op: 'checkout' },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'b', op: 'product', arg: '1' },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'c', op: 'add', arg: -1 },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'd', op: 'product', arg: 1, path: '/api/account/update_password' },
    ]) {
      send(data);
    }
    await new Promise((r) => setTimeout(r, 30));
    expect(posted()).toHaveLength(1);
  });

  it('should answer only the first partner origin that said hello', async () => {
    hello();
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    hello('https://other-partner.example');
    await new Promise((r) => setTimeout(r, 30));
    expect(posted().every((p) => p.targetOrigin === PARTNER)).toBe(true);
    expect(posted()).toHaveLength(1);
  });

  it('should load a product with its images on the store origin and its offer button', async () => {
    hello();
    call('product', 1);
    await vi.waitFor(() => expect(answerTo('c-product')).toBeDefined());
    const product = answerTo('c-product')!.value as { title: string; frontImage: string };
    expect(product.title).toBe('Stellar Odyssey');
    expect(product.frontImage).toBe(`${STORE}/art/product/1/front.svg`);
    // the state carrying the product's button arrives before the answer
    const answerAt = posted().findIndex((p) => p.message.id === 'c-product');
    expect((posted()[answerAt - 1]!.message.state as ShopperState).offers[1]).toMatchObject({ label: 'Add to Cart', action: 'add-to-cart' });
  });

  it('should add to the cart, push the new cart and the In Cart button, then answer with request and response', async () => {
    hello();
    call('product', 1);
    await vi.waitFor(() => expect(answerTo('c-product')).toBeDefined());
    call('add', 1);
    await vi.waitFor(() => expect(answerTo('c-add')).toBeDefined());
    expect(answerTo('c-add')!.value).toMatchObject({ request: { product_id: 1 }, response: { cart_details: [{ product: { id: 1 } }] } });
    expect(lastState()!.lines).toHaveLength(1);
    expect(lastState()!.offers[1]!.action).toBe('go-to-cart');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('should pass the store refusal on with its text', async () => {
    cart.push({ id: 1, title: 'Stellar Odyssey' });
    hello();
    call('add', 1);
    await vi.waitFor(() => expect(answerTo('c-add')).toBeDefined());
    expect(answerTo('c-add')).toMatchObject({ kind: 'error', code: 'refused', message: 'This product is already in your cart.' });
  });

  it('should refuse a visitor add without calling the server', async () => {
    cookies.remove('token');
    hello();
    call('add', 1);
    await vi.waitFor(() => expect(answerTo('c-add')).toBeDefined());
    expect(answerTo('c-add')).toMatchObject({ kind: 'error', code: 'login', message: 'Please Login.' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('should report an expired login as a login failure and the shopper as logged out', async () => {
    hello();
    await vi.waitFor(() => expect(lastState()?.loggedIn).toBe(true));
    // the token expires on the server: the store answers 401 to the add
    routes['POST /api/account/shopping_carts'] = () => ({ status: 401, body: { message: 'Unauthorized' } });
    call('add', 1);
    await vi.waitFor(() => expect(answerTo('c-add')).toBeDefined());
    expect(answerTo('c-add')).toMatchObject({ kind: 'error', code: 'login' });
    expect(lastState()!.loggedIn).toBe(false);
  });

  it('should remove a line', async () => {
    cart.push({ id: 1, title: 'Stellar Odyssey' });
    hello();
    await vi.waitFor(() => expect(lastState()?.lines).toHaveLength(1));
    call('remove', 100);
    await vi.waitFor(() => expect(answerTo('c-remove')).toMatchObject({ kind: 'result', value: null }));
    expect(lastState()!.lines).toEqual([]);
  });

  it('should search titles for the typeahead with absolute thumbnails', async () => {
    hello();
    call('search', 'stellar');
    await vi.waitFor(() => expect(answerTo('c-search')).toBeDefined());
    const search = calls.find((c) => c.path === '/api/productquery/findpage')!;
    expect(search.query.get('search.keywords')).toBe('stellar');
    expect(search.query.get('pagesize')).toBe('15');
    expect(answerTo('c-search')!.value).toEqual([
      { id: 1, title: 'Stellar Odyssey', uriSafeTitle: 'stellar-odyssey', productType: 'Game', thumbnail: `${STORE}/art/product/1/thumbnail.svg`, platform: 'PC' },
      { id: 2, title: 'Stellar Drift', uriSafeTitle: 'stellar-drift', productType: 'Game', thumbnail: `${STORE}/art/product/2/thumbnail.svg`, platform: 'PC' },
    ]);
  });

  it('should post each change of the shopper once, and nothing for a search', async () => {
    hello();
    call('product', 1);
    await vi.waitFor(() => expect(answerTo('c-product')).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    const before = posted().length;
    call('search', 'stellar');
    await vi.waitFor(() => expect(answerTo('c-search')).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    expect(posted().slice(before).map((p) => p.message.kind)).toEqual(['result']);
    const beforeAdd = posted().length;
    call('add', 1);
    await vi.waitFor(() => expect(answerTo('c-add')).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    // the cart loading, then the cart with the line: no state twice
    expect(posted().slice(beforeAdd).map((p) => [p.message.kind, (p.message.state as ShopperState | undefined)?.loading])).toEqual([['state', true], ['state', false], ['result', undefined]]);
  });

  it('should say the store is unavailable when it cannot be reached', async () => {
    hello();
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    routes['GET /api/product/get/1'] = () => {
      throw new TypeError('network down');
    };
    call('product', 1);
    await vi.waitFor(() => expect(answerTo('c-product')).toBeDefined());
    expect(answerTo('c-product')).toMatchObject({ kind: 'error', code: 'unavailable', message: 'Service temporarily unavailable. Please try again later.' });
  });

  it('should tell the partner when the shopper logs in or out on the store', async () => {
    cookies.remove('token');
    hello();
    await vi.waitFor(() => expect(lastState()?.loggedIn).toBe(false));
    cart.push({ id: 1, title: 'Stellar Odyssey' });
    cookies.set('token', 'new-login');
    await vi.waitFor(() => expect(lastState()).toMatchObject({ loggedIn: true, lines: [{ line: { product: { id: 1 } } }] }));
    cookies.remove('token');
    await vi.waitFor(() => expect(lastState()).toMatchObject({ loggedIn: false, cart: null }));
    expect(posted().every((p) => p.targetOrigin === PARTNER)).toBe(true);
  });

  it("should read the page's products again when the shopper logs in, logs out or comes back after buying on the store", async () => {
    const owned = new Set<number>();
    routes['GET /api/product/get/1'] = (c) => ({ body: productJson(1, 'Stellar Odyssey', { hasBeenPurchased: authorised(c) && owned.has(1) }) });
    owned.add(1);
    cookies.remove('token');
    hello();
    call('product', 1);
    await vi.waitFor(() => expect(answerTo('c-product')).toBeDefined());
    expect(lastState()!.offers[1]).toMatchObject({ state: 'purchase-buy', label: 'Add to Cart' });
    // a login seen by the channel: the owner's states
    cookies.set('token', 'tok-123');
    await vi.waitFor(() => expect(lastState()!.offers[1]).toMatchObject({ state: 'purchase-download', label: 'Download', action: 'download' }));
    // logged out: a visitor's button again
    cookies.remove('token');
    await vi.waitFor(() => expect(lastState()!.offers[1]).toMatchObject({ state: 'purchase-buy' }));
    // logged in again, the game not owned any more (traded in); then bought on the store's pages
    owned.delete(1);
    cookies.set('token', 'tok-123');
    await vi.waitFor(() => expect(lastState()).toMatchObject({ loggedIn: true }));
    await new Promise((r) => setTimeout(r, 30));
    expect(lastState()!.offers[1]!.state).toBe('purchase-buy');
    owned.add(1);
    fake.win.document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(lastState()!.offers[1]!.state).toBe('purchase-download'));
  });

  it("should take a login handed over by the store's own login window, and only from it", async () => {
    cookies.remove('token');
    hello();
    await vi.waitFor(() => expect(lastState()?.loggedIn).toBe(false));
    const handoff = { d2d: 'd2d-login-handoff/1', token: 'tok-123' + 'x'.repeat(20) };
    const loginWindow = {};
    // another origin, the partner page itself, or a malformed message: nothing happens
    send(handoff, 'https://evil.example', loginWindow);
    send(handoff, PARTNER, fake.parent);
    send({ ...handoff, token: 'bad token' }, STORE, loginWindow);
    await new Promise((r) => setTimeout(r, 60));
    expect(cookies.get('token')).toBeUndefined();
    expect(lastState()!.loggedIn).toBe(false);
    // the store's login window, on the store's origin
    routes['GET /api/account/getcurrent'] = (c) => (c.headers.get('authorization') === `Bearer ${handoff.token}` ? { body: { id: 3 } } : { status: 401, body: {} });
    routes['GET /api/account/shopping_carts'] = () => ({ body: cartJson([{ id: 1, title: 'Stellar Odyssey' }]) });
    send(handoff, STORE, loginWindow);
    await vi.waitFor(() => expect(lastState()).toMatchObject({ loggedIn: true, lines: [{ line: { product: { id: 1 } } }] }));
    expect(cookies.get('token')).toBe(handoff.token);
  });

  it('should make one store however many hellos, and greet each one', async () => {
    hello();
    hello();
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted().map((p) => p.message.kind)).toEqual(['ready', 'ready']);
    expect(stores).toBe(1);
  });

  it('should stay silent, and answer no call, when the store cannot be made', async () => {
    host.stop();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host = startStoreHost({ window: fake.win, allowlist: [PARTNER], openStore: () => Promise.reject(new Error('broken config')), readToken: () => undefined });
    hello();
    call('product', 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(posted()).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(new Error('broken config'));
    consoleError.mockRestore();
  });

  it('should do nothing when it is not inside a frame', async () => {
    host.stop();
    const top = fakeChannelWindow(STORE);
    Object.assign(top.win, { parent: top.win });
    host = startStoreHost({ window: top.win, allowlist: [PARTNER], openStore: () => Promise.reject(new Error('no store')), readToken: () => undefined });
    top.win.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 1 }, PARTNER, top.win));
    await new Promise((r) => setTimeout(r, 10));
    expect(top.posted).toEqual([]);
  });
});
