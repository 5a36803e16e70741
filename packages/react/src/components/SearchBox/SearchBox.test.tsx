import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox, type SearchSuggestion } from './SearchBox.js';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

const suggestions = (n: number): SearchSuggestion[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Portal ${i + 1}`, href: `#!/download-portal-${i + 1}/${i + 1}` }));

/** Renders the box and lets its typeahead arrive (it loads after the first paint). */
async function renderBox(ui: ReactElement) {
  const result = render(ui);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return result;
}

async function typeAndWait(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

describe('SearchBox', () => {
  it('should be a labelled combobox limited to 25 characters', async () => {
    await renderBox(<SearchBox loadSuggestions={async () => []} onSearch={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Search games' }) as HTMLInputElement;
    expect(input.maxLength).toBe(25);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('should not ask for suggestions under 3 characters', async () => {
    const load = vi.fn(async () => suggestions(2));
    await renderBox(<SearchBox loadSuggestions={load} onSearch={() => {}} />);
    await typeAndWait(screen.getByRole('combobox'), 'po');
    expect(load).not.toHaveBeenCalled();
    await typeAndWait(screen.getByRole('combobox'), 'por');
    expect(load).toHaveBeenCalledWith('por', expect.any(AbortSignal));
  });

  it('should show at most 15 suggestions', async () => {
    await renderBox(<SearchBox loadSuggestions={async () => suggestions(20)} onSearch={() => {}} />);
    await typeAndWait(screen.getByRole('combobox'), 'portal');
    expect(screen.getAllByRole('option')).toHaveLength(15);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it("should show the spec's 'No results to display' when nothing matches", async () => {
    await renderBox(<SearchBox loadSuggestions={async () => []} onSearch={() => {}} />);
    await typeAndWait(screen.getByRole('combobox'), 'zzzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // once on screen and once in the live region that announces it
    expect(screen.getAllByText('No results to display')).toHaveLength(2);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('No results to display');
  });

  it('should move through suggestions with the arrow keys and open the chosen one with Enter', async () => {
    const onSelect = vi.fn();
    await renderBox(<SearchBox loadSuggestions={async () => suggestions(3)} onSearch={() => {}} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'portal');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: 'Portal 2' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.closest('form')!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ title: 'Portal 2' }));
  });

  it('should search the trimmed keyword on Enter', async () => {
    const onSearch = vi.fn();
    await renderBox(<SearchBox loadSuggestions={async () => []} onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: '  doom  ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('doom');
  });

  it('should close the list on Escape', async () => {
    await renderBox(<SearchBox loadSuggestions={async () => suggestions(3)} onSearch={() => {}} />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'portal');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('should render each suggestion with its title, detail and box art, and announce the count', async () => {
    const load = async () => [
      { id: 1, title: 'Portal 1', href: '#!/p/1', detail: 'PC', thumbnail: 'data:image/svg+xml,x' },
      { id: 2, title: 'Portal 2', href: '#!/p/2' },
    ];
    const onSelect = vi.fn();
    await renderBox(<SearchBox loadSuggestions={load} onSearch={() => {}} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'portal');
    const first = screen.getByRole('option', { name: /Portal 1/ });
    expect(first.textContent).toContain('PC');
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('2 suggestions available.').getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('2 suggestions available.').id);
    fireEvent.click(screen.getByRole('option', { name: 'Portal 2' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ href: '#!/p/2' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // the typeahead clears after a pick
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('should search on Enter before its typeahead has arrived', () => {
    const onSearch = vi.fn();
    render(<SearchBox loadSuggestions={async () => []} onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Search games' }) as HTMLInputElement;
    expect(input.maxLength).toBe(25);
    fireEvent.change(input, { target: { value: '  portal  ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('portal');
  });

  it('should carry the text and focus over to the typeahead when it arrives', async () => {
    const load = vi.fn(async () => suggestions(2));
    render(<SearchBox loadSuggestions={load} onSearch={() => {}} defaultValue="" />);
    const early = screen.getByRole('combobox');
    early.focus();
    fireEvent.change(early, { target: { value: 'port' } });
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(250);
    });
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('port');
    expect(document.activeElement).toBe(input);
    expect(load).toHaveBeenCalledWith('port', expect.anything());
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
