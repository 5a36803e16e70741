import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts rendering: it is in place before a scroll reaches it. */
const NEAR_MARGIN = '200px';

/** At the latest this long after the first paint a section renders anyway, scrolled to or not. */
const IDLE_TIMEOUT_MS = 3000;

/** Props of {@link NearViewport}. */
export interface NearViewportProps {
  /** The section, rendered (and its data asked for) once it comes near the screen. */
  children: ReactNode;
  /** Stands in until then: the section's heading and a box of about its height (see `.store-deferred`). */
  placeholder: ReactNode;
  /** Render at once, e.g. when the shopper came to this section by its link. */
  eager?: boolean;
}

/**
 * Renders a below-the-fold section of the home page only when it comes within {@link NEAR_MARGIN}
 * of the screen, when the shopper starts moving the focus with the keyboard (the section's links
 * must be there to Tab to), or when the browser is first idle (at the latest
 * {@link IDLE_TIMEOUT_MS} after mounting), so the whole page is there for find-in-page and screen
 * readers soon after it loads. The first render then builds only what the first screen shows: the
 * sixty-odd product cards of a full home page cost the phone most of its first seconds. Once
 * rendered, a section stays. Without IntersectionObserver everything renders at once.
 */
export function NearViewport({ children, placeholder, eager = false }: NearViewportProps) {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_MARGIN} 0px` });
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKey, true);
    const render = () => startTransition(() => setNear(true));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(render, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = idle === undefined ? setTimeout(render, IDLE_TIMEOUT_MS) : undefined;
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [near]);

  useEffect(() => {
    if (eager) setNear(true);
  }, [eager]);

  if (near) return children;
  return (
    <div ref={ref} className="store-deferred">
      {placeholder}
    </div>
  );
}
