import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { offerButtonState, type Store } from '@d2d/core';
import { CartPopover } from '../components/CartPopover/CartPopover.js';
import { MiniCart } from '../components/MiniCart/MiniCart.js';
import { OfferButtonGroup } from '../components/OfferButtonGroup/OfferButtonGroup.js';
import { ProductCard, ProductCardSkeleton } from '../components/ProductCard/ProductCard.js';
import { SearchBox } from '../components/SearchBox/SearchBox.js';
import { cart } from '../fixtures/cart.js';
import { fullPriceGame, preorderGame, saleGame } from '../fixtures/products.js';
import { createTestStore } from '../test/testStore.js';
import { baseStyles, cartPopoverStyles, d2dStyles, miniCartStyles, offerButtonStyles, productCardStyles, searchBoxStyles } from './index.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

const styled = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

/** The classes on the rendered elements that the full sheet styles but `css` does not. */
function unstyled(root: Element, css: string): string[] {
  const classes = new Set([...root.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
  return [...classes].filter((name) => styled(d2dStyles, name) && !styled(css, name));
}

describe('per-component styles', () => {
  it('should style every class of the product card and its skeleton, price, rating and offer button', () => {
    const { container } = render(
      <>
        <ProductCard product={saleGame} href="#" siteId={1} action={<OfferButtonGroup button={offerButtonState({ isLoggedIn: true, product: saleGame })} onAction={() => {}} />} />
        <ProductCard product={fullPriceGame} href="#" siteId={2} />
        <ProductCardSkeleton />
      </>,
    );
    expect(container.querySelector('.d2d-card')).not.toBeNull();
    expect(unstyled(container, baseStyles + productCardStyles)).toEqual([]);
  });

  it('should style every class of the offer button', () => {
    const { container } = render(
      <>
        <OfferButtonGroup button={offerButtonState({ isLoggedIn: true, product: saleGame })} onAction={() => {}} />
        <OfferButtonGroup button={offerButtonState({ isLoggedIn: false, product: preorderGame })} onAction={() => {}} />
      </>,
    );
    expect(container.querySelector('.d2d-offer')).not.toBeNull();
    expect(unstyled(container, baseStyles + offerButtonStyles)).toEqual([]);
  });

  it('should style every class of the cart popover and the mini cart in it', () => {
    const { store } = createTestStore();
    stores.push(store);
    store.cart.set(cart);
    const { container } = render(
      <CartPopover count={store.cart.lines.value.length} cartHref="#!/cart">
        <MiniCart signedIn lines={store.cart.lines.value} totals={store.cart.totals.value} siteId={1} cartHref="#!/cart" onRemove={() => {}} />
      </CartPopover>,
    );
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('.d2d-mini-cart__line')).not.toBeNull();
    expect(unstyled(container, baseStyles + cartPopoverStyles + miniCartStyles)).toEqual([]);
  });

  it('should style every class of the search box', () => {
    const { container } = render(<SearchBox loadSuggestions={async () => []} onSearch={() => {}} />);
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(unstyled(container, baseStyles + searchBoxStyles)).toEqual([]);
  });

  it('should hold only rules of the full sheet, in the same order', () => {
    const rules = (css: string) => css.split('\n').filter((line) => line.trim() !== '');
    const full = rules(d2dStyles).join('\n');
    for (const part of [baseStyles, productCardStyles, offerButtonStyles, miniCartStyles, cartPopoverStyles, searchBoxStyles]) {
      for (const chunk of part.split('\n\n')) expect(full).toContain(rules(chunk).join('\n'));
    }
  });
});
