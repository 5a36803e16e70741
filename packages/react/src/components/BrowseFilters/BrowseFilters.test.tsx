import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowseFilters } from './BrowseFilters.js';

afterEach(cleanup);

describe('BrowseFilters', () => {
  it('should offer the six sort orders of the spec', () => {
    render(<BrowseFilters value={{}} onChange={() => {}} />);
    const labels = within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Featured', 'Release Date', 'Bestselling', 'Title', 'Newly Available', 'Price: Low to High', 'Price: High to Low']);
  });

  it('should offer the release-date and user-rating presets', () => {
    render(<BrowseFilters value={{}} onChange={() => {}} />);
    const release = within(screen.getByRole('combobox', { name: 'Release date' })).getAllByRole('option').map((o) => o.textContent);
    expect(release).toContain('Pre-Purchase');
    expect(release).toContain('Older than 1990');
    const rating = within(screen.getByRole('combobox', { name: 'User rating' })).getAllByRole('option').map((o) => o.textContent);
    expect(rating).toEqual(['Any rating', '9 and higher', '8 and higher', '7 and higher', '6 and higher', '5 and higher', 'Not Rated']);
  });

  it('should report the chosen codes and clear back to undefined', () => {
    const onChange = vi.fn();
    render(<BrowseFilters value={{ sort: 3 }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'User rating' }), { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 3, rating: 8 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: undefined });
  });

  it('should hide the filters a page does not use', () => {
    render(<BrowseFilters value={{}} onChange={() => {}} hideReleaseDate hideRating />);
    expect(screen.queryByRole('combobox', { name: 'Release date' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'User rating' })).toBeNull();
  });
});
