import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_COOKIE } from '@d2d/contract';
import {
  FINGERPRINT_STORAGE_KEY,
  StoreDisposedError,
  createStore,
  getStore,
  memoryCookies,
  memoryStorage,
  systemClock,
  type Store,
  type StoreAdapters,
} from './index.js';
import { fakeServer } from './__tests__/fakeServer.js';
import { account, product, purchaseOffer, cart, cartLine } from './__tests__/fixtures.js';

const created: Store[] = [];
function adapters(): StoreAdapters & { cookies: ReturnType<typeof memoryCookies> } {
  return { fetch: fakeServer().fetch, cookies: memoryCookies(), storage: memoryStorage(), clock: systemClock() };
}
function make(config: Partial<Parameters<typeof createStore>[0]> = {}) {
  const store = createStore({ apiBase: 'https://one.test', site: 1, adapters: adapters(), ...config });
  created.push(store);
  return store;
}
afterEach(() => {
  for (const store of created.splice(0)) store.dispose();
  vi.useRealTimers();
});

describe('createStore', () => {
  it('should return the same store for the same apiBase and site', () => {
    const a = make();
    expect(make({ apiBase: 'https://one.test/' })).toBe(a);
    expect(make({ site: 2 })).not.toBe(a);
    expect(make({ apiBase: 'https://two.test' })).not.toBe(a);
  });

  it('should find the page store with getStore, or explain how to create one', () => {
    expect(() => getStore()).toThrow('No D2D store on this page: call createStore({ apiBase, site, adapters }) before getStore().');
    const a = make();
    expect(getStore()).toBe(a);
    const b = make({ site: 3 });
    expect(() => getStore()).toThrow(/pass \{ apiBase, site \}/);
    expect(getStore({ apiBase: 'https://one.test', site: 3 })).toBe(b);
    expect(() => getStore({ apiBase: 'https://none.test', site: 1 })).toThrow(/call createStore/);
  });

  it('should refuse an incomplete config with the fix', () => {
    expect(() => make({ site: 7 as 1 })).toThrow(/unknown site 7/);
    expect(() => make({ apiBase: '' })).toThrow(/`apiBase` is required/);
    expect(() => createStore({ apiBase: 'https://x.test', site: 1 } as never)).toThrow(/browserAdapters\(\)/);
    expect(() => make({ fingerprint: 'bad value!' })).toThrow(/fingerprint/);
  });

  it('should not call the server or read the DOM when created', () => {
    const server = fakeServer();
    const store = make({ adapters: { ...adapters(), fetch: server.fetch } });
    expect(server.requests).toHaveLength(0);
    expect(store.session.isLoggedIn.value).toBe(false);
  });

  it('should keep one device fingerprint in storage across stores', () => {
    const storage = memoryStorage();
    const a = make({ adapters: { ...adapters(), storage } });
    a.dispose();
    const b = make({ adapters: { ...adapters(), storage } });
    expect(a.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(storage.getItem(FINGERPRINT_STORAGE_KEY)).toBe(a.fingerprint);
  });

  it('should keep the affiliate id in a 30-day cookie', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const a = adapters();
    a.cookies = memoryCookies(() => Date.now());
    const store = make({ adapters: a, affiliateId: 'partner-42' });
    expect(store.affiliateId).toBe('partner-42');
    expect(a.cookies.get(AFFILIATE_COOKIE)).toBe('partner-42');
    vi.advanceTimersByTime(29 * 86_400_000);
    expect(a.cookies.get(AFFILIATE_COOKIE)).toBe('partner-42');
    vi.advanceTimersByTime(2 * 86_400_000);
    expect(a.cookies.get(AFFILIATE_COOKIE)).toBeUndefined();
  });
});

describe('dispose', () => {
  it('should stop every timer, free the registry slot and refuse further use', () => {
    vi.useFakeTimers();
    const store = make();
    const ticks = vi.fn();
    store.clock.setInterval(ticks, 1000);
    store.countdown(Date.now() + 60_000);
    expect(store.clock.activeTimers).toBe(2);
    store.dispose();
    expect(store.clock.activeTimers).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(() => store.on('navigate', () => {})).toThrow(StoreDisposedError);
    expect(make()).not.toBe(store);
  });
});

describe('offerButton', () => {
  it('should follow the session and the cart', () => {
    const store = make();
    const p = product({ offerActions: [purchaseOffer()] });
    const button = store.offerButton(p);
    expect(button.value).toMatchObject({ state: 'purchase-buy', variant: 'v0' });
    store.session.account.value = account();
    store.cart.set(cart([cartLine(1, {}, { id: p.id })]));
    expect(button.value).toMatchObject({ state: 'purchase-buy', variant: 'v1', label: 'In Cart' });
  });
});
