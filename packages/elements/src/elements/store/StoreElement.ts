import { initElements, setPageEventTarget, type PageStore } from '../../page/pageStore.js';
import { defineOnce } from '../defineOnce.js';
import { emit } from '../events.js';

/** Tag of the store configuration element. */
export const STORE_TAG = 'd2d-store';

let defaultApi: string | undefined;

/**
 * The store the page's elements use when `<d2d-store>` has no `api` attribute: the script build
 * sets it to the origin it was loaded from.
 * @param api - The store's origin.
 * @internal
 */
export function setDefaultStoreApi(api: string | undefined): void {
  defaultApi = api;
}

/** The store set by the script build, if any. */
export function defaultStoreApi(): string | undefined {
  return defaultApi;
}

/**
 * Configures the store every D2D element on the page uses: one store, one shopper session, one
 * cart, shared by all elements. Put it once anywhere on the page (it renders nothing). Its
 * attributes are read when it is connected; the first configuration of a page stays.
 *
 * @tagname d2d-store
 * @attr {string} api - The store's address, e.g. `https://store.example.com` (the script build defaults to where it was loaded from).
 * @attr {string} affiliate - Your affiliate id: the store records it on the orders it leads to (5% commission, 30-day attribution). A `?aff=` on the page's URL takes precedence.
 * @attr {number} site - The storefront to format prices for when the store cannot say: 1 US (default), 2 UK, 3 EU. Prices follow the shopper's region on the store.
 * @attr {string} link-target - Where links to the store open: `_blank` (default, a new tab) or `_self`.
 * @event {CustomEvent<CartChangeDetail>} d2d-cart-change - The shopper's cart changed (bubbles to `document`).
 * @event {CustomEvent<ErrorDetail>} d2d-error - The configuration is invalid, or the page already uses another store.
 */
export interface D2dStoreElement extends HTMLElement {
  /** The page store, once created. */
  readonly pageStore: Promise<PageStore> | undefined;
}

/**
 * Defines `<d2d-store>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineStore } from '@d2d/elements';
 * defineStore();
 * // <d2d-store api="https://store.example.com" affiliate="blog42"></d2d-store>
 */
export function defineStore(): CustomElementConstructor | undefined {
  return defineOnce(
    STORE_TAG,
    () =>
      class extends HTMLElement implements D2dStoreElement {
        #page: Promise<PageStore> | undefined;

        get pageStore(): Promise<PageStore> | undefined {
          return this.#page;
        }

        connectedCallback(): void {
          setPageEventTarget(this);
          if (this.#page) return;
          try {
            this.#page = initElements({
              api: this.getAttribute('api') ?? defaultApi ?? '',
              site: this.getAttribute('site'),
              affiliate: this.getAttribute('affiliate'),
              linkTarget: this.getAttribute('link-target'),
            });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            console.error(message);
            emit(this, 'd2d-error', { message, error });
          }
        }

        disconnectedCallback(): void {
          setPageEventTarget(null);
        }
      },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-store': D2dStoreElement;
  }
}
