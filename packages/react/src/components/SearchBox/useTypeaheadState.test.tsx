import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useTypeaheadState } from './useTypeaheadState.js';

afterEach(cleanup);

const setup = (defaultText?: string) =>
  renderHook(({ text }: { text: string | undefined }) => useTypeaheadState<string>(text === undefined ? {} : { defaultText: text }), {
    initialProps: { text: defaultText },
  });

describe('useTypeaheadState', () => {
  it('should start closed with the default text and nothing loaded', () => {
    const { result } = setup('doom');
    expect(result.current).toMatchObject({ text: 'doom', items: [], status: 'idle', open: false, activeIndex: -1, activeItem: null });
  });

  it('should open the list when the shopper types', () => {
    const { result } = setup();
    act(() => result.current.setText('por'));
    expect(result.current).toMatchObject({ text: 'por', open: true });
  });

  it('should take a new default text in place of what was typed', () => {
    const { result, rerender } = setup('doom');
    act(() => result.current.setText('quake'));
    rerender({ text: 'portal' });
    expect(result.current.text).toBe('portal');
  });

  it('should hold loaded suggestions with nothing highlighted', () => {
    const { result } = setup();
    act(() => result.current.startLoading());
    expect(result.current.status).toBe('loading');
    act(() => result.current.receive(['a', 'b', 'c']));
    expect(result.current).toMatchObject({ items: ['a', 'b', 'c'], status: 'ready', activeIndex: -1 });
    act(() => result.current.fail());
    expect(result.current.status).toBe('error');
  });

  it('should move the highlight down and up, wrapping at both ends', () => {
    const { result } = setup();
    act(() => result.current.receive(['a', 'b', 'c']));
    act(() => result.current.moveActive(1));
    expect(result.current.activeItem).toBe('a');
    act(() => {
      result.current.moveActive(1);
      result.current.moveActive(1);
      result.current.moveActive(1);
    });
    expect(result.current.activeItem).toBe('a');
    act(() => result.current.moveActive(-1));
    expect(result.current.activeItem).toBe('c');
    act(() => result.current.setActiveIndex(1));
    expect(result.current.activeItem).toBe('b');
    act(() => result.current.setActiveIndex(7));
    expect(result.current.activeIndex).toBe(-1);
  });

  it('should not highlight anything in an empty list', () => {
    const { result } = setup();
    act(() => result.current.moveActive(1));
    act(() => result.current.moveActive(-1));
    expect(result.current.activeIndex).toBe(-1);
  });

  it('should drop the highlight when the list closes, and the suggestions when cleared', () => {
    const { result } = setup();
    act(() => {
      result.current.show();
      result.current.receive(['a', 'b']);
      result.current.moveActive(1);
    });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, activeIndex: -1, items: ['a', 'b'] });
    act(() => result.current.clearItems());
    expect(result.current).toMatchObject({ items: [], status: 'idle' });
  });

  it('should keep its actions the same between renders', () => {
    const { result, rerender } = setup();
    const { setText, receive, clearItems } = result.current;
    act(() => result.current.setText('x'));
    rerender({ text: undefined });
    expect(result.current.setText).toBe(setText);
    expect(result.current.receive).toBe(receive);
    expect(result.current.clearItems).toBe(clearItems);
  });
});
