import { useEffect, useRef } from 'react';
import { useRoute } from '../router/index.js';

/**
 * Whether the focus stays where it is: in an open modal dialog (a login the new page asked for),
 * or on a control of the page that is still there (a tab of My account, whose arrow keys change
 * the route and must keep working).
 */
function focusStays(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || !active.isConnected) return false;
  // a page still loading its code keeps the old one mounted but hidden: its focused link is
  // about to lose the focus to <body>
  if (typeof active.checkVisibility === 'function' && !active.checkVisibility()) return false;
  return active.closest('[aria-modal="true"]') !== null || (active !== main && main.contains(active));
}

/**
 * Moves the focus to the main landmark when the shopper goes to another page, so it is never left
 * on `<body>` (the link that was followed left with its page) or in the header (WCAG 2.4.3): a
 * screen reader starts reading the new page and Tab goes on from its top. The first page keeps the
 * browser's own start; query changes on the same page (filters, paging) and a control of the page
 * that is still there keep the focus where the shopper is.
 */
export function FocusMainOnRouteChange() {
  const { path } = useRoute();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const main = document.getElementById('main');
    if (!main || focusStays(main)) return;
    // the router scrolls a new page to the top itself
    main.focus({ preventScroll: true });
  }, [path]);
  return null;
}
