import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@d2d/contract';
import { browserAdapters, createStore, memoryCookies, memoryStorage } from '@d2d/core';
import { tableFetch, type StoreCall } from '../test/bridge.js';
import { cartJson } from '../test/fixtures.js';
import { cartSignature, startTabSync, syncStoreTabs, type SyncedCart } from './tabSync.js';

const cart = (lines: number[], net = lines.length * 10): Cart =>
  ({ id: 1, cart_details: lines.map((id) => ({ id, product: { id, title: 't' } })), coupon_details: null, net_price: net, gross_price: net, currency_symbol: '$' }) as unknown as Cart;

function tab() {
  let listener: ((cart: Cart | null) => void) | undefined;
  const synced: SyncedCart & { change(value: Cart | null): void; refreshes: number } = {
    refreshes: 0,
    onChange(l) {
      listener = l;
      return () => (listener = undefined);
    },
    refresh() {
      synced.refreshes += 1;
    },
    isLoggedIn: () => true,
    change(value) {
      listener?.(value);
    },
  };
  return synced;
}

describe('startTabSync', () => {
  const stops: Array<() => void> = [];
  let key: string;
  beforeEach(() => {
    key = `k-${Math.random()}`;
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('should make the other tabs reload when one tab changes the cart, without echoes', async () => {
    const a = tab();
    const b = tab();
    stops.push(startTabSync(a, key), startTabSync(b, key));
    a.change(cart([]));
    b.change(cart([]));
    a.change(cart([1]));
    await vi.waitFor(() => expect(b.refreshes).toBe(1));
    // b's reload brings the same cart: it does not announce it back
    b.change(cart([1]));
    await new Promise((r) => setTimeout(r, 30));
    expect(a.refreshes).toBe(0);
    expect(b.refreshes).toBe(1);
  });

  it('should not announce the first cart a tab loads', async () => {
    const a = tab();
    const b = tab();
    stops.push(startTabSync(a, key), startTabSync(b, key));
    a.change(cart([1, 2]));
    await new Promise((r) => setTimeout(r, 30));
    expect(b.refreshes).toBe(0);
  });

  it('should reload when the tab becomes visible again', () => {
    const a = tab();
    stops.push(startTabSync(a, key));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(a.refreshes).toBe(1);
  });
});

describe('syncStoreTabs', () => {
  it("should announce the store's cart changes and reload its cart when another tab changed it", async () => {
    const calls: StoreCall[] = [];
    let lines = [{ id: 1, title: 'Stellar Odyssey' }];
    const cookies = memoryCookies();
    cookies.set('token', 'tok-1');
    const routes = {
      'GET /api/account/getcurrent': () => ({ body: { id: 3 } }),
      'GET /api/account/shopping_carts': () => ({ body: cartJson(lines) }),
    };
    const store = createStore({ apiBase: 'https://store.test', site: 3, adapters: browserAdapters({ fetch: tableFetch(routes, calls), cookies, storage: memoryStorage() }) });
    const otherTab = new BroadcastChannel('d2d-elements:3');
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));
    const stop = syncStoreTabs(store, window);
    try {
      await store.session.restore();
      await store.cart.refresh();
      lines = [...lines, { id: 2, title: 'Stellar Drift' }];
      await store.cart.refresh();
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'd2d-cart', signature: cartSignature(store.cart.cart.value) }]));
      const loads = calls.filter((c) => c.path === '/api/account/shopping_carts').length;
      otherTab.postMessage({ type: 'd2d-cart', signature: 'another cart' });
      await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/account/shopping_carts')).toHaveLength(loads + 1));
    } finally {
      stop();
      otherTab.close();
      store.dispose();
    }
  });
});

describe('cartSignature', () => {
  it('should differ when lines, coupon or total differ', () => {
    expect(cartSignature(null)).toBe('none');
    expect(cartSignature(cart([1]))).toBe(cartSignature(cart([1])));
    expect(cartSignature(cart([1]))).not.toBe(cartSignature(cart([2])));
    expect(cartSignature(cart([1], 10))).not.toBe(cartSignature(cart([1], 5)));
  });
});
