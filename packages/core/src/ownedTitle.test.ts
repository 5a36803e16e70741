import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type InventoryItem } from '@d2d/contract';
import { fileDownload, offerButtonState, offerFiles, offerKeys, type Store } from './index.js';
import { account, product, purchaseOffer, subscribeOffer, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function setup() {
  const t = testStore({ token: 'tok' });
  stores.push(t.store);
  t.store.session.account.value = account();
  return t;
}

const key = (skuId: number, value: string) => ({ skuId, name: 'Steam key', key: value, entitlement_status: 'activated' as const });

function item(id: number, productId: number, overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id,
    product_item: { id: productId, title: `Game ${productId}`, drm: 'Steam' },
    purchase_type: 'purchase',
    game_keys: [],
    game_files: [],
    ...overrides,
  };
}

function page(items: InventoryItem[], pageIndex = 1, isLastPage = true) {
  return { items, totalItems: items.length, currentPageIndex: pageIndex, pageSize: 100, isFirstPage: pageIndex === 1, isLastPage };
}

const owned = product({ id: 1042, hasPurchaseActivationKeys: true, offerActions: [purchaseOffer({ hasBeenPurchased: true })] });
const ownedButton = offerButtonState({ product: owned, isLoggedIn: true });

describe('offerKeys', () => {
  it('should read the keys of the purchased sku', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/product/getpurchasedactivationkeys', (r) => ({ body: { keys: r.query.get('skuId') === '501' ? [key(501, 'AAAAA-BBBBB-CCCCC')] : [] } }));
    expect(await offerKeys(store, owned, ownedButton)).toEqual([key(501, 'AAAAA-BBBBB-CCCCC')]);
    expect(server.calls('GET', '/api/account/inventories')).toHaveLength(0);
  });

  it("should fall back to the library: a bundle's games' keys, and the store DRM's key issued on request", async () => {
    const { store, server } = setup();
    const bundle = product({ id: 6, productType: 'Bundle', bundledSkuProducts: [{ id: 1, title: 'One' }, { id: 4, title: 'Four' }], offerActions: [purchaseOffer({ skuId: 60, hasBeenPurchased: true })] });
    server.on('GET', '/api/product/getpurchasedactivationkeys', { body: { keys: [] } });
    server.on('GET', '/api/account/inventories', {
      body: page([item(31, 1, { game_keys: [key(10, 'KEY-ONE')] }), item(32, 99, { game_keys: [key(990, 'NOT-THIS')] }), item(33, 4, { product_item: { id: 4, title: 'Four', drm: 'SecuRom' } })]),
    });
    server.on('POST', '/api/account/inventories/get_securom_key', (r) => ({ body: key(40, `SECUROM-${(r.body as { account_inventory_id: number }).account_inventory_id}`) }));
    const keys = await offerKeys(store, bundle, offerButtonState({ product: bundle, isLoggedIn: true }));
    expect(keys.map((k) => k.key)).toEqual(['KEY-ONE', 'SECUROM-33']);
    expect(server.calls('GET', '/api/account/inventories')[0]!.query.get('purchase_type')).toBe('purchase');
  });

  it("should take a premium member's key with the subscription keys call", async () => {
    const { store, server } = setup();
    const monthly = product({ hasActivationKeysOnly: true, offerActions: [purchaseOffer(), subscribeOffer({ skuId: 601, hasActivationKeys: true })] });
    server.on('GET', '/api/product/getsubscriptionactivationkeys', (r) => ({ body: { keys: [key(Number(r.query.get('skuId')), 'PLAN-KEY')] } }));
    const button = offerButtonState({ product: monthly, isLoggedIn: true, isPremiumMember: true });
    expect(await offerKeys(store, monthly, button)).toEqual([key(601, 'PLAN-KEY')]);
    expect(server.calls('GET', '/api/product/getpurchasedactivationkeys')).toHaveLength(0);
  });
});

describe('offerFiles', () => {
  it("should list the library item's files, looking through the pages newest first", async () => {
    const { store, server } = setup();
    const full = Array.from({ length: 100 }, (_, i) => item(100 + i, 5000 + i));
    server.on('GET', '/api/account/inventories', (r) =>
      r.query.get('page') === '1'
        ? { body: page(full, 1, false) }
        : { body: page([item(7, 1042, { game_files: [{ name: 'Doom', skuId: 501 }, { name: 'Soundtrack', skuId: 502 }] })], 2, true) },
    );
    expect(await offerFiles(store, owned, ownedButton)).toEqual([{ name: 'Doom', skuId: 501 }, { name: 'Soundtrack', skuId: 502 }]);
    const calls = server.calls('GET', '/api/account/inventories');
    expect(calls.map((c) => [c.query.get('page'), c.query.get('sorting'), c.query.get('direction')])).toEqual([['1', 'date', 'desc'], ['2', 'date', 'desc']]);
  });

  it("should offer the title's own sku when the library has no item of it, and a member the subscribe offer's", async () => {
    const { store, server } = setup();
    server.on('GET', '/api/account/inventories', { body: page([]) });
    expect(await offerFiles(store, owned, ownedButton)).toEqual([{ name: 'Doom', skuId: 501 }]);
    const monthly = product({ offerActions: [subscribeOffer({ skuId: 601 })] });
    const member = offerButtonState({ product: monthly, isLoggedIn: true, isPremiumMember: true });
    expect(await offerFiles(store, monthly, member)).toEqual([{ name: 'Doom', skuId: 601 }]);
    expect(server.calls('GET', '/api/account/inventories')).toHaveLength(1);
  });
});

describe('fileDownload', () => {
  it("should give the file's url, or the spec's message", async () => {
    const { store, server } = setup();
    server.on('POST', '/api/product/downloadlocations', (r) => {
      const [skuId] = (r.body as { skuIds: number[] }).skuIds;
      const status = skuId === 501 ? 'LocationAvailable' : 'PreorderPendingRelease';
      return { body: { locations: [{ skuId, locationStatus: status, url: skuId === 501 ? 'https://cdn.example.com/doom.zip' : null }] } };
    });
    expect(await fileDownload(store, { skuId: 501 })).toEqual({ kind: 'download', url: 'https://cdn.example.com/doom.zip' });
    expect(await fileDownload(store, { skuId: 502 })).toEqual({ kind: 'error', message: MESSAGES.preorderNotAvailableYet });
    expect(server.calls('POST', '/api/product/downloadlocations')[0]!.body).toEqual({ skuIds: [501], forhttp: true });
    server.on('POST', '/api/product/downloadlocations', { status: 500, body: { message: 'down' } });
    expect(await fileDownload(store, { skuId: 501 })).toEqual({ kind: 'error', message: MESSAGES.downloadLocationUnavailable });
  });
});
