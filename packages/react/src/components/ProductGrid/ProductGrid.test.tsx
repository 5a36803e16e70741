import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ProductGrid } from './ProductGrid.js';
import { browseItems } from '../../fixtures/products.js';
import type { ProductSummary } from '@d2d/contract';

afterEach(cleanup);

const renderGrid = (props: { items: readonly ProductSummary[] | undefined; loading?: boolean; emptyText?: string; skeletonCount?: number; columns?: 'auto' | 'six' }) =>
  render(<ProductGrid label="PC games" itemKey={(p) => p.id} renderItem={(p) => <a href={`#!/p/${p.id}`}>{p.title}</a>} {...props} />);

describe('ProductGrid', () => {
  it('should list the products in a named list, one item each', () => {
    renderGrid({ items: browseItems });
    const list = screen.getByRole('list', { name: 'PC games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(browseItems.length);
    expect(within(list).getByRole('link', { name: 'Starfall Tactics' })).toBeTruthy();
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it("should say 'No Games Found!' when the result is empty, or the text it is given", () => {
    renderGrid({ items: [] });
    expect(screen.getByRole('status').textContent).toBe('No Games Found!');
    cleanup();
    renderGrid({ items: [], emptyText: 'No results for this coupon.' });
    expect(screen.getByRole('status').textContent).toBe('No results for this coupon.');
  });

  it('should show busy skeleton cards on the first load', () => {
    renderGrid({ items: undefined, loading: true, skeletonCount: 4 });
    const list = screen.getByRole('list', { name: 'PC games' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should keep the old items, marked busy, while the next page loads', () => {
    renderGrid({ items: browseItems, loading: true, columns: 'six' });
    const list = screen.getByRole('list', { name: 'PC games' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.classList.contains('d2d-grid--six')).toBe(true);
    expect(within(list).getAllByRole('link')).toHaveLength(browseItems.length);
  });
});
