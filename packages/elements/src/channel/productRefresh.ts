/**
 * Keeps the products a partner page loaded current with what the shopper holds. A product read
 * carries the shopper's own offer states (owned, pre-ordered, premium member; spec §4), so the
 * channel reads the page's products again when the store's ownership changes (a login or logout
 * seen by the channel, the premium plan) and when the page comes back into view with a shopper
 * logged in (they may have bought on the store's own pages meanwhile). The page then gets the
 * offer buttons the store would show: Download or Get Key, never Add to Cart for an owned game.
 * @module
 */
import type { Product } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { withStoreImages } from './shopperState.js';

/**
 * Starts reading the page's products again on those changes.
 * @param store - The channel's store.
 * @param products - The page's products, by id (updated in place).
 * @param win - The channel page's window.
 * @param onChange - Called when a product was read again (the channel posts the new state).
 * @returns Stops.
 * @example
 * const stop = refreshProducts(store, products, window, publisher.changed);
 */
export function refreshProducts(store: Store, products: Map<number, Product>, win: Window, onChange: () => void): () => void {
  let round = 0;
  const readAgain = () => {
    const mine = (round += 1);
    for (const id of [...products.keys()]) {
      store.api.catalogue.product(id, { navigate: false }).then(
        (product) => {
          // a later round's answer wins, and a product the page forgot stays forgotten
          if (mine !== round || !products.has(id)) return;
          products.set(id, withStoreImages(product, store.apiBase));
          onChange();
        },
        // the product keeps its last state; the next change tries again
        () => undefined,
      );
    }
  };
  let seen = store.ownership.value;
  const offOwnership = store.ownership.subscribe((key) => {
    if (key === seen) return;
    seen = key;
    readAgain();
  });
  const onVisible = () => {
    if (win.document.visibilityState === 'visible' && store.session.isLoggedIn.value) readAgain();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    offOwnership();
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}
