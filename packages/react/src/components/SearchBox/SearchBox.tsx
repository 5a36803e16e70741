import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH, normalizeSearchKeyword } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { SearchSubmitButton } from './SearchSubmitButton.js';
import type { SearchBoxResume } from './TypeaheadSearchBox.js';
import type { SearchSuggestion } from './useTypeahead.js';

export type { SearchSuggestion } from './useTypeahead.js';

// the typeahead (its state, keyboard, live region and suggestion list) is not needed to paint
// the header: it loads right after the first paint, out of the page's first script
const TypeaheadSearchBox = lazy(() => import('./TypeaheadSearchBox.js').then((module) => ({ default: module.TypeaheadSearchBox })));

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
 * build other markup on the same two hooks. The typeahead's code loads just after the page's first
 * paint; until it arrives the same field takes text and searches on Enter, and the typeahead
 * carries on from there.
 * @example
 * <SearchBox loadSuggestions={loadTypeahead} onSearch={(q) => navigate(`/search?q=${q}`)} />
 */
export function SearchBox(props: SearchBoxProps) {
  const { onSearch, defaultValue = '', placeholder = 'Search', className } = props;
  const [text, setText] = useState(defaultValue);
  const [load, setLoad] = useState(false);
  const where = useRef<SearchBoxResume>({ text: null, focused: false });
  useEffect(() => setLoad(true), []);

  const field = (
    <form
      role="search"
      className={cx('d2d-search', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = normalizeSearchKeyword(text);
        if (keyword !== '') onSearch(keyword);
      }}
    >
      <div className="d2d-search__field">
        <input
          type="search"
          role="combobox"
          aria-label="Search games"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            where.current.text = event.target.value;
            setText(event.target.value);
          }}
          onFocus={() => {
            where.current.focused = true;
          }}
          onBlur={() => {
            where.current.focused = false;
          }}
          className="d2d-input d2d-search__input"
          placeholder={placeholder}
        />
        <SearchSubmitButton />
      </div>
    </form>
  );
  if (!load) return field;
  return (
    <Suspense fallback={field}>
      <TypeaheadSearchBox {...props} resume={() => ({ ...where.current })} />
    </Suspense>
  );
}
