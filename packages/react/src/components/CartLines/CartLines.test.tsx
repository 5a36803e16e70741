import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { CartLines } from './CartLines.js';
import { CartTotals } from '../CartTotals/CartTotals.js';
import { createTestStore } from '../../test/testStore.js';
import { cart, cartWithCoupon } from '../../fixtures/cart.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function cartStore(c = cart) {
  const { store } = createTestStore();
  stores.push(store);
  store.cart.set(c);
  return store;
}

describe('CartLines', () => {
  it('should list each line with its prices and remove it by line id', () => {
    const store = cartStore();
    const onRemove = vi.fn();
    const { container } = render(<CartLines lines={store.cart.lines.value} siteId={1} productHref={(p) => `#!/p/${p.id}`} onRemove={onRemove} />);
    expect(screen.getByRole('link', { name: 'Starfall Tactics' }).getAttribute('href')).toBe('#!/p/1042');
    expect(container.querySelector('s')?.textContent).toBe('Was $39.99');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Starfall Tactics from cart' }));
    expect(onRemove).toHaveBeenCalledWith(101);
  });
});

describe('CartTotals', () => {
  it('should show the subtotal and total', () => {
    const store = cartStore();
    render(<CartTotals totals={store.cart.totals.value!} siteId={1} />);
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$49.98');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$49.98');
    expect(screen.queryByText(/Coupon/)).toBeNull();
  });

  it('should show the coupon discount', () => {
    const store = cartStore(cartWithCoupon);
    render(<CartTotals totals={store.cart.totals.value!} siteId={1} />);
    expect(screen.getByText('Coupon (10% off)').nextElementSibling?.textContent).toBe('-$5.00');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$44.98');
  });
});
