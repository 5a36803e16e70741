import { useState } from 'react';
import { PLEASE_LOGIN, type Product } from '@d2d/contract';
import type { OfferButtonAction } from '@d2d/core';
import { isLoginNeeded } from '../page/pageStore.js';
import { useElement } from './ElementRoot.js';
import { errorText } from './errorText.js';
import { emit } from './events.js';

/** What an offer button needs to carry out its presses. */
export interface OfferActions {
  /** A press is being carried out (adding, or waiting for the shopper's login). */
  busy: boolean;
  /** The last failure's text, shown under the button. */
  message: string | null;
  onAction(action: OfferButtonAction): void;
}

/**
 * Carries out the presses of a product's offer button on a partner page. 'Add to Cart' asks a
 * visitor to log in on the store first (the store's login window), then adds and dispatches
 * `d2d-add-to-cart` with the request and the answer; 'In Cart' goes to the store's cart
 * (`d2d-checkout`, cancelable); everything that happens on the store (bundle builder, downloads,
 * keys, subscribing) opens the store's page: the product's own page for the bundle builder,
 * Download and Get Key.
 * @param product - The product of the button.
 */
export function useOfferActions(product: Product | undefined): OfferActions {
  const { page, host } = useElement();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const addToCart = async (target: Product) => {
    // a second round covers a login that expired between the check and the call
    for (let round = 0; round < 2; round += 1) {
      const wasLoggedIn = page.state().loggedIn;
      if (!(await page.requireLogin(host))) {
        setMessage(PLEASE_LOGIN);
        return;
      }
      if (!wasLoggedIn) {
        // the shopper's cart lives on the store and may already hold the product
        await page.refresh().catch(() => undefined);
        if (page.state().offers[target.id]?.action === 'go-to-cart') return;
      }
      try {
        emit(host, 'd2d-add-to-cart', await page.addToCart(target.id));
        return;
      } catch (error) {
        if (isLoginNeeded(error) && round === 0) continue;
        const text = errorText(error);
        setMessage(text);
        emit(host, 'd2d-error', { message: text, error, productId: target.id });
        return;
      }
    }
  };

  const onAction = (action: OfferButtonAction) => {
    if (!product || busy) return;
    setMessage(null);
    switch (action) {
      case 'add-to-cart':
        setBusy(true);
        void addToCart(product).finally(() => setBusy(false));
        return;
      case 'go-to-cart': {
        const url = page.links.cart();
        if (emit(host, 'd2d-checkout', { url, cart: page.state().cart }, { cancelable: true })) page.open(url);
        return;
      }
      case 'login':
        setBusy(true);
        void page.requireLogin(host).finally(() => setBusy(false));
        return;
      // the product's page on the store builds the bundle, and opens an owned title's files and
      // keys (a partner page never reads the shopper's library or keys)
      case 'build':
      case 'download':
      case 'show-key':
        page.open(page.links.product(product));
        return;
      case 'subscribe':
        page.open(page.links.subscribe());
        return;
      default:
        return;
    }
  };

  return { busy, message, onAction };
}
