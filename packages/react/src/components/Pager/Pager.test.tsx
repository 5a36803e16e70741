import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageRange } from './Pager.js';

afterEach(cleanup);

describe('Pager', () => {
  it('should show the start-end of total counter', () => {
    render(<Pager paging={{ totalItems: 2000, currentPageIndex: 1, pageSize: 25 }} onPageChange={() => {}} />);
    expect(screen.getByText('1-25 of 2000')).toBeTruthy();
  });

  it('should count the last, partial page to the total', () => {
    expect(pageRange({ totalItems: 60, currentPageIndex: 3, pageSize: 25 })).toEqual({ start: 51, end: 60 });
    expect(pageRange({ totalItems: 0, currentPageIndex: 1, pageSize: 25 })).toEqual({ start: 0, end: 0 });
  });

  it('should disable previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager paging={{ totalItems: 60, currentPageIndex: 1, pageSize: 25 }} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pager paging={{ totalItems: 60, currentPageIndex: 3, pageSize: 25 }} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should ask for the neighbouring pages', () => {
    const onPageChange = vi.fn();
    render(<Pager paging={{ totalItems: 2000, currentPageIndex: 4, pageSize: 25 }} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3]]);
  });

  it('should be a navigation landmark', () => {
    render(<Pager label="Search results pages" paging={{ totalItems: 10, currentPageIndex: 1, pageSize: 10 }} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toBeTruthy();
  });
});
