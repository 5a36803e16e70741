import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { formatSiteDate } from '@d2d/core';
import { MyGamesList, type MyGamesListProps } from './MyGamesList.js';
import { ownedGames } from '../../fixtures/library.js';

afterEach(cleanup);

function renderList(props: Partial<MyGamesListProps> = {}) {
  const handlers = { onSortChange: vi.fn(), onPageChange: vi.fn(), onShowKeys: vi.fn(), onDownload: vi.fn() };
  render(<MyGamesList items={ownedGames} paging={{ totalItems: 4, currentPageIndex: 1, pageSize: 10 }} siteId={1} sort="date-desc" {...handlers} {...props} />);
  return handlers;
}

const game = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('MyGamesList', () => {
  it('should list each owned game by title with how and when it was bought', () => {
    renderList();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Starfall Tactics', 'Iron Harbor', 'Arcade Legends Vol. 1', 'Lumen Drift']);
    expect(game('Starfall Tactics').textContent).toContain(`Purchased on ${formatSiteDate('2024-03-02T18:20:00Z', 1)}`);
    expect(game('Iron Harbor').textContent).toContain(`Rental on ${formatSiteDate('2024-04-10T09:00:00Z', 1)} · expires ${formatSiteDate('2030-05-10T09:00:00Z', 1)}`);
    expect(game('Arcade Legends Vol. 1').textContent).toContain('gift from sam@example.com');
    expect(game('Lumen Drift').textContent).toContain('Pre-order on');
  });

  it('should offer the key and the download only where there are some', () => {
    const { onShowKeys, onDownload } = renderList();
    fireEvent.click(within(game('Starfall Tactics')).getByRole('button', { name: 'Show key for Starfall Tactics' }));
    expect(onShowKeys).toHaveBeenCalledWith(ownedGames[0]);
    fireEvent.click(within(game('Iron Harbor')).getByRole('button', { name: 'Download Iron Harbor' }));
    expect(onDownload).toHaveBeenCalledWith(ownedGames[1]);
    expect(within(game('Iron Harbor')).queryByRole('button', { name: /Show key/ })).toBeNull();
    expect(within(game('Arcade Legends Vol. 1')).queryByRole('button')).toBeNull();
    // a SecuROM game has its key shown even before the key exists
    expect(within(game('Lumen Drift')).getByRole('button', { name: 'Show key for Lumen Drift' })).toBeTruthy();
  });

  it('should offer a trade-in only for games that can be traded in, when the host handles it', () => {
    const onTradeIn = vi.fn();
    renderList({ onTradeIn });
    fireEvent.click(within(game('Arcade Legends Vol. 1')).getByRole('button', { name: 'Trade in Arcade Legends Vol. 1' }));
    expect(onTradeIn).toHaveBeenCalledWith(ownedGames[2]);
    expect(screen.getAllByRole('button', { name: /^Trade in / })).toHaveLength(1);
  });

  it('should sort by the chosen order', () => {
    const { onSortChange } = renderList();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect((select as HTMLSelectElement).value).toBe('date-desc');
    fireEvent.change(select, { target: { value: 'title-asc' } });
    expect(onSortChange).toHaveBeenCalledWith('title-asc');
  });

  it('should page only when there is more than a page', () => {
    renderList();
    expect(screen.queryByRole('navigation', { name: 'My games pages' })).toBeNull();
    cleanup();
    const { onPageChange } = renderList({ paging: { totalItems: 14, currentPageIndex: 1, pageSize: 10 } });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'My games pages' })).getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('should announce loading and say when there are no games', () => {
    renderList({ items: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading your games…');
    cleanup();
    renderList({ items: [] });
    expect(screen.getByText('You have no games yet.')).toBeTruthy();
  });
});
