import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH, TYPEAHEAD_RESULTS, normalizeSearchKeyword, shouldTypeahead } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

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

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The store's search box: a combobox with typeahead from 3 characters, at most 15 suggestions,
 * and a 25-character limit (spec §2, §5). Arrow keys move through the suggestions, Enter opens
 * the highlighted one or searches the text, Escape closes the list.
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
  const [text, setText] = useState(defaultValue);
  const [items, setItems] = useState<readonly SearchSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const loaderRef = useRef(loadSuggestions);
  loaderRef.current = loadSuggestions;

  useEffect(() => setText(defaultValue), [defaultValue]);

  useEffect(() => {
    if (!open || !shouldTypeahead(text)) {
      setItems([]);
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      loaderRef
        .current(normalizeSearchKeyword(text), controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setItems(found.slice(0, TYPEAHEAD_RESULTS));
          setActive(-1);
          setStatus('ready');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('error');
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, debounceMs]);

  const expanded = open && shouldTypeahead(text) && (items.length > 0 || status === 'ready');

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    if (onSelect) onSelect(suggestion);
    else window.location.assign(suggestion.href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normalizeSearchKeyword(text);
    if (active >= 0 && items[active]) {
      choose(items[active]!);
      return;
    }
    if (keyword === '') return;
    setOpen(false);
    onSearch(keyword);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length > 0) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const announcement =
    status === 'loading'
      ? 'Searching…'
      : status === 'error'
        ? 'Suggestions are unavailable.'
        : expanded
          ? items.length === 0
            ? 'No suggestions.'
            : `${items.length} suggestion${items.length === 1 ? '' : 's'} available.`
          : '';

  return (
    <form role="search" className={cx('d2d-search', className)} onSubmit={submit}>
      <div className="d2d-search__field">
        <input
          ref={inputRef}
          type="search"
          className="d2d-input d2d-search__input"
          role="combobox"
          aria-label="Search games"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // let a click on a suggestion land before the list closes
            setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="d2d-icon-button d2d-search__submit" aria-label="Search">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="d2d-search__list" hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cx('d2d-search__option', index === active && 'd2d-search__option--active')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            onMouseEnter={() => setActive(index)}
          >
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
      <p id={statusId} className="d2d-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
