// The headless store as an app on another origin than the store makes it.
import { endpoints } from '@d2d/contract';
import { ApiError, NetworkError, browserAdapters, createStore, formatPrice, type Store } from '@d2d/core';

export function openStore(): Store {
  const store = createStore({
    apiBase: 'https://store.example.com',
    site: 1,
    adapters: browserAdapters(),
    validate: endpoints,
  });
  store.on('navigate', ({ path }) => {
    location.hash = `#!${path}`;
  });
  store.on('error', ({ error }) => {
    if (error instanceof NetworkError) console.warn(error.name, error.endpoint);
  });
  return store;
}

export async function addToCart(store: Store, productId: number): Promise<string> {
  try {
    await store.cart.add({ product_id: productId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return String(error.code);
    throw error;
  }
  return formatPrice(store.cart.totals.value?.netMinor ?? 0, store.site);
}

export async function firstPage(store: Store, signal: AbortSignal): Promise<number> {
  const page = await store.api.catalogue.findPage({ pagesize: 25, pageindex: 1, 'search.keywords': 'doom' }, { signal });
  return page.products.items.length;
}
