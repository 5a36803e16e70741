import { endpoints } from '@d2d/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryCookies, memoryStorage } from './adapters.js';
import { systemClock } from './browserAdapters.js';
import { createStore, NetworkError, RefusedError, ResponseShapeError, type EndpointValidators, type Store } from './index.js';
import { fakeServer } from './__tests__/fakeServer.js';
import { product } from './__tests__/fixtures.js';

const stores: Store[] = [];
let counter = 0;

/** A store whose schemas come from `loader`, as the reference store's `() => import(...)` does. */
function setup(loader: () => Promise<EndpointValidators>) {
  counter += 1;
  const server = fakeServer();
  const clock = systemClock();
  const store = createStore({
    apiBase: `https://lazy-${counter}.test`,
    site: 1,
    adapters: { fetch: server.fetch, cookies: memoryCookies(() => clock.now()), storage: memoryStorage(), clock },
    fingerprint: 'fp-test-0001',
    timeoutMs: false,
    validate: loader,
  });
  stores.push(store);
  const errors: unknown[] = [];
  store.on('error', ({ error }) => errors.push(error));
  return { store, server, errors };
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('schemas given as a loader', () => {
  it('should load them once, on the first call, and check every call with them', async () => {
    let loads = 0;
    const { store, server } = setup(async () => {
      loads += 1;
      return endpoints;
    });
    expect(loads).toBe(0);
    server.on('GET', '/api/product/get/1042', { body: { ...product(), unknown_field: 'dropped' } });
    server.on('GET', '/api/product/get/1', { body: { id: 'not-a-number' } });
    const [parsed, broken] = await Promise.all([store.api.catalogue.product(1042), store.api.catalogue.product(1).catch((e: unknown) => e)]);
    expect(parsed).not.toHaveProperty('unknown_field');
    expect(broken).toBeInstanceOf(ResponseShapeError);
    const refused = await store.api.cart.applyCoupon('   ').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusedError);
    expect(loads).toBe(1);
  });

  it('should send a read at once and check its answer when they arrive, but hold a write until then', async () => {
    let release: (value: EndpointValidators) => void = () => undefined;
    const { store, server } = setup(() => new Promise((resolve) => (release = resolve)));
    server.on('GET', '/api/product/get/1', { body: { id: 'not-a-number' } });
    server.on('POST', '/api/account/shopping_carts/coupon', { body: {} });
    let settled = false;
    const read = store.api.catalogue.product(1).then(
      () => (settled = true),
      (e: unknown) => ((settled = true), e),
    );
    const write = store.api.cart.applyCoupon('   ').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
    expect(settled).toBe(false);
    release(endpoints);
    expect(await read).toBeInstanceOf(ResponseShapeError);
    expect(await write).toBeInstanceOf(RefusedError);
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('should fail a call whose schemas did not load as a NetworkError, and load again on the next call', async () => {
    let loads = 0;
    const { store, server, errors } = setup(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return endpoints;
    });
    server.on('GET', '/api/product/get/1042', { body: product() });
    const failed = await store.api.cart.applyCoupon('SAVE10').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(errors).toEqual([failed]);
    expect(server.requests).toHaveLength(0);
    await expect(store.api.catalogue.product(1042)).resolves.toMatchObject({ id: product().id });
    expect(loads).toBe(2);
  });
});
