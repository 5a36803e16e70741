import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InventoryItem } from '@d2d/contract';
import { ownedGames } from '../../fixtures/library.js';
import { RentalList, rentalTimeLeft } from './RentalList.js';

afterEach(cleanup);

const rented = ownedGames.find((g) => g.purchase_type === 'rental')!;
const expired: InventoryItem = { ...rented, id: 9100, product_item: { title: 'Old Rental' }, rental: { expired_at: '2030-05-01T09:00:00Z' } };
const NOW = Date.parse('2030-05-08T04:00:00Z');

describe('rentalTimeLeft', () => {
  it('should count days and hours, then minutes in the last hour, and nothing once expired', () => {
    expect(rentalTimeLeft('2030-05-10T09:00:00Z', NOW)).toBe('2 days 5 hours left');
    expect(rentalTimeLeft('2030-05-09T04:00:00Z', NOW)).toBe('1 day left');
    expect(rentalTimeLeft('2030-05-08T05:00:00Z', NOW)).toBe('1 hour left');
    expect(rentalTimeLeft('2030-05-08T04:30:00Z', NOW)).toBe('30 minutes left');
    expect(rentalTimeLeft('2030-05-08T04:00:00Z', NOW)).toBeNull();
    expect(rentalTimeLeft('not a date', NOW)).toBeNull();
  });
});

describe('RentalList', () => {
  it('should list a running rental with its expiry, time left and download, and an expired one without actions', () => {
    const onDownload = vi.fn();
    render(<RentalList items={[rented, expired]} siteId={1} now={NOW} onShowKeys={vi.fn()} onDownload={onDownload} />);
    const [running, old] = screen.getAllByRole('listitem');
    expect(running!.textContent).toMatch(/Rental · expires .+ · 2 days 5 hours left/);
    fireEvent.click(within(running!).getByRole('button', { name: `Download ${rented.product_item.title}` }));
    expect(onDownload).toHaveBeenCalledWith(rented);
    expect(old!.textContent).toMatch(/Rental expired on /);
    expect(within(old!).queryByRole('button')).toBeNull();
  });

  it('should say when it loads and when there are no rentals', () => {
    const { rerender } = render(<RentalList items={undefined} siteId={1} now={NOW} onShowKeys={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your rentals…');
    rerender(<RentalList items={[]} siteId={1} now={NOW} onShowKeys={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByText('You are not renting any games.')).toBeTruthy();
  });
});
