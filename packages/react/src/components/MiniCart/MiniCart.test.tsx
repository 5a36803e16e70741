import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { MiniCart } from './MiniCart.js';
import { createTestStore } from '../../test/testStore.js';
import { cart } from '../../fixtures/cart.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function viewsOf(c = cart) {
  const { store } = createTestStore();
  stores.push(store);
  store.cart.set(c);
  return { lines: store.cart.lines.value, totals: store.cart.totals.value };
}

describe('MiniCart', () => {
  it("should ask visitors to log in with the spec's text", () => {
    render(<MiniCart signedIn={false} lines={[]} totals={null} siteId={1} cartHref="#!/cart" onRemove={() => {}} />);
    expect(screen.getByText('Please Login.')).toBeTruthy();
  });

  it("should say 'Your Shopping Cart is empty.' for an empty cart", () => {
    render(<MiniCart signedIn lines={[]} totals={null} siteId={1} cartHref="#!/cart" onRemove={() => {}} />);
    expect(screen.getByText('Your Shopping Cart is empty.')).toBeTruthy();
  });

  it('should list lines with their prices and the total, and remove a line', () => {
    const onRemove = vi.fn();
    const { lines, totals } = viewsOf();
    render(<MiniCart signedIn lines={lines} totals={totals} siteId={1} cartHref="#!/cart" onRemove={onRemove} />);
    expect(screen.getByText('Starfall Tactics')).toBeTruthy();
    expect(screen.getByText('$49.98')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Iron Harbor' }));
    expect(onRemove).toHaveBeenCalledWith(102);
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('#!/cart');
  });
});
