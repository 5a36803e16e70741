/**
 * What the size budget measures (`npm run size`): the store configuration with the product card,
 * the buy button and the mini cart, as a partner page that shows products uses them.
 * @module
 */
import { defineBuyButton } from '../elements/buy-button/BuyButtonElement.js';
import { defineMiniCart } from '../elements/mini-cart/MiniCartElement.js';
import { defineProductCard } from '../elements/product-card/ProductCardElement.js';
import { defineStore } from '../elements/store/StoreElement.js';

defineStore();
defineProductCard();
defineBuyButton();
defineMiniCart();
