import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { SearchSubmitButton } from './SearchSubmitButton.js';
import type { SearchBoxProps } from './SearchBox.js';
import { useTypeahead, type SearchSuggestion } from './useTypeahead.js';
import { useTypeaheadState } from './useTypeaheadState.js';

/** Where the shopper left the search box's first markup, taken over when this one arrives. */
export interface SearchBoxResume {
  /** What the shopper typed there (null: nothing, the default text stands). */
  text: string | null;
  focused: boolean;
}

/**
 * The search box with its typeahead, loaded after the page's first paint by {@link SearchBox};
 * it starts from the text and focus the shopper left in the field shown until then.
 */
export function TypeaheadSearchBox({
  loadSuggestions,
  onSearch,
  onSelect,
  defaultValue = '',
  placeholder = 'Search',
  debounceMs = 200,
  className,
  resume,
}: SearchBoxProps & { resume: () => SearchBoxResume }) {
  // read once, while the first field is still on screen (a render that React restarts reads again)
  const [resumed] = useState(resume);
  const state = useTypeaheadState<SearchSuggestion>({ defaultText: defaultValue });
  const { formProps, inputProps, listBoxProps, optionProps, statusProps, items, announcement } = useTypeahead(
    { loadSuggestions, onSearch, onSelect, debounceMs },
    state,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const { setText } = state;
  // after useTypeaheadState's own effect, which sets the default text
  useEffect(() => {
    if (resumed.text !== null) setText(resumed.text);
    // focusing runs the field's onFocus, which opens the list for the text typed so far
    if (resumed.focused) inputRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <form {...formProps} className={cx('d2d-search', className)}>
      <div className="d2d-search__field">
        <input ref={inputRef} {...inputProps} className="d2d-input d2d-search__input" placeholder={placeholder} />
        <SearchSubmitButton />
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
