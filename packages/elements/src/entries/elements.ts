/**
 * Entry of `dist/d2d-elements.js`, the single script a partner page includes:
 *
 *     <script type="module" src="https://store.example.com/embed/d2d-elements.js"></script>
 *
 * It defines every element, sets the store to the origin it was loaded from (so
 * `<d2d-store>` needs no `api`), exposes `window.D2D.init(...)`, and, when the page has neither
 * a `<d2d-store>` nor a `D2D.init` call by the time it has loaded, connects to that store by
 * itself.
 * @module
 */
import { defineElements } from '../elements/defineElements.js';
import { defaultStoreApi, setDefaultStoreApi } from '../elements/store/StoreElement.js';
import { getPageStore, initElements, whenPageStore, type ElementsOptions, type PageStore } from '../page/pageStore.js';

/** `window.D2D`: the script's API for pages that prefer JavaScript to `<d2d-store>`. */
export interface D2DGlobal {
  /**
   * Configures the page's store (what `<d2d-store>` does); `api` defaults to the store the script
   * was loaded from.
   * @example
   * D2D.init({ affiliate: 'blog42' });
   */
  init(options?: Partial<ElementsOptions>): Promise<PageStore>;
  /** The page store, once created. */
  ready(): Promise<PageStore>;
}

declare global {
  interface Window {
    D2D?: D2DGlobal;
  }
}

const scriptOrigin = new URL(import.meta.url).origin;
if (!defaultStoreApi()) setDefaultStoreApi(scriptOrigin);
defineElements();

let started = false;
const api: D2DGlobal = {
  init(options = {}) {
    started = true;
    return initElements({ ...options, api: options.api ?? defaultStoreApi() ?? scriptOrigin });
  },
  ready: () => whenPageStore(),
};
window.D2D ??= api;

const autoStart = () => {
  if (started || getPageStore() || document.querySelector('d2d-store')) return;
  api.init().catch((error: unknown) => console.error(error));
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoStart, { once: true });
else queueMicrotask(autoStart);
