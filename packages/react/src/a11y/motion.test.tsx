import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel } from '../components/Carousel/Carousel.js';
import { Countdown, type CountdownValue } from '../components/Countdown/Countdown.js';
import { HeroRotator } from '../components/HeroRotator/HeroRotator.js';
import { heroSlides } from '../fixtures/merchandising.js';
import { d2dStyles } from '../styles/index.js';

// What axe cannot see (issue 19): moving and auto-updating content can be paused (WCAG 2.2.2)
// and holds still for shoppers who ask for reduced motion (2.3.3).

/** jsdom has no `matchMedia`: answers the reduced-motion query as the test says. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const currentSlide = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const left = (seconds: number): CountdownValue => ({ days: 1, hours: 2, minutes: 3, seconds, ended: false });

describe('hero rotator motion', () => {
  it('should not advance on its own when the shopper asks for reduced motion, and offer to start it', () => {
    prefersReducedMotion(true);
    render(<HeroRotator slides={heroSlides} />);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(currentSlide()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy();
  });

  it('should pause while the pointer is on it and go on when it leaves', () => {
    prefersReducedMotion(false);
    render(<HeroRotator slides={heroSlides} />);
    const hero = screen.getByRole('button', { name: 'Stop slide rotation' }).closest('section, [aria-roledescription]') as HTMLElement;
    fireEvent.mouseEnter(hero);
    act(() => void vi.advanceTimersByTime(15_000));
    expect(currentSlide()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
    fireEvent.mouseLeave(hero);
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe(`Slide 2: ${heroSlides[1]!.title}`);
  });

  it('should switch off the slide fade and every transition under reduced motion in the style sheet', () => {
    const fade = d2dStyles.indexOf('.d2d-hero__slide { position: absolute; inset: 0; animation: d2d-fade');
    const still = d2dStyles.search(/@media \(prefers-reduced-motion: reduce\) \{\s*\.d2d-hero__slide \{ animation: none; \}/);
    expect(fade).toBeGreaterThan(-1);
    // the same specificity: the later rule wins
    expect(still).toBeGreaterThan(fade);
    expect(d2dStyles).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^@]*transition-duration: 0ms !important/);
  });
});

describe('carousel motion', () => {
  function pageNext(reduce: boolean) {
    prefersReducedMotion(reduce);
    const titles = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    render(<Carousel label="On sale" items={titles} itemKey={(t) => t} renderItem={(t) => <a href={`#!/${t}`}>{t}</a>} />);
    const track = within(screen.getByRole('region', { name: 'On sale' })).getByRole('list');
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 500 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1400 });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    fireEvent.scroll(track);
    fireEvent.click(screen.getByRole('button', { name: 'Next On sale' }));
    return scrollBy;
  }

  it('should never move by itself: nothing scrolls without a press', () => {
    prefersReducedMotion(false);
    render(<Carousel label="On sale" items={['A', 'B', 'C', 'D', 'E', 'F']} itemKey={(t) => t} renderItem={(t) => <span>{t}</span>} />);
    const track = within(screen.getByRole('region', { name: 'On sale' })).getByRole('list');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(track.scrollLeft).toBe(0);
  });

  it('should page smoothly, but jump without animation under reduced motion', () => {
    expect(pageNext(false)).toHaveBeenCalledWith({ left: 500, behavior: 'smooth' });
    cleanup();
    expect(pageNext(true)).toHaveBeenCalledWith({ left: 500, behavior: 'auto' });
  });
});

describe('countdown motion', () => {
  it('should hold the time shown while the pointer is on it', () => {
    prefersReducedMotion(false);
    const { rerender } = render(<Countdown label="Sale ends in" value={left(5)} />);
    const timer = screen.getByRole('timer');
    fireEvent.mouseEnter(timer);
    rerender(<Countdown label="Sale ends in" value={left(4)} />);
    expect(timer.getAttribute('aria-label')).toBe('Sale ends in 1 days 2 hours 3 minutes 5 seconds');
    fireEvent.mouseLeave(timer);
    expect(timer.getAttribute('aria-label')).toBe('Sale ends in 1 days 2 hours 3 minutes 4 seconds');
  });

  it('should show no ticking seconds under reduced motion', () => {
    prefersReducedMotion(true);
    const { rerender } = render(<Countdown label="Sale ends in" value={left(5)} />);
    const timer = screen.getByRole('timer', { name: 'Sale ends in 1 days 2 hours 3 minutes' });
    const shown = timer.textContent;
    expect(shown).toBe('Sale ends in1d02h03m');
    rerender(<Countdown label="Sale ends in" value={left(4)} />);
    expect(timer.textContent).toBe(shown);
  });
});
