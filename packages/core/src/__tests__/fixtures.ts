/**
 * Wire fixtures shaped like the server's answers (they pass the contract's schemas), and a
 * store factory for tests.
 */
import { endpoints, type Account, type Cart, type CartLine, type OfferAction, type Product, type VipTier } from '@d2d/contract';
import { memoryCookies, memoryStorage, type CookieAdapter, type StorageAdapter } from '../adapters.js';
import { systemClock } from '../browserAdapters.js';
import { createStore, type Store } from '../createStore.js';
import type { SiteId } from '@d2d/contract';
import { fakeServer, type FakeServer } from './fakeServer.js';

export function account(overrides: Partial<Account> = {}): Account {
  return {
    id: 7,
    emailAddress: 'ana@example.com',
    userName: 'ana',
    unconfirmedEmail: null,
    purchase_amount: 0,
    vip_tier: null,
    bonus20hrs: null,
    freeTrialEvent: null,
    temporary_email: false,
    ...overrides,
  };
}

export function cartLine(id: number, overrides: Partial<CartLine> = {}, product: Partial<CartLine['product']> = {}): CartLine {
  return {
    id,
    originPrice: 29.99,
    discountedPrice: 19.99,
    product: { id: 1000 + id, title: `Game ${id}`, drm_type: 'Steam', ...product },
    offer_items: { atgames_price: 29.99, discounted_price: 19.99, vip_price: 0, trade_in_price: 0 },
    ...overrides,
  };
}

export function cart(lines: CartLine[] = [], overrides: Partial<Cart> = {}): Cart {
  return {
    id: 55,
    cart_details: lines,
    coupon_details: null,
    currency_symbol: '$',
    gross_price: 0,
    net_price: 0,
    ...overrides,
  };
}

export function purchaseOffer(overrides: Partial<Extract<OfferAction, { offerActionType: 'Purchase' }>> = {}): OfferAction {
  return {
    offerActionType: 'Purchase',
    skuId: 501,
    listPrice: 29.99,
    purchasePrice: { amount: 19.99, currency: { isoCode: 'USD', symbol: '$' }, endTime: null },
    buyableFromCountry: 'Y',
    ...overrides,
  };
}

export function subscribeOffer(overrides: Partial<Extract<OfferAction, { offerActionType: 'Subscribe' }>> = {}): OfferAction {
  return { offerActionType: 'Subscribe', skuId: 601, canSubscribe: true, hasActivationKeys: false, ...overrides };
}

export function product(overrides: Partial<Product> = {}): Product {
  return { id: 1042, title: 'Doom', productType: 'Game', offerActions: [purchaseOffer()], ...overrides };
}

export const VIP_TIERS: VipTier[] = [
  { tier: 1, tierName: 'Bronze', purchasePrice: 100, tierQuantityRequired: 100, purchase_discount: 2, genba_discount: 1 },
  { tier: 2, tierName: 'Silver', purchasePrice: 250, tierQuantityRequired: 250, purchase_discount: 4, genba_discount: 2 },
  { tier: 3, tierName: 'Gold', purchasePrice: 500, tierQuantityRequired: 500, purchase_discount: 6, genba_discount: 3 },
  { tier: 4, tierName: 'Platinum', purchasePrice: 1000, tierQuantityRequired: 1000, purchase_discount: 10, genba_discount: 5 },
];

export interface TestStore {
  store: Store;
  server: FakeServer;
  cookies: CookieAdapter & { entries(): Record<string, string> };
  storage: StorageAdapter;
}

let counter = 0;

/**
 * A fresh store over a fake server (each with its own apiBase, so the registry never shares).
 * It checks calls with the contract's schemas unless `validate: false` (what the elements do).
 */
export function testStore(options: { site?: SiteId; token?: string; server?: FakeServer; validate?: boolean } = {}): TestStore {
  counter += 1;
  const server = options.server ?? fakeServer();
  const clock = systemClock();
  const cookies = memoryCookies(() => clock.now());
  const storage = memoryStorage();
  if (options.token) cookies.set('token', options.token);
  const store = createStore({
    apiBase: `https://api-${counter}.test`,
    site: options.site ?? 1,
    adapters: { fetch: server.fetch, cookies, storage, clock },
    fingerprint: 'fp-test-0001',
    timeoutMs: false,
    ...(options.validate === false ? {} : { validate: endpoints }),
  });
  return { store, server, cookies, storage };
}
