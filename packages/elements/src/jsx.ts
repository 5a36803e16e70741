/**
 * JSX typings of the elements for React 19 apps: `<d2d-product-card product-id={1042} />` and
 * the others type-check with their attributes and events (React 19 adds a listener for an
 * `on<event-name>` prop of a custom element, e.g. `ond2d-add-to-cart`). Imported with
 * `@d2d/elements` or `@d2d/elements/define`; the DOM side (`document.querySelector('d2d-cart')`)
 * is each element's `HTMLElementTagNameMap` entry.
 * @module
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { D2dBuyButtonElement } from './elements/buy-button/BuyButtonElement.js';
import type { D2dCartElement } from './elements/cart/CartElement.js';
import type { D2dEventMap } from './elements/events.js';
import type { D2dMiniCartElement } from './elements/mini-cart/MiniCartElement.js';
import type { D2dProductCardElement } from './elements/product-card/ProductCardElement.js';
import type { D2dSearchElement } from './elements/search/SearchElement.js';
import type { D2dStoreElement } from './elements/store/StoreElement.js';

/** `on<event-name>` listener props for the given events of the elements. */
export type D2dEventProps<K extends keyof D2dEventMap> = { [N in K as `on${N}`]?: (event: D2dEventMap[N]) => void };

/** Props of an element in JSX: React's HTML attributes, the element's attributes and its events. */
export type D2dElementProps<E extends HTMLElement, Attributes, Events extends keyof D2dEventMap = never> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Attributes &
  D2dEventProps<Events>;

type OfferEvents = 'd2d-add-to-cart' | 'd2d-checkout' | 'd2d-login-required' | 'd2d-error';
type CartEvents = 'd2d-cart-change' | 'd2d-checkout' | 'd2d-login-required' | 'd2d-error';

/** The elements as JSX knows them, by tag (see `custom-elements.json` for every attribute). */
export interface D2dIntrinsicElements {
  'd2d-store': D2dElementProps<
    D2dStoreElement,
    {
      /** The store's address, e.g. `https://store.example.com`. */
      api?: string;
      /** Your affiliate id. */
      affiliate?: string;
      /** The storefront prices are formatted for when the store cannot say: 1 US, 2 UK, 3 EU. */
      site?: 1 | 2 | 3 | '1' | '2' | '3';
      /** Where links to the store open (default `_blank`). */
      'link-target'?: '_blank' | '_self';
    },
    'd2d-cart-change' | 'd2d-error'
  >;
  'd2d-product-card': D2dElementProps<D2dProductCardElement, { /** The product's id. */ 'product-id'?: number | string }, OfferEvents>;
  'd2d-buy-button': D2dElementProps<
    D2dBuyButtonElement,
    { /** The product's id. */ 'product-id'?: number | string; /** `medium` (default) or `small`. */ size?: 'small' | 'medium' },
    OfferEvents
  >;
  'd2d-mini-cart': D2dElementProps<D2dMiniCartElement, { /** `popover` (default) or `inline`. */ mode?: 'popover' | 'inline' }, CartEvents>;
  'd2d-cart': D2dElementProps<D2dCartElement, object, CartEvents>;
  'd2d-search': D2dElementProps<D2dSearchElement, { /** The visible placeholder. */ placeholder?: string }>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends D2dIntrinsicElements {}
  }
}
