/**
 * `::part` names for the pieces of the React components inside the elements' shadow roots, so a
 * partner can style them from the page (`d2d-product-card::part(title) { … }`). The components
 * name their pieces with `d2d-*` classes; this table turns those into parts, and a mutation
 * observer keeps them in place as the components re-render.
 * @module
 */

/** Class of a piece → its part names. */
export const PART_RULES: ReadonlyArray<readonly [selector: string, parts: string]> = [
  // product card
  ['.d2d-card', 'card'],
  ['.d2d-card__art', 'art'],
  ['.d2d-card__image', 'image'],
  ['.d2d-card__body', 'body'],
  ['.d2d-card__title', 'title'],
  ['.d2d-card__link', 'link'],
  ['.d2d-card__meta', 'meta'],
  ['.d2d-card__platform', 'platform'],
  ['.d2d-rating', 'rating'],
  ['.d2d-card__action', 'action'],
  ['.d2d-skeleton', 'skeleton'],
  // prices
  ['.d2d-price', 'price'],
  ['.d2d-price__original', 'price-original'],
  ['.d2d-price__paid', 'price-paid'],
  ['.d2d-price__vip', 'price-vip'],
  ['.d2d-discount', 'discount'],
  // offer button
  ['.d2d-offer', 'offer'],
  ['.d2d-offer__button', 'button'],
  ['.d2d-offer__button.d2d-button--buy', 'button button-buy'],
  ['.d2d-offer__button.d2d-button--primary', 'button button-primary'],
  ['.d2d-offer__hint', 'hint'],
  // mini cart and cart
  ['.d2d-cart-button', 'cart-button'],
  ['.d2d-cart-button .d2d-icon-button', 'cart-toggle'],
  ['.d2d-cart-button__count', 'count'],
  ['.d2d-cart-button__panel', 'panel'],
  ['.d2d-mini-cart', 'cart'],
  ['.d2d-mini-cart__empty', 'empty'],
  ['.d2d-mini-cart__lines', 'lines'],
  ['.d2d-mini-cart__line', 'line'],
  ['.d2d-mini-cart__thumb', 'thumbnail'],
  ['.d2d-mini-cart__title', 'line-title'],
  ['.d2d-mini-cart__remove', 'remove'],
  ['.d2d-mini-cart__total', 'total'],
  ['.d2d-mini-cart .d2d-button--block', 'checkout'],
  ['.d2d-el-cart', 'cart'],
  ['.d2d-el-cart__title', 'heading'],
  ['.d2d-el-cart__checkout', 'checkout'],
  ['.d2d-el-login', 'login'],
  // search
  ['.d2d-search', 'search'],
  ['.d2d-search__input', 'input'],
  ['.d2d-search__submit', 'submit'],
  ['.d2d-search__list', 'suggestions'],
  ['.d2d-search__option', 'suggestion'],
  ['.d2d-search__thumb', 'thumbnail'],
  ['.d2d-search__title', 'suggestion-title'],
  // the elements' own status line
  ['.d2d-el-status', 'status'],
];

/**
 * Sets the `part` attribute of every known piece under a root. Later rules win for the same
 * element, so a buy button gets `button button-buy`.
 * @param root - A shadow root (or any element).
 */
export function applyParts(root: ParentNode): void {
  const parts = new Map<Element, string>();
  for (const [selector, names] of PART_RULES) {
    for (const element of root.querySelectorAll(selector)) {
      const current = parts.get(element);
      parts.set(element, current ? [...new Set([...current.split(' '), ...names.split(' ')])].join(' ') : names);
    }
  }
  for (const [element, names] of parts) if (element.getAttribute('part') !== names) element.setAttribute('part', names);
}

/**
 * Keeps the parts of a root in place while its content changes.
 * @param root - The shadow root.
 * @returns Stops observing.
 */
export function observeParts(root: ShadowRoot | Element): () => void {
  applyParts(root);
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => applyParts(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
