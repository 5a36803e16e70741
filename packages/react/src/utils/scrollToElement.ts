import { SCROLL_ANIMATION_MS, SCROLL_OFFSET_PX } from '@d2d/contract';

/** Options of {@link scrollToElement}. */
export interface ScrollOptions {
  /** Animation length; defaults to the spec's 400 ms. */
  durationMs?: number;
  /** Space left above the element; defaults to the spec's 120 px. */
  offsetPx?: number;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window so `element` sits `offsetPx` below the top, animated over `durationMs`
 * (spec §2: a page change scrolls to the list in 400 ms with a 120 px offset). Shoppers who ask
 * for reduced motion get an instant jump.
 * @param element - The list to bring into view.
 * @param options - Duration and offset.
 * @returns A function that cancels the animation.
 * @example
 * scrollToElement(listRef.current);
 */
export function scrollToElement(element: HTMLElement, options: ScrollOptions = {}): () => void {
  const duration = options.durationMs ?? SCROLL_ANIMATION_MS;
  const offset = options.offsetPx ?? SCROLL_OFFSET_PX;
  const view = element.ownerDocument.defaultView;
  if (!view) return () => {};
  const start = view.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - offset);
  const reduced = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0 || typeof view.requestAnimationFrame !== 'function') {
    view.scrollTo(0, target);
    return () => {};
  }
  let frame = 0;
  const began = view.performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    view.scrollTo(0, start + (target - start) * easeInOut(t));
    if (t < 1) frame = view.requestAnimationFrame(step);
  };
  frame = view.requestAnimationFrame(step);
  return () => view.cancelAnimationFrame(frame);
}
