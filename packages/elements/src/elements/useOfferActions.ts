import { useState } from 'react';
import type { CartAddPayload, Product } from '@d2d/contract';
import type { OfferButtonAction } from '@d2d/core';
import { MESSAGES } from '@d2d/contract';
import { isLoginNeeded } from '../page/pageStore.js';
import { useElement } from './ElementRoot.js';
import { cartErrorMessage } from './errorMessage.js';
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
 * keys, subscribing) opens the store's page.
 * @param product - The product of the button.
 */
export function useOfferActions(product: Product | undefined): OfferActions {
  const { page, host } = useElement();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const fail = (error: unknown, text: string) => {
    setMessage(text);
    emit(host, 'd2d-error', { message: text, error, ...(product ? { productId: product.id } : {}) });
  };

  const addToCart = async (target: Product) => {
    const { store } = page;
    const request: CartAddPayload = { product_id: target.id };
    // a second round covers a login that expired between the check and the call
    for (let round = 0; round < 2; round += 1) {
      const wasLoggedIn = store.session.isLoggedIn.value;
      if (!(await page.requireLogin(host))) {
        setMessage(MESSAGES.pleaseLogin);
        return;
      }
      if (!wasLoggedIn) {
        // the shopper's cart lives on the server and may already hold the product
        await store.cart.refresh().catch(() => null);
        if (store.cart.productIds.value.includes(target.id)) return;
      }
      try {
        const response = await store.cart.add(request);
        emit(host, 'd2d-add-to-cart', { request, response });
        return;
      } catch (error) {
        if (isLoginNeeded(error) && round === 0) continue;
        fail(error, cartErrorMessage(error));
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
        if (emit(host, 'd2d-checkout', { url, cart: page.store.cart.cart.value }, { cancelable: true })) page.open(url);
        return;
      }
      case 'login':
        setBusy(true);
        void page.requireLogin(host).finally(() => setBusy(false));
        return;
      case 'build':
        page.open(page.links.product(product));
        return;
      case 'subscribe':
        page.open(page.links.subscribe());
        return;
      case 'download':
      case 'show-key':
        page.open(page.links.account());
        return;
      default:
        return;
    }
  };

  return { busy, message, onAction };
}
