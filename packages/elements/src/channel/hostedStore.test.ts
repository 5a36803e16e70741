import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters, createStore, memoryCookies, memoryStorage, type Store } from '@d2d/core';
import { tableFetch, type StoreRoutes } from '../test/bridge.js';
import { cartJson } from '../test/fixtures.js';
import { fakeChannelWindow } from '../test/messages.js';
import { hostStore, type HostedStore } from './hostedStore.js';

const STORE = 'https://store.test';

describe('hostStore', () => {
  let cookies: ReturnType<typeof memoryCookies>;
  let routes: StoreRoutes;
  let store: Store;
  let hosted: HostedStore;
  const onChange = vi.fn();

  beforeEach(() => {
    onChange.mockClear();
    cookies = memoryCookies();
    cookies.set('token', 'tok-1');
    routes = {
      'GET /api/account/getcurrent': () => ({ body: { id: 3 } }),
      'GET /api/account/shopping_carts': () => ({ body: cartJson([{ id: 1, title: 'Stellar Odyssey' }]) }),
    };
    store = createStore({ apiBase: STORE, site: 1, adapters: browserAdapters({ fetch: tableFetch(routes, []), cookies, storage: memoryStorage() }) });
    hosted = hostStore(store, { window: fakeChannelWindow(STORE).win, readToken: () => cookies.get('token'), onChange });
  });

  afterEach(() => hosted.dispose());

  it('should tell the channel when the login or the cart changes', async () => {
    onChange.mockClear();
    await hosted.login.restore();
    expect(store.session.isLoggedIn.value).toBe(true);
    expect(store.cart.productIds.value).toEqual([1]);
    // login, then the cart loading, the cart and the end of loading
    expect(onChange.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('should fail a call that met an expired login instead of waiting for a login dialog', async () => {
    await hosted.login.restore();
    routes['GET /api/account/shopping_carts'] = () => ({ status: 401, body: { message: 'Unauthorized' } });
    await expect(store.cart.refresh()).rejects.toThrow();
    expect(store.session.isLoggedIn.value).toBe(false);
  });

  it('should stop listening and dispose the store', async () => {
    hosted.dispose();
    expect(store.disposed).toBe(true);
    onChange.mockClear();
    store.session.clear();
    expect(onChange).not.toHaveBeenCalled();
    // a second dispose is harmless
    hosted.dispose();
  });
});
