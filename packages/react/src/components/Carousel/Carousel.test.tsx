import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel } from './Carousel.js';
import { browseItems } from '../../fixtures/products.js';

afterEach(cleanup);

const titles = browseItems.map((p) => p.title);

function renderCarousel(items = titles) {
  render(<Carousel label="On sale" items={items} itemKey={(t) => t} renderItem={(t) => <a href={`#!/${t}`}>{t}</a>} />);
  const region = screen.getByRole('region', { name: 'On sale' });
  const track = within(region).getByRole('list');
  return { region, track, previous: screen.getByRole('button', { name: 'Previous On sale' }) as HTMLButtonElement, next: screen.getByRole('button', { name: 'Next On sale' }) as HTMLButtonElement };
}

/** Gives the track the layout jsdom lacks: `page` px visible of `total` px, scrolled to `left`. */
function layout(track: HTMLElement, { page, total, left }: { page: number; total: number; left: number }) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: page });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: total });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(track);
}

describe('Carousel', () => {
  it('should be a named carousel region whose items are one list read straight through', () => {
    const { region, track } = renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(track).getAllByRole('listitem').map((li) => li.textContent)).toEqual(titles);
    expect(region.style.getPropertyValue('--d2d-carousel-per-page')).toBe('5');
  });

  it('should build its first two pages at once and the rest when the browser is idle', () => {
    vi.useFakeTimers();
    try {
      const many = Array.from({ length: 25 }, (_, i) => `Game ${i + 1}`);
      const { track } = renderCarousel(many);
      expect(within(track).getAllByRole('listitem').map((li) => li.textContent)).toEqual(many.slice(0, 10));
      act(() => vi.runAllTimers());
      expect(within(track).getAllByRole('listitem').map((li) => li.textContent)).toEqual(many);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['focus', (region: HTMLElement) => fireEvent.focus(within(region).getAllByRole('link')[0]!)],
    ['pointer', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['scroll', (region: HTMLElement) => fireEvent.scroll(within(region).getByRole('list'))],
  ])('should build every item as soon as the shopper reaches for the row (%s)', (_, reach) => {
    const many = Array.from({ length: 25 }, (_, i) => `Game ${i + 1}`);
    const { region, track } = renderCarousel(many);
    expect(within(track).getAllByRole('listitem')).toHaveLength(10);
    act(() => reach(region));
    expect(within(track).getAllByRole('listitem')).toHaveLength(25);
  });

  it('should disable both buttons when everything fits', () => {
    const { previous, next } = renderCarousel(titles.slice(0, 3));
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(true);
  });

  it('should page by the visible width and enable the buttons by the scroll position', () => {
    const { track, previous, next } = renderCarousel();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    layout(track, { page: 500, total: 1500, left: 0 });
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    layout(track, { page: 500, total: 1500, left: 500 });
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
    layout(track, { page: 500, total: 1500, left: 1000 });
    expect(next.disabled).toBe(true);
  });
});
