import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@d2d/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, RefusedError, ResponseShapeError, type Store, type StoreEvents } from './index.js';
import { fakeServer, type FakeServer } from './__tests__/fakeServer.js';
import { cart, cartLine, product, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
function setup(options: Parameters<typeof testStore>[0] = {}) {
  const t = testStore(options);
  stores.push(t.store);
  const seen: Array<{ event: keyof StoreEvents; payload: unknown }> = [];
  for (const event of ['navigate', 'login-required', 'dialog', 'cart-change', 'expired-token', 'error'] as const) {
    t.store.on(event, (payload) => seen.push({ event, payload }));
  }
  const navigations = () => seen.filter((e) => e.event === 'navigate').map((e) => (e.payload as { path: string }).path);
  return { ...t, seen, navigations };
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('headers and encoding', () => {
  it('should send the bearer token from the token cookie and the fingerprint on every call', async () => {
    const { store, server } = setup({ token: 'tok-123' });
    server.on('GET', '/api/product/get/1042', { body: product() });
    await store.api.catalogue.product(1042);
    const [request] = server.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request?.headers.get('x-device-fingerprint')).toBe('fp-test-0001');
  });

  it('should send no Authorization header without a token', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/product/get/1042', { body: product() });
    await store.api.catalogue.product(1042);
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
    expect(server.requests[0]?.headers.get('x-device-fingerprint')).toBe('fp-test-0001');
  });

  it('should fill path params and write list queries as repeated keys', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/productquery/findpage', { body: { products: { items: [], totalItems: 0, currentPageIndex: 1, pageSize: 25, isFirstPage: true, isLastPage: true } } });
    server.on('DELETE', '/api/account/shopping_carts/coupon/SAVE%2010', { body: cart() });
    await store.api.catalogue.findPage({ pagesize: 25, pageindex: 1, platform: [1100, 1310], 'search.keywords': 'doom', onsale: true }).catch(() => undefined);
    const query = server.requests[0]?.query;
    expect(query?.getAll('platform')).toEqual(['1100', '1310']);
    expect(query?.get('search.keywords')).toBe('doom');
    expect(query?.get('onsale')).toBe('true');
    await store.api.cart.removeCoupon('SAVE 10');
    expect(server.requests[1]?.path).toBe('/api/account/shopping_carts/coupon/SAVE%2010');
  });
});

describe('responses and contract validation', () => {
  it("should parse answers with the contract's schema", async () => {
    const { store, server } = setup({ token: 't' });
    server.on('GET', '/api/account/shopping_carts', { body: { ...cart([cartLine(1)]), unknown_field: 'dropped' } });
    const answer = await store.api.cart.get();
    expect(answer.cart_details[0]?.product.title).toBe('Game 1');
    expect(answer).not.toHaveProperty('unknown_field');
  });

  it('should reject a 2xx body that breaks the contract with ResponseShapeError', async () => {
    const { store, server, seen } = setup();
    server.on('GET', '/api/product/get/1', { body: { id: 'not-a-number' } });
    const error = await store.api.catalogue.product(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ status: 200, body: { id: 'not-a-number' } });
    expect(seen.some((e) => e.event === 'error')).toBe(true);
  });

  it('should refuse a request body that breaks the contract without calling the server', async () => {
    const { store, server } = setup({ token: 't' });
    const error = await store.api.cart.applyCoupon('   ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedError);
    expect((error as RefusedError).reason).toBe('invalid-input');
    expect(server.requests).toHaveLength(0);
  });
});

describe('generic API handling (spec §8)', () => {
  const cases: Array<[number, string | null]> = [
    [404, '/404'],
    [400, '/400'],
    [503, '/maintenance'],
    [500, '/error'],
    [502, '/error'],
    [418, '/error'],
    [403, null],
    [409, null],
    [422, null],
  ];

  for (const [status, path] of cases) {
    it(`should ${path ? `navigate to ${path}` : 'not navigate'} on ${status} and reject with ApiError`, async () => {
      const { store, server, navigations } = setup({ token: 't' });
      server.on('POST', '/api/account/shopping_carts', { status, body: { errors: { base: ['nope'] }, error_code: 7 } });
      const error = await store.api.cart.add({ product_id: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code: 7, body: { errors: { base: ['nope'] } } });
      expect((error as ApiError).cause).toBeUndefined();
      expect(navigations()).toEqual(path ? [path] : []);
    });
  }

  it('should ignore status 0: no navigation, NetworkError with the cause', async () => {
    const { store, server, navigations, seen } = setup({ token: 't' });
    server.offline();
    const error = await store.api.cart.add({ product_id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect(navigations()).toEqual([]);
    expect(seen.filter((e) => e.event === 'error')).toHaveLength(1);
  });

  it('should reject an aborted call with the abort reason and report no error', async () => {
    const server = fakeServer();
    // a server that never answers, so only the abort ends the call
    const hanging: FakeServer = {
      ...server,
      fetch: (input, init) =>
        new Promise<Response>((_, reject) => {
          const signal = input instanceof Request ? input.signal : init?.signal;
          if (signal?.aborted) reject(signal.reason as Error);
          signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        }),
    };
    const { store, navigations, seen } = setup({ token: 't', server: hanging });
    const controller = new AbortController();
    const pending = store.api.catalogue.product(1042, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(navigations()).toEqual([]);
    expect(seen.filter((e) => e.event === 'error')).toEqual([]);
  });

  it('should leave statuses the caller handles to the caller', async () => {
    const { store, server, navigations } = setup({ token: 't' });
    server.on('POST', '/d2d/xsolla/subscribe_premium', { status: 500, body: { message: 'down' } });
    await expect(store.api.premium.subscribe()).rejects.toMatchObject({ status: 500 });
    expect(navigations()).toEqual([]);
  });

  it('should never retry a non-idempotent call', async () => {
    const { store, server } = setup({ token: 't' });
    server.on('POST', '/api/account/shopping_carts', { status: 502, body: {} });
    await store.api.cart.add({ product_id: 1 }).catch(() => undefined);
    expect(server.calls('POST', '/api/account/shopping_carts')).toHaveLength(1);
  });

  it('should retry a read after a gateway error', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/product/get/5', { body: product({ id: 5 }) });
    server.on('GET', '/api/product/get/5', { status: 502, body: {} }, 1);
    await expect(store.api.catalogue.product(5)).resolves.toMatchObject({ id: 5 });
    expect(server.calls('GET', '/api/product/get/5')).toHaveLength(2);
  });
});

describe('without validation', () => {
  it('should send a request the schemas would refuse and let the server answer it', async () => {
    const { store, server } = setup({ token: 't', validate: false });
    server.on('POST', '/api/account/shopping_carts/coupon', { status: 422, body: { errors: { coupon_code: ['is invalid'] } } });
    const error = await store.api.cart.applyCoupon('   ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });

  it('should hand back a 2xx body as the server sent it, unknown fields included', async () => {
    const { store, server } = setup({ validate: false });
    server.on('GET', '/api/product/get/1', { body: { ...product({ id: 1 }), unknown_field: 1 } });
    const answer = await store.api.catalogue.product(1);
    expect(answer).toMatchObject({ id: 1, unknown_field: 1 });
  });

  it('should still check a call given with its own schemas', async () => {
    const { store, server } = setup({ validate: false });
    server.on('GET', '/api/product/get/1', { body: { id: 'not-a-number' } });
    const error = await store.api.transport.call(endpoints.productGet, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
  });

  it('should refuse a name the route table does not have', async () => {
    const { store, server } = setup({ validate: false });
    const error = await store.api.transport.call('noSuchCall' as 'cartGet').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('the API client', () => {
  it('should wrap every call of the contract endpoint table in a resource', () => {
    const dir = fileURLToPath(new URL('./api/', import.meta.url));
    const sources = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(dir + name, 'utf8'))
      .join('\n');
    // links a mail opens answer a 303 to a store page: the browser follows them, nobody calls them
    const links = new Set(['streamingListConfirm']);
    const missing = Object.keys(endpoints).filter((name) => !links.has(name) && !new RegExp(`'${name}'`).test(sources));
    expect(missing).toEqual([]);
  });
});
