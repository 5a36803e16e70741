import { defineBuyButton } from './buy-button/BuyButtonElement.js';
import { defineCart } from './cart/CartElement.js';
import { defineMiniCart } from './mini-cart/MiniCartElement.js';
import { defineProductCard } from './product-card/ProductCardElement.js';
import { defineSearch } from './search/SearchElement.js';
import { defineStore } from './store/StoreElement.js';

/**
 * Defines every D2D element: `<d2d-store>`, `<d2d-product-card>`, `<d2d-buy-button>`,
 * `<d2d-mini-cart>`, `<d2d-cart>` and `<d2d-search>`. Safe to call more than once.
 * @example
 * import { defineElements } from '@d2d/elements';
 * defineElements();
 */
export function defineElements(): void {
  defineStore();
  defineProductCard();
  defineBuyButton();
  defineMiniCart();
  defineCart();
  defineSearch();
}
