import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { MESSAGES, SEARCH_KEYWORD_MAX_LENGTH, TYPEAHEAD_RESULTS, normalizeSearchKeyword, shouldTypeahead } from '@d2d/contract';
import type { TypeaheadState } from './useTypeaheadState.js';

/** One typeahead suggestion. */
export interface SearchSuggestion {
  id: number | string;
  title: string;
  /** Where choosing it goes (the product page). */
  href: string;
  /** A small image, if any. */
  thumbnail?: string | null;
  /** A second line, such as the platform. */
  detail?: string | null;
}

/** Options of {@link useTypeahead}: what the search box does with the shopper's input. */
export interface TypeaheadOptions {
  /** Loads suggestions for a keyword; an aborted signal means the text changed. */
  loadSuggestions: (keyword: string, signal: AbortSignal) => Promise<readonly SearchSuggestion[]>;
  /** Called with the keyword when the shopper submits the search. */
  onSearch: (keyword: string) => void;
  /** Called when a suggestion is chosen; defaults to following its `href`. */
  onSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  /** Delay after typing before suggestions load (default 200 ms). */
  debounceMs?: number | undefined;
}

/** What {@link useTypeahead} returns: props for each part of the markup. */
export interface Typeahead {
  /** Whether the list is shown (`aria-expanded`). */
  expanded: boolean;
  /** The suggestions to show (at most 15). */
  items: readonly SearchSuggestion[];
  /** What the live region says: searching, how many suggestions, none, or a failure. */
  announcement: string;
  formProps: { role: 'search'; onSubmit: (event: FormEvent) => void };
  inputProps: {
    type: 'search';
    role: 'combobox';
    'aria-label': string;
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    'aria-describedby': string;
    autoComplete: 'off';
    spellCheck: false;
    maxLength: number;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  listBoxProps: { id: string; role: 'listbox'; 'aria-label': string; hidden: boolean };
  /** Props of the option at `index` of {@link Typeahead.items}. */
  optionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (event: MouseEvent) => void;
    onClick: () => void;
    onMouseEnter: () => void;
  };
  statusProps: { id: string; 'aria-live': 'polite' };
}

/** Long enough for a click on a suggestion to land before the list closes. */
const BLUR_CLOSE_MS = 150;

function announce(status: TypeaheadState<SearchSuggestion>['status'], expanded: boolean, count: number): string {
  if (status === 'loading') return 'Searching…';
  if (status === 'error') return 'Suggestions are unavailable.';
  if (!expanded) return '';
  // the spec's text for an empty list; the search box also shows it under the field
  if (count === 0) return MESSAGES.noResults;
  return `${count} suggestion${count === 1 ? '' : 's'} available.`;
}

/**
 * The behaviour of the store's search box (spec §2, §5) over a {@link useTypeaheadState}:
 * suggestions load a debounce after typing, from 3 characters, at most 15, and a load whose text
 * changed is aborted; the keyword is limited to 25 characters and trimmed. Arrow keys move
 * through the suggestions, Enter opens the highlighted one or searches the text, Escape closes
 * the list (or clears the text when it is closed). Returns the ARIA combobox props of each part.
 * @param options - The loader and what submitting or choosing does.
 * @param state - The typeahead's state.
 * @returns Props for the form, input, list, options and live region.
 * @example
 * const state = useTypeaheadState<SearchSuggestion>();
 * const { inputProps, listBoxProps, optionProps, items } = useTypeahead({ loadSuggestions, onSearch }, state);
 */
export function useTypeahead(options: TypeaheadOptions, state: TypeaheadState<SearchSuggestion>): Typeahead {
  const { onSearch, onSelect, debounceMs = 200 } = options;
  const listId = useId();
  const statusId = useId();
  const loaderRef = useRef(options.loadSuggestions);
  loaderRef.current = options.loadSuggestions;
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { text, open, status, activeIndex } = state;
  const { startLoading, receive, fail, clearItems } = state;

  useEffect(() => {
    if (!open || !shouldTypeahead(text)) {
      clearItems();
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      startLoading();
      loaderRef
        .current(normalizeSearchKeyword(text), controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) receive(found.slice(0, TYPEAHEAD_RESULTS));
        })
        .catch(() => {
          if (!controller.signal.aborted) fail();
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, debounceMs, startLoading, receive, fail, clearItems]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const items = state.items;
  const expanded = open && shouldTypeahead(text) && (items.length > 0 || status === 'ready');
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: SearchSuggestion) => {
    // a pick opens the product: the chosen keyword would only linger in the field (the store's
    // header keeps this box mounted across pages)
    state.setText('');
    state.close();
    if (onSelect) onSelect(suggestion);
    else window.location.assign(suggestion.href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.activeItem) {
      choose(state.activeItem);
      return;
    }
    const keyword = normalizeSearchKeyword(text);
    if (keyword === '') return;
    state.close();
    onSearch(keyword);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      state.show();
      state.moveActive(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      state.moveActive(-1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        state.close();
      } else {
        state.setText('');
      }
    }
  };

  return {
    expanded,
    items,
    announcement: announce(status, expanded, items.length),
    formProps: { role: 'search', onSubmit },
    inputProps: {
      type: 'search',
      role: 'combobox',
      'aria-label': 'Search games',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      'aria-describedby': statusId,
      autoComplete: 'off',
      spellCheck: false,
      maxLength: SEARCH_KEYWORD_MAX_LENGTH,
      value: text,
      onChange: (event) => state.setText(event.target.value),
      onFocus: () => {
        clearTimeout(blurTimer.current);
        state.show();
      },
      onBlur: () => {
        blurTimer.current = setTimeout(state.close, BLUR_CLOSE_MS);
      },
      onKeyDown,
    },
    listBoxProps: { id: listId, role: 'listbox', 'aria-label': 'Suggestions', hidden: !expanded },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      // keeps focus in the field, so the blur does not close the list under the click
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => {
        const item = items[index];
        if (item) choose(item);
      },
      onMouseEnter: () => state.setActiveIndex(index),
    }),
    statusProps: { id: statusId, 'aria-live': 'polite' },
  };
}
