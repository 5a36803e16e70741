import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The props {@link useDisclosure} gives the button that shows and hides the panel. */
export interface DisclosureTriggerProps<T extends HTMLElement> {
  ref: RefObject<T | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

/** The props {@link useDisclosure} gives the panel. */
export interface DisclosurePanelProps {
  id: string;
  hidden: boolean;
  /** Lets the hook keep the open panel inside the screen. */
  ref: (element: HTMLElement | null) => void;
}

/** The gap kept between an open panel and the screen's edges, px. */
const SCREEN_MARGIN = 8;

/**
 * Shifts an open panel sideways so it stays inside the screen: a popover anchored to the right
 * of a button near the middle of a phone's header would run off the left edge.
 */
function keepInsideScreen(panel: HTMLElement): void {
  panel.style.removeProperty('translate');
  const view = panel.ownerDocument.defaultView;
  if (!view) return;
  const rect = panel.getBoundingClientRect();
  // nothing laid out (hidden, or a document without layout): nothing to keep inside
  if (rect.width === 0) return;
  const width = view.document.documentElement.clientWidth || view.innerWidth;
  let shift = 0;
  if (rect.left < SCREEN_MARGIN) shift = SCREEN_MARGIN - rect.left;
  else if (rect.right > width - SCREEN_MARGIN) shift = Math.max(SCREEN_MARGIN - rect.left, width - SCREEN_MARGIN - rect.right);
  if (shift !== 0) panel.style.setProperty('translate', `${Math.round(shift)}px 0`);
}

/** What {@link useDisclosure} returns. */
export interface Disclosure<R extends HTMLElement, T extends HTMLElement> {
  /** Whether the panel is shown. */
  open: boolean;
  /** Shows or hides the panel (what the trigger's click does). */
  toggle: () => void;
  /** Hides the panel, leaving focus where it is (a link inside was followed). */
  close: () => void;
  /** The element that holds the trigger and the panel: clicks and focus inside it keep it open. */
  rootRef: RefObject<R | null>;
  /** Spread on the trigger button. */
  triggerProps: DisclosureTriggerProps<T>;
  /** Spread on the panel. */
  panelProps: DisclosurePanelProps;
}

/**
 * The disclosure pattern of the navigation's menus and popovers: a button with `aria-expanded`
 * and `aria-controls` that shows a panel. While open, the panel closes on Escape (focus goes
 * back to the button), on a press outside the root and when focus moves to something outside
 * the root. The listeners live only while it is open, and the open panel is kept inside the
 * screen.
 * @returns The open state, its actions, the root's ref and the trigger's and panel's props.
 * @example
 * const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
 * <div ref={menu.rootRef}>
 *   <button type="button" {...menu.triggerProps}>PC</button>
 *   <div {...menu.panelProps}>…</div>
 * </div>
 */
export function useDisclosure<R extends HTMLElement = HTMLDivElement, T extends HTMLElement = HTMLButtonElement>(): Disclosure<R, T> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<R>(null);
  const triggerRef = useRef<T>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  const setPanel = useCallback((element: HTMLElement | null) => {
    panelRef.current = element;
  }, []);

  // measured before paint, so an open panel never shows outside the screen first
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    keepInsideScreen(panel);
    const view = panel.ownerDocument.defaultView;
    const onResize = () => keepInsideScreen(panel);
    view?.addEventListener('resize', onResize);
    return () => view?.removeEventListener('resize', onResize);
  }, [open]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const doc = root.ownerDocument;
    // composedPath, not target: inside a shadow root the target is retargeted to the host
    const onPointer = (event: Event) => {
      if (!event.composedPath().includes(root)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // null when focus went nowhere (a focused button was removed or disabled): keep it open
      const next = event.relatedTarget as Node | null;
      if (next !== null && !root.contains(next)) setOpen(false);
    };
    doc.addEventListener('mousedown', onPointer);
    doc.addEventListener('touchstart', onPointer);
    doc.addEventListener('keydown', onKey);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      doc.removeEventListener('mousedown', onPointer);
      doc.removeEventListener('touchstart', onPointer);
      doc.removeEventListener('keydown', onKey);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return {
    open,
    toggle,
    close,
    rootRef,
    triggerProps: { ref: triggerRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !open, ref: setPanel },
  };
}
