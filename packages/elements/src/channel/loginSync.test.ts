import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters, createStore, memoryCookies, memoryStorage, type Store } from '@d2d/core';
import { tableFetch, type StoreCall, type StoreRoutes } from '../test/bridge.js';
import { cartJson } from '../test/fixtures.js';
import { loginSync, restoreShopper } from './loginSync.js';

const STORE = 'https://store.test';

describe('loginSync', () => {
  let cookies: ReturnType<typeof memoryCookies>;
  let calls: StoreCall[];
  let routes: StoreRoutes;
  let store: Store;
  const readToken = () => cookies.get('token');
  const authorised = (c: StoreCall) => c.headers.get('authorization') === `Bearer ${cookies.get('token')}`;

  beforeEach(() => {
    cookies = memoryCookies();
    calls = [];
    const unauthorised = { status: 401, body: { message: 'Unauthorized' } };
    routes = {
      'GET /api/account/getcurrent': (c) => (authorised(c) ? { body: { id: 3 } } : unauthorised),
      'GET /api/account/shopping_carts': (c) => (authorised(c) ? { body: cartJson([{ id: 1, title: 'Stellar Odyssey' }]) } : unauthorised),
    };
    store = createStore({ apiBase: STORE, site: 1, adapters: browserAdapters({ fetch: tableFetch(routes, calls), cookies, storage: memoryStorage() }) });
  });

  afterEach(() => {
    store.dispose();
    vi.useRealTimers();
  });

  it('should restore the login and the cart the store has', async () => {
    cookies.set('token', 'tok-1');
    await loginSync(store, readToken).restore();
    expect(store.session.isLoggedIn.value).toBe(true);
    expect(store.cart.productIds.value).toEqual([1]);
  });

  it('should do nothing while the token is the one it saw', async () => {
    cookies.set('token', 'tok-1');
    const login = loginSync(store, readToken);
    login.check();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
  });

  it('should follow a login and a logout made in another window', async () => {
    const login = loginSync(store, readToken);
    await login.restore();
    expect(store.session.isLoggedIn.value).toBe(false);
    cookies.set('token', 'tok-2');
    login.check();
    await vi.waitFor(() => expect(store.cart.productIds.value).toEqual([1]));
    expect(store.session.isLoggedIn.value).toBe(true);
    cookies.remove('token');
    login.check();
    expect(store.session.isLoggedIn.value).toBe(false);
    expect(store.cart.cart.value).toBeNull();
  });

  it('should leave a visitor when the store cannot be reached', async () => {
    cookies.set('token', 'tok-1');
    routes['GET /api/account/getcurrent'] = () => {
      throw new TypeError('network down');
    };
    // core retries an unreachable server before giving up
    vi.useFakeTimers();
    const restoring = restoreShopper(store);
    await vi.runAllTimersAsync();
    await expect(restoring).resolves.toBeUndefined();
    expect(store.session.isLoggedIn.value).toBe(false);
  });
});
