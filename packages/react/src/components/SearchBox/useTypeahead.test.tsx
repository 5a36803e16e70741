import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { useTypeahead, type SearchSuggestion, type TypeaheadOptions } from './useTypeahead.js';
import { useTypeaheadState } from './useTypeaheadState.js';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

const suggestions = (n: number): SearchSuggestion[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Portal ${i + 1}`, href: `#!/p/${i + 1}` }));

function setup(options: Partial<TypeaheadOptions> = {}) {
  const props: TypeaheadOptions = { loadSuggestions: async () => suggestions(3), onSearch: vi.fn(), ...options };
  const hook = renderHook(() => {
    const state = useTypeaheadState<SearchSuggestion>();
    return { state, typeahead: useTypeahead(props, state) };
  });
  const current = () => hook.result.current.typeahead;
  const type = (value: string) => act(() => current().inputProps.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));
  const key = (name: string) => {
    const event = { key: name, preventDefault: vi.fn() };
    act(() => current().inputProps.onKeyDown(event as unknown as KeyboardEvent<HTMLInputElement>));
    return event;
  };
  const submit = () => act(() => current().formProps.onSubmit({ preventDefault: () => {} } as FormEvent));
  const settle = (ms = 200) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  return { props, hook, current, type, key, submit, settle };
}

describe('useTypeahead', () => {
  it('should give the input the ARIA combobox props and the spec limit of 25 characters', () => {
    const { current } = setup();
    const { inputProps, listBoxProps, statusProps } = current();
    expect(inputProps).toMatchObject({ role: 'combobox', 'aria-label': 'Search games', 'aria-autocomplete': 'list', 'aria-expanded': false, maxLength: 25 });
    expect(inputProps['aria-controls']).toBe(listBoxProps.id);
    expect(inputProps['aria-describedby']).toBe(statusProps.id);
    expect(listBoxProps).toMatchObject({ role: 'listbox', hidden: true });
  });

  it('should load once per pause in typing, from 3 characters, with the trimmed keyword', async () => {
    const load = vi.fn(async () => suggestions(2));
    const { type, settle } = setup({ loadSuggestions: load });
    type('po');
    await settle();
    expect(load).not.toHaveBeenCalled();
    type(' por');
    await settle(100);
    type(' port ');
    await settle(199);
    expect(load).not.toHaveBeenCalled();
    await settle(1);
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('port', expect.any(AbortSignal));
  });

  it('should abort a load whose text changed and ignore its answer', async () => {
    const signals: AbortSignal[] = [];
    let answer: (found: SearchSuggestion[]) => void = () => {};
    const load = vi.fn((_: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<SearchSuggestion[]>((resolve) => (answer = resolve));
    });
    const { type, settle, current } = setup({ loadSuggestions: load });
    type('portal');
    await settle();
    const stale = answer;
    type('portals');
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => stale(suggestions(5)));
    expect(current().items).toEqual([]);
    await settle();
    await act(async () => answer(suggestions(1)));
    expect(current().items.map((s) => s.title)).toEqual(['Portal 1']);
  });

  it('should show at most 15 suggestions and announce how many', async () => {
    const { type, settle, current } = setup({ loadSuggestions: async () => suggestions(20) });
    type('portal');
    await settle();
    expect(current().items).toHaveLength(15);
    expect(current().expanded).toBe(true);
    expect(current().announcement).toBe('15 suggestions available.');
  });

  it('should say when there are no suggestions or they failed', async () => {
    const failing = setup({ loadSuggestions: async () => Promise.reject(new Error('down')) });
    failing.type('portal');
    await failing.settle();
    expect(failing.current().announcement).toBe('Suggestions are unavailable.');
    cleanup();
    const empty = setup({ loadSuggestions: async () => [] });
    empty.type('zzzz');
    await empty.settle();
    expect(empty.current().expanded).toBe(true);
    expect(empty.current().announcement).toBe('No results to display');
  });

  it('should move the active option with the arrow keys and point aria-activedescendant at it', async () => {
    const { type, settle, current, key } = setup();
    type('portal');
    await settle();
    expect(key('ArrowDown').preventDefault).toHaveBeenCalled();
    key('ArrowDown');
    expect(current().inputProps['aria-activedescendant']).toBe(current().optionProps(1).id);
    expect(current().optionProps(1)['aria-selected']).toBe(true);
    key('ArrowUp');
    key('ArrowUp');
    expect(current().inputProps['aria-activedescendant']).toBe(current().optionProps(2).id);
  });

  it('should choose the active option on Enter, else search the keyword', async () => {
    const onSelect = vi.fn();
    const onSearch = vi.fn();
    const { type, settle, key, submit, current } = setup({ onSelect, onSearch });
    type('portal');
    await settle();
    key('ArrowDown');
    submit();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ title: 'Portal 1' }));
    expect(current().expanded).toBe(false);
    expect(current().inputProps.value).toBe('');
    type('  doom  ');
    submit();
    expect(onSearch).toHaveBeenCalledWith('doom');
    type('   ');
    submit();
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('should close the list on Escape, then clear the text on a second Escape', async () => {
    const { type, settle, key, hook, current } = setup();
    type('portal');
    await settle();
    expect(key('Escape').preventDefault).toHaveBeenCalled();
    expect(current().expanded).toBe(false);
    key('Escape');
    expect(hook.result.current.state.text).toBe('');
  });

  it('should close the list shortly after the field loses focus, unless focus comes back', async () => {
    const { type, settle, current } = setup();
    type('portal');
    await settle();
    act(() => current().inputProps.onBlur());
    act(() => current().inputProps.onFocus());
    await settle(150);
    expect(current().expanded).toBe(true);
    act(() => current().inputProps.onBlur());
    await settle(150);
    expect(current().expanded).toBe(false);
  });

  it('should keep focus in the field when an option is pressed, and choose it on click', async () => {
    const onSelect = vi.fn();
    const { type, settle, current } = setup({ onSelect });
    type('portal');
    await settle();
    const mouseDown = { preventDefault: vi.fn() };
    current().optionProps(2).onMouseDown(mouseDown as never);
    expect(mouseDown.preventDefault).toHaveBeenCalled();
    act(() => current().optionProps(2).onMouseEnter());
    expect(current().optionProps(2)['aria-selected']).toBe(true);
    act(() => current().optionProps(2).onClick());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ title: 'Portal 3' }));
  });
});
