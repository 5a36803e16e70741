import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProductSummary } from '@d2d/contract';
import { BrowseList } from './BrowseList.js';
import { browseItems } from '../../fixtures/products.js';

afterEach(cleanup);

const props = {
  title: 'PC Games',
  onPageChange: () => {},
  itemKey: (p: ProductSummary) => p.id,
  renderItem: (p: ProductSummary) => <a href={`#!/p/${p.id}`}>{p.title}</a>,
};

describe('BrowseList', () => {
  it('should show skeletons on the first load', () => {
    const { container } = render(<BrowseList {...props} items={undefined} paging={undefined} loading />);
    expect(container.querySelectorAll('.d2d-card--skeleton')).toHaveLength(10);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  });

  it("should say 'No Games Found!' for an empty result", () => {
    render(<BrowseList {...props} items={[]} paging={{ totalItems: 0, currentPageIndex: 1, pageSize: 25 }} />);
    expect(screen.getByRole('status').textContent).toBe('No Games Found!');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should list the items with the pager counter', () => {
    render(<BrowseList {...props} items={browseItems} paging={{ totalItems: 2000, currentPageIndex: 1, pageSize: 25 }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(browseItems.length);
    expect(screen.getByText('1-25 of 2000')).toBeTruthy();
  });

  it('should scroll to the list once the next page has loaded', () => {
    const scrollTo = vi.fn();
    const original = window.scrollTo;
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as unknown as typeof window.matchMedia;
    try {
      const onPageChange = vi.fn();
      const { rerender } = render(<BrowseList {...props} onPageChange={onPageChange} items={browseItems} paging={{ totalItems: 2000, currentPageIndex: 1, pageSize: 25 }} />);
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
      rerender(<BrowseList {...props} onPageChange={onPageChange} items={browseItems} loading paging={{ totalItems: 2000, currentPageIndex: 2, pageSize: 25 }} />);
      expect(scrollTo).not.toHaveBeenCalled();
      rerender(<BrowseList {...props} onPageChange={onPageChange} items={browseItems} paging={{ totalItems: 2000, currentPageIndex: 2, pageSize: 25 }} />);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      window.scrollTo = original;
      window.matchMedia = matchMedia;
    }
  });
});

describe('BrowseList heading', () => {
  it('should be the page heading when asked', () => {
    render(<BrowseList {...props} headingLevel={1} items={[]} paging={{ totalItems: 0, currentPageIndex: 1, pageSize: 25 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'PC Games' })).toBeTruthy();
  });
});
