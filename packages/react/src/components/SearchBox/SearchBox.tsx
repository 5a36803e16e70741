import { MESSAGES } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { useTypeahead, type SearchSuggestion } from './useTypeahead.js';
import { useTypeaheadState } from './useTypeaheadState.js';

export type { SearchSuggestion } from './useTypeahead.js';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /**
   * Loads suggestions for a keyword (at least 3 characters). The store passes a loader bound to
   * `store.api` (findpage with pageSize 15); an aborted signal means the text changed.
   */
  loadSuggestions: (keyword: string, signal: AbortSignal) => Promise<readonly SearchSuggestion[]>;
  /** Called with the keyword when the shopper submits the search. */
  onSearch: (keyword: string) => void;
  /** Called when a suggestion is chosen; defaults to following its `href`. */
  onSelect?: (suggestion: SearchSuggestion) => void;
  /** The initial text (e.g. the current `q`). */
  defaultValue?: string;
  /** Visible placeholder; the accessible name is always 'Search games'. */
  placeholder?: string;
  /** Delay after typing before suggestions load. */
  debounceMs?: number;
  className?: string;
}

/**
 * The store's search box: a combobox with typeahead from 3 characters, at most 15 suggestions,
 * and a 25-character limit (spec §2, §5). Arrow keys move through the suggestions, Enter opens
 * the highlighted one or searches the text, Escape closes the list. It renders
 * {@link useTypeaheadState} (the state) driven by {@link useTypeahead} (the behaviour and ARIA);
 * build other markup on the same two hooks.
 * @example
 * <SearchBox loadSuggestions={loadTypeahead} onSearch={(q) => navigate(`/search?q=${q}`)} />
 */
export function SearchBox({
  loadSuggestions,
  onSearch,
  onSelect,
  defaultValue = '',
  placeholder = 'Search',
  debounceMs = 200,
  className,
}: SearchBoxProps) {
  const state = useTypeaheadState<SearchSuggestion>({ defaultText: defaultValue });
  const { formProps, inputProps, listBoxProps, optionProps, statusProps, items, announcement } = useTypeahead(
    { loadSuggestions, onSearch, onSelect, debounceMs },
    state,
  );

  return (
    <form {...formProps} className={cx('d2d-search', className)}>
      <div className="d2d-search__field">
        <input {...inputProps} className="d2d-input d2d-search__input" placeholder={placeholder} />
        <button type="submit" className="d2d-icon-button d2d-search__submit" aria-label="Search">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
        </button>
      </div>
      <ul {...listBoxProps} className="d2d-search__list">
        {items.map((item, index) => (
          <li key={item.id} {...optionProps(index)} className={cx('d2d-search__option', index === state.activeIndex && 'd2d-search__option--active')}>
            {item.thumbnail ? (
              <img src={item.thumbnail} alt="" width={40} height={56} loading="lazy" className="d2d-search__thumb" />
            ) : (
              <span className="d2d-search__thumb" aria-hidden="true" />
            )}
            <span className="d2d-search__text">
              <span className="d2d-search__title">{item.title}</span>
              {item.detail && <span className="d2d-search__detail">{item.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
      {/* the live region below announces it; this copy is for the eyes */}
      {!listBoxProps.hidden && items.length === 0 && announcement === MESSAGES.noResults && (
        <p className="d2d-search__list d2d-search__empty" aria-hidden="true">
          {MESSAGES.noResults}
        </p>
      )}
      <p {...statusProps} className="d2d-visually-hidden">
        {announcement}
      </p>
    </form>
  );
}
