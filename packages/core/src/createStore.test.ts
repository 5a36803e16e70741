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
import { account, product, purchaseOffer, subscribeOffer, cart, cartLine } from './__tests__/fixtures.js';

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

  it("should count the session's premium plan at once, and otherwise the product's own read", () => {
    const store = make();
    store.session.account.value = account();
    const both = [purchaseOffer(), subscribeOffer()];
    expect(store.offerButton(product({ offerActions: both })).value.state).toBe('subscribe-buy');
    // the server knows of a plan the session has not loaded (or one cancelled but running)
    expect(store.offerButton(product({ offerActions: [purchaseOffer(), subscribeOffer({ canSubscribe: false })] })).value.state).toBe('subscribe-download-buy');
    store.session.premium.value = { subscription_price: 14.99, end_date: '2030-01-01T00:00:00.000Z', stop_renewing: false, tier: 1, status: 'subscribed' };
    expect(store.offerButton(product({ offerActions: both })).value.state).toBe('subscribe-download-buy');
  });
});

describe('ownership', () => {
  it('should change with the shopper, the VIP tier and the premium plan, and not on a refresh of the same account', () => {
    const store = make();
    const keys: string[] = [store.ownership.value];
    store.session.account.value = account();
    keys.push(store.ownership.value);
    store.session.account.value = account({ emailAddress: 'new@example.com' });
    expect(store.ownership.value).toBe(keys[1]);
    store.session.account.value = account({ vip_tier: 2 });
    keys.push(store.ownership.value);
    store.session.premium.value = { subscription_price: 14.99, end_date: '2030-01-01T00:00:00.000Z', stop_renewing: false, tier: 1, status: 'subscribed' };
    keys.push(store.ownership.value);
    store.session.account.value = account({ id: 8, vip_tier: 2 });
    keys.push(store.ownership.value);
    store.session.account.value = null;
    store.session.premium.value = null;
    keys.push(store.ownership.value);
    expect(new Set(keys).size).toBe(keys.length - 1);
    // a visitor again: the same as before anyone logged in
    expect(keys.at(-1)).toBe(keys[0]);
  });
});
