import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FEATURED_SLIDES_PER_PAGE } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  items: readonly T[];
  /** Renders one item (a product card). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item. */
  itemKey: (item: T) => string | number;
  /** Names the carousel region. */
  label: string;
  /** Items per page on wide screens (spec §9: 5); narrower screens show fewer. */
  perPage?: number;
  className?: string;
}

/** Pages of items built with the first render; the rest waits for a quiet moment or for use. */
const FIRST_PAGES = 2;

/**
 * Calls `run` once the browser has a quiet moment (at the latest after `timeoutMs`).
 * @returns A function that cancels the call.
 */
function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * A horizontally scrolling row of items, five per page on wide screens (spec §9 featured slides
 * and bottom carousel), with previous and next buttons that move one page. The row is a list a
 * keyboard or screen-reader user can read straight through; swiping works on touch screens.
 * The first render builds the first two pages; the rest follows when the browser is idle, or at
 * once when the row is pointed at, touched, focused or scrolled.
 * @example
 * <Carousel label="On sale" items={products} itemKey={(p) => p.id} renderItem={(p) => <ProductCard product={p} />} />
 */
export function Carousel<T>({ items, renderItem, itemKey, label, perPage = FEATURED_SLIDES_PER_PAGE, className }: CarouselProps<T>) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= perPage });
  // a phone shows two cards of a row of twenty-five: the first render builds the first pages only,
  // which is most of what a home page's first seconds cost, and the rest follows when the browser
  // is idle, or at once when the shopper reaches for the row (pointer, touch, focus, scroll)
  const [complete, setComplete] = useState(items.length <= perPage * FIRST_PAGES);
  const showAll = useCallback(() => setComplete(true), []);
  const shown = complete ? items : items.slice(0, perPage * FIRST_PAGES);

  useEffect(() => {
    if (complete) return undefined;
    return whenIdle(() => startTransition(showAll), 2000);
  }, [complete, showAll]);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => observer.disconnect();
  }, [items, complete, update]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    showAll();
    // a script's explicit 'smooth' wins over the reduced-motion style sheet, so it asks itself
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <section
      className={cx('d2d-carousel', className)}
      aria-label={label}
      aria-roledescription="carousel"
      style={{ ['--d2d-carousel-per-page' as string]: perPage }}
      onPointerEnter={complete ? undefined : showAll}
      onTouchStart={complete ? undefined : showAll}
      onFocus={complete ? undefined : showAll}
    >
      <div className="d2d-carousel__controls">
        <button type="button" className="d2d-icon-button" aria-label={`Previous ${label}`} disabled={edges.start} onClick={() => page(-1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
          </svg>
        </button>
        <button type="button" className="d2d-icon-button" aria-label={`Next ${label}`} disabled={edges.end} onClick={() => page(1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
          </svg>
        </button>
      </div>
      <ul
        ref={trackRef}
        className="d2d-carousel__track"
        onScroll={() => {
          showAll();
          update();
        }}
      >
        {shown.map((item, index) => (
          <li key={itemKey(item)} className="d2d-carousel__item">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
