import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport.js';

/** jsdom has no IntersectionObserver: this one is told by the test when its element comes near. */
class TestObserver {
  static last: TestObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    TestObserver.last = this;
  }
  observe() {}
  disconnect() {}
  near(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const section = (
  <NearViewport placeholder={<h2>Placeholder</h2>}>
    <h2>Section</h2>
  </NearViewport>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it('should render the section at once where the browser cannot tell where it is', () => {
    render(section);
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
  });

  it('should hold the placeholder until the section comes near the screen, then keep the section', () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    render(section);
    expect(screen.getByRole('heading', { name: 'Placeholder' })).toBeTruthy();
    expect(TestObserver.last?.options?.rootMargin).toBe('200px 0px');
    act(() => TestObserver.last!.near(false));
    expect(screen.queryByRole('heading', { name: 'Section' })).toBeNull();
    act(() => TestObserver.last!.near(true));
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
  });

  it('should render the section when the shopper moves the focus with Tab, so its links can be reached', () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    render(section);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(screen.queryByRole('heading', { name: 'Section' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
  });

  it('should render at once when eager, and when it becomes eager', () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const eager = (
      <NearViewport placeholder={<h2>Placeholder</h2>} eager>
        <h2>Section</h2>
      </NearViewport>
    );
    render(eager);
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
    cleanup();
    const { rerender } = render(section);
    expect(screen.getByRole('heading', { name: 'Placeholder' })).toBeTruthy();
    rerender(eager);
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
  });

  it('should render the section once the browser is idle, at the latest after three seconds, scrolled to or not', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('IntersectionObserver', TestObserver);
      render(section);
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.queryByRole('heading', { name: 'Section' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
