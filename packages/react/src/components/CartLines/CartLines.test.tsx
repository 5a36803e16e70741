import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { CartLines } from './CartLines.js';
import { createTestStore } from '../../test/testStore.js';
import { cart } from '../../fixtures/cart.js';

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
