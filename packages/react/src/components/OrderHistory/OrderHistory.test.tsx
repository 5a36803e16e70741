import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { formatSiteDate } from '@d2d/core';
import { OrderHistory } from './OrderHistory.js';
import { orders } from '../../fixtures/library.js';

afterEach(cleanup);

const paging = { totalItems: 3, currentPageIndex: 1, pageSize: 10 };

describe('OrderHistory', () => {
  it('should show each order with its date, total and products', () => {
    render(<OrderHistory orders={orders} paging={paging} siteId={1} onPageChange={() => {}} />);
    const order = screen.getByRole('article', { name: 'Order 70031' });
    expect(within(order).getByRole('heading', { name: 'Order 70031' })).toBeTruthy();
    expect(order.textContent).toContain(formatSiteDate('2024-03-02T18:20:00Z', 1));
    expect(order.querySelector('strong')?.textContent).toBe('$49.98');
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Starfall Tactics$19.99', 'Iron Harbor$29.99']);
  });

  it('should show the gift recipient and a trade-in', () => {
    render(<OrderHistory orders={orders} paging={paging} siteId={1} onPageChange={() => {}} />);
    expect(within(screen.getByRole('article', { name: 'Order 70032' })).getByText('Gift to sam@example.com')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Order 70033' }).textContent).toContain(`Traded in on ${formatSiteDate('2024-02-01T12:00:00Z', 1)} for $2.50`);
  });

  it('should list premium charges by what they bought: a plan month and a rental', () => {
    const charges = [
      { id: 'rent_00ab', kind: 'rental' as const, payment_date: '2024-03-04T10:00:00Z', currency: '$', price: 3.99, to_account: null,
        products: [{ id: 4, title: 'Iron Harbor', purchase_type: 'rental' as const, price: 3.99, trade_in: null }] },
      { id: 'sub_00cd', kind: 'premium' as const, title: 'D2D Premium, one month', payment_date: '2024-03-03T10:00:00Z', currency: '$', price: 14.99, to_account: null, products: [] },
    ];
    render(<OrderHistory orders={[...charges, ...orders]} paging={paging} siteId={1} onPageChange={() => {}} />);
    const month = screen.getByRole('article', { name: 'D2D Premium, one month' });
    expect(month.querySelector('strong')?.textContent).toBe('$14.99');
    expect(screen.getByRole('article', { name: 'Rental' }).textContent).toContain('Iron Harbor (rental)$3.99');
    expect(screen.getByRole('article', { name: 'Order 70031' })).toBeTruthy();
  });

  it('should use the site currency', () => {
    render(<OrderHistory orders={orders.slice(0, 1)} paging={paging} siteId={2} onPageChange={() => {}} />);
    expect(screen.getByRole('article', { name: 'Order 70031' }).querySelector('strong')?.textContent).toBe('£49.98');
  });

  it("should say 'You have not made any purchases.' without orders, and announce loading", () => {
    const { rerender } = render(<OrderHistory orders={[]} paging={undefined} siteId={1} onPageChange={() => {}} />);
    expect(screen.getByText('You have not made any purchases.')).toBeTruthy();
    rerender(<OrderHistory orders={undefined} paging={undefined} loading siteId={1} onPageChange={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your purchases…');
  });

  it('should page through more than 10 orders', () => {
    const onPageChange = vi.fn();
    render(<OrderHistory orders={orders} paging={{ totalItems: 23, currentPageIndex: 2, pageSize: 10 }} siteId={1} onPageChange={onPageChange} />);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Purchase history pages' })).getByRole('button', { name: /Previous/ }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
