import { useEffect, useMemo, useReducer } from 'react';

/** Where loading the suggestions of the current text stands. */
export type TypeaheadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What {@link useTypeaheadState} returns: the values and the actions that change them. */
export interface TypeaheadState<T> {
  /** The text in the field. */
  readonly text: string;
  /** The suggestions of the text, as loaded. */
  readonly items: readonly T[];
  readonly status: TypeaheadStatus;
  /** Whether the shopper wants the list (the field has focus or was typed in). */
  readonly open: boolean;
  /** The highlighted suggestion's index, -1 for none. */
  readonly activeIndex: number;
  /** The highlighted suggestion, or null. */
  readonly activeItem: T | null;
  /** The shopper typed: sets the text and opens the list. */
  setText(text: string): void;
  /** Opens the list (focus, arrow key). */
  show(): void;
  /** Closes the list and drops the highlight. */
  close(): void;
  /** Moves the highlight one step down (1) or up (-1), wrapping at the ends. */
  moveActive(step: 1 | -1): void;
  /** Highlights the suggestion at `index` (the pointer is over it). */
  setActiveIndex(index: number): void;
  /** Loading the text's suggestions started. */
  startLoading(): void;
  /** The suggestions arrived: they replace the list, nothing is highlighted. */
  receive(items: readonly T[]): void;
  /** Loading failed. */
  fail(): void;
  /** Drops the suggestions (the text is too short or the list closed). */
  clearItems(): void;
}

interface Values<T> {
  text: string;
  items: readonly T[];
  status: TypeaheadStatus;
  open: boolean;
  activeIndex: number;
}

type Action<T> =
  | { type: 'text'; text: string; open: boolean }
  | { type: 'open'; open: boolean }
  | { type: 'move'; step: 1 | -1 }
  | { type: 'active'; index: number }
  | { type: 'loading' }
  | { type: 'received'; items: readonly T[] }
  | { type: 'failed' }
  | { type: 'clear' };

function reduce<T>(state: Values<T>, action: Action<T>): Values<T> {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text, open: action.open || state.open };
    case 'open':
      return action.open ? { ...state, open: true } : { ...state, open: false, activeIndex: -1 };
    case 'move': {
      const count = state.items.length;
      if (count === 0) return state;
      const from = state.activeIndex;
      const activeIndex = action.step === 1 ? (from + 1) % count : from <= 0 ? count - 1 : from - 1;
      return { ...state, activeIndex };
    }
    case 'active':
      return { ...state, activeIndex: action.index >= 0 && action.index < state.items.length ? action.index : -1 };
    case 'loading':
      return { ...state, status: 'loading' };
    case 'received':
      return { ...state, items: action.items, status: 'ready', activeIndex: -1 };
    case 'failed':
      return { ...state, status: 'error' };
    case 'clear':
      return state.items.length === 0 && state.status === 'idle' ? state : { ...state, items: [], status: 'idle', activeIndex: -1 };
  }
}

/**
 * The state of a typeahead field, with no DOM and no rules of its own: the text, the loaded
 * suggestions and their status, whether the list is wanted and which suggestion is highlighted.
 * {@link useTypeahead} drives it (debounce, limits, keys, ARIA); {@link SearchBox} renders it.
 * @param options - `defaultText`: the starting text; a new value replaces the text.
 * @returns The values and the actions that change them.
 * @example
 * const state = useTypeaheadState<SearchSuggestion>({ defaultText: query });
 * state.setText('port');
 */
export function useTypeaheadState<T>(options: { defaultText?: string } = {}): TypeaheadState<T> {
  const defaultText = options.defaultText ?? '';
  const [values, dispatch] = useReducer(reduce<T>, { text: defaultText, items: [], status: 'idle', open: false, activeIndex: -1 });

  // a new default (the route's `q` changed) replaces what was typed
  useEffect(() => dispatch({ type: 'text', text: defaultText, open: false }), [defaultText]);

  const actions = useMemo(
    () => ({
      setText: (text: string) => dispatch({ type: 'text', text, open: true }),
      show: () => dispatch({ type: 'open', open: true }),
      close: () => dispatch({ type: 'open', open: false }),
      moveActive: (step: 1 | -1) => dispatch({ type: 'move', step }),
      setActiveIndex: (index: number) => dispatch({ type: 'active', index }),
      startLoading: () => dispatch({ type: 'loading' }),
      receive: (items: readonly T[]) => dispatch({ type: 'received', items }),
      fail: () => dispatch({ type: 'failed' }),
      clearItems: () => dispatch({ type: 'clear' }),
    }),
    [],
  );

  return { ...values, activeItem: values.items[values.activeIndex] ?? null, ...actions };
}
