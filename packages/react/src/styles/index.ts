import { tokens } from './tokens.js';
import { base, buttons, fields, root, skeleton } from './base.js';
import { dialog, popover } from './dialog.js';
import { card, catalogue, discount, offer, price, rating, search } from './catalogue.js';
import { cartButton, layout, miniCart } from './layout.js';
import { product } from './product.js';
import { commerce } from './commerce.js';
import { streaming } from './streaming.js';

/**
 * The whole stylesheet of `@d2d/react` as a string, for shadow roots and other places a
 * `<link>` cannot reach. The same text ships as the file `@d2d/react/styles.css`.
 * @example
 * // inside a custom element
 * const sheet = new CSSStyleSheet();
 * sheet.replaceSync(d2dStyles);
 * this.shadowRoot.adoptedStyleSheets = [sheet];
 */
export const d2dStyles: string = /* @__PURE__ */ [tokens, base, layout, dialog, catalogue, product, commerce, streaming].join('\n');

// The per-component sheets below are for shadow roots that render only a few components (the
// embeddable elements): each is a subset of `d2dStyles` with the same rules, so a page that loads
// only a buy button does not carry the whole store's stylesheet.

/**
 * What every component relies on: the theme variables, the root typography, buttons and loading
 * skeletons. Combine it with the sheets of the components a shadow root renders.
 * @example
 * sheet.replaceSync([baseStyles, productCardStyles].join(''));
 */
export const baseStyles: string = /* @__PURE__ */ [tokens, root, buttons, skeleton].join('');

/** Rules of `<OfferButton>` (add {@link baseStyles}). */
export const offerButtonStyles: string = offer;

/** Rules of `<ProductCard>` and `<ProductCardSkeleton>`, its price, discount and rating badges and offer button (add {@link baseStyles}). */
export const productCardStyles: string = /* @__PURE__ */ [card, price, discount, rating, offer].join('');

/** Rules of `<MiniCart>` and the prices in it (add {@link baseStyles}). */
export const miniCartStyles: string = /* @__PURE__ */ [price, discount, miniCart].join('');

/** Rules of `<CartPopover>`: the cart button, its count and the popover panel (add {@link baseStyles}). */
export const cartPopoverStyles: string = /* @__PURE__ */ [cartButton, popover].join('');

/** Rules of `<SearchBox>`: the input and the suggestion list (add {@link baseStyles}). */
export const searchBoxStyles: string = /* @__PURE__ */ [fields, search].join('');
