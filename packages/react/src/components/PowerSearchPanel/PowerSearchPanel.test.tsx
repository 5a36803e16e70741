import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PowerSearchPanel, type PowerSearchValue } from './PowerSearchPanel.js';
import { powerSearchFacets } from '../../fixtures/facets.js';

afterEach(cleanup);

const empty: PowerSearchValue = { platforms: [], genres: [], publishers: [], ratings: [], price: undefined };

describe('PowerSearchPanel', () => {
  it('should show five publishers and reveal the rest with show more', () => {
    render(<PowerSearchPanel facets={powerSearchFacets} value={empty} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Publishers' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    const more = within(group).getByRole('button', { name: 'show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(powerSearchFacets.publishers.length);
    expect(within(group).getByRole('button', { name: 'show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('should fold the open panel with "Show N results"', () => {
    const { container, rerender } = render(<PowerSearchPanel facets={powerSearchFacets} value={empty} onChange={() => {}} resultCount={42} />);
    const filters = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show 42 results' }));
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.d2d-power-search--open')).toBeNull();
    rerender(<PowerSearchPanel facets={powerSearchFacets} value={empty} onChange={() => {}} resultCount={1} />);
    expect(screen.getByRole('button', { name: 'Show 1 result' })).toBeTruthy();
  });

  it('should not offer show more with five publishers or fewer', () => {
    render(<PowerSearchPanel facets={{ ...powerSearchFacets, publishers: powerSearchFacets.publishers.slice(0, 5) }} value={empty} onChange={() => {}} />);
    expect(within(screen.getByRole('group', { name: 'Publishers' })).queryByRole('button')).toBeNull();
  });

  it('should report toggled platforms, genres and ratings', () => {
    const onChange = vi.fn();
    render(<PowerSearchPanel facets={powerSearchFacets} value={{ ...empty, genres: ['Strategy'] }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'PS4' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, genres: ['Strategy'], platforms: [1310] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strategy' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, genres: [] });
  });

  it('should choose one price band at a time', () => {
    const onChange = vi.fn();
    render(<PowerSearchPanel facets={powerSearchFacets} value={empty} onChange={onChange} />);
    const price = screen.getByRole('group', { name: 'Price' });
    expect((within(price).getByRole('radio', { name: 'Any price' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(price).getByRole('radio', { name: '$20 and under' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, price: 3 });
  });

  it('should clear every filter at once', () => {
    const onChange = vi.fn();
    render(<PowerSearchPanel facets={powerSearchFacets} value={{ ...empty, platforms: [1100], price: 1 }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith(empty);
    expect(screen.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('false');
  });
});
