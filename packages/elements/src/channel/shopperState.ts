/**
 * The shopper as the channel reports it to a partner page: login, cart with its priced lines, and
 * the offer button of every product the page loaded, the store's own `offerButton`, so a partner
 * page shows exactly what the store would.
 * @module
 */
import type { Product } from '@d2d/contract';
import type { OfferButton, Store } from '@d2d/core';
import { storeUrl } from '../page/storeLinks.js';
import type { ShopperState } from './protocol.js';

/**
 * Reads the shopper's state from a store.
 * @param store - The channel's store.
 * @param products - The products the page loaded, by id.
 * @returns A plain, cloneable snapshot.
 */
export function shopperState(store: Store, products: ReadonlyMap<number, Product>): ShopperState {
  const { cart } = store;
  const offers: Record<number, OfferButton> = {};
  for (const [id, product] of products) offers[id] = store.offerButton(product).value;
  return {
    loggedIn: store.session.isLoggedIn.value,
    site: store.site,
    cart: cart.cart.value,
    // the catalogue's art paths are site-relative: on the partner page they must name the store
    lines: cart.lines.value.map((view) => ({
      ...view,
      line: { ...view.line, product: { ...view.line.product, thumbnail_image: storeUrl(view.line.product.thumbnail_image, store.apiBase) } },
    })),
    totals: cart.totals.value,
    loading: cart.loading.value,
    offers,
  };
}

const IMAGE_FIELDS = ['frontImage', 'backImage', 'detailImage', 'thumbnailImage'] as const;

/**
 * A product with its images made absolute against the store's origin (the catalogue's art paths
 * are site-relative and would otherwise load from the partner's site).
 * @param product - The product as the store sent it.
 * @param origin - The store's origin.
 */
export function withStoreImages(product: Product, origin: string): Product {
  const out: Product = { ...product };
  for (const field of IMAGE_FIELDS) {
    if (typeof out[field] === 'string') out[field] = storeUrl(out[field], origin);
  }
  return out;
}
