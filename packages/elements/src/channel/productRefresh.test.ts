import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@d2d/contract';
import { browserAdapters, createStore, memoryCookies, memoryStorage, type Store } from '@d2d/core';
import { tableFetch, type StoreCall } from '../test/bridge.js';
import { productJson } from '../test/fixtures.js';
import { fakeChannelWindow } from '../test/messages.js';
import { refreshProducts } from './productRefresh.js';


describe('refreshProducts', () => {
  const stops: Array<() => void> = [];
  const stores: Store[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const store of stores.splice(0)) store.dispose();
  });

  function setup(answer: (call: StoreCall) => Promise<{ body: unknown }> | { body: unknown }) {
    const calls: StoreCall[] = [];
    const store = createStore({
      apiBase: `https://store-${stores.length}.test`,
      site: 1,
      adapters: browserAdapters({ fetch: tableFetch({ 'GET /api/product/get/1': answer }, calls), cookies: memoryCookies(), storage: memoryStorage() }),
    });
    stores.push(store);
    const products = new Map<number, Product>([[1, productJson(1, 'Stellar Odyssey') as unknown as Product]]);
    const fake = fakeChannelWindow('https://store.test');
    const onChange = vi.fn();
    stops.push(refreshProducts(store, products, fake.win, onChange));
    return { store, products, fake, onChange, calls };
  }

  it('should keep the latest round only, with the images on the store origin, and not read for a visitor coming back', async () => {
    const answers: Array<(owned: boolean) => void> = [];
    const { store, products, fake, onChange, calls } = setup(
      () => new Promise((resolve) => answers.push((owned) => resolve({ body: productJson(1, 'Stellar Odyssey', { hasBeenPurchased: owned }) }))),
    );
    fake.win.document.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toHaveLength(0);
    store.session.account.value = { id: 3, emailAddress: 'ana@example.com' } as never;
    store.session.account.value = { id: 4, emailAddress: 'bo@example.com' } as never;
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // the second round answers first; the first round's late answer is dropped
    answers[1]!(true);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    answers[0]!(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(onChange).toHaveBeenCalledOnce();
    const product = products.get(1)!;
    expect(product.offerActions![0]).toMatchObject({ hasBeenPurchased: true });
    expect(product.frontImage).toBe('https://store-0.test/art/product/1/front.svg');
  });

  it('should leave a product the page forgot, and stop on demand', async () => {
    const { store, products, onChange, calls } = setup(() => ({ body: productJson(1, 'Stellar Odyssey') }));
    store.session.account.value = { id: 3, emailAddress: 'ana@example.com' } as never;
    products.delete(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(products.size).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
    stops.splice(0).forEach((stop) => stop());
    store.session.account.value = null;
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(1);
  });
});
