import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CartPopover } from './CartPopover.js';

afterEach(cleanup);

function renderPopover(count = 2) {
  render(
    <>
      <CartPopover count={count} cartHref="#!/cart">
        <p>Starfall Tactics</p>
        <a href="#!/cart">View Cart</a>
      </CartPopover>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });
}

describe('CartPopover', () => {
  it('should name the cart button with the item count and show the count as a badge', () => {
    const button = renderPopover(2);
    expect(button.querySelector('.d2d-cart-button__count')?.textContent).toBe('2');
    cleanup();
    expect(renderPopover(1)).toBeTruthy();
    cleanup();
    expect(renderPopover(0).querySelector('.d2d-cart-button__count')).toBeNull();
  });

  it('should open the shopping cart region from the button and close it on Escape, back on the button', () => {
    const button = renderPopover();
    expect(screen.queryByRole('region', { name: 'Shopping cart' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Shopping cart' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toContain('Starfall Tactics');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('should close when a link inside is followed, on a click outside and when focus leaves', () => {
    const button = renderPopover();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.focusOut(button, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('should be a plain link to the cart on the cart page', () => {
    render(
      <CartPopover count={3} cartHref="#!/cart" linkOnly>
        <p>Hidden</p>
      </CartPopover>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('#!/cart');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
