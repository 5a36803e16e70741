import { useEffect, useId, useRef, type ReactNode, type RefObject, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../provider/PortalContext.js';
import { cx } from '../../utils/cx.js';
import { focusableIn } from '../../utils/focusable.js';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dialog's title; it labels the dialog for assistive technology. */
  title: ReactNode;
  /** Called when the shopper dismisses the dialog (Escape, the close button or the backdrop). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons rendered at the bottom of the dialog. */
  footer?: ReactNode;
  /** Whether a click on the backdrop closes the dialog (default `true`). */
  closeOnBackdrop?: boolean;
  /** Whether Escape and the close button are available (default `true`). */
  dismissable?: boolean;
  /** The element to focus when the dialog opens; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `'small'` for messages, `'medium'` (default) for forms, `'large'` for media. */
  size?: 'small' | 'medium' | 'large';
  /** Extra class on the dialog panel. */
  className?: string;
  /** Accessible description: the id of an element inside the dialog that describes it. */
  describedBy?: string;
  /** `'alertdialog'` for errors and confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * An accessible modal dialog: `role="dialog"`, `aria-modal`, labelled by its title; focus moves
 * into it when it opens, stays inside while Tab cycles, and returns to the element that had it
 * when the dialog closes; Escape closes it. Every modal of the store is built on it.
 * @example
 * <Dialog open={open} title="Activation key" onClose={() => setOpen(false)}>
 *   <p>XXXX-YYYY-ZZZZ</p>
 * </Dialog>
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  closeOnBackdrop = true,
  dismissable = true,
  initialFocus,
  size = 'medium',
  className,
  describedBy,
  role = 'dialog',
}: DialogProps) {
  const container = usePortalContainer();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = (panelRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocus?.current ?? focusableIn(panel).find((el) => !el.classList.contains('d2d-dialog__close')) ?? panel;
      target.focus();
    }
    const body = typeof document === 'undefined' ? null : document.body;
    const overflow = body?.style.overflow ?? '';
    if (body) body.style.overflow = 'hidden';
    return () => {
      if (body) body.style.overflow = overflow;
      // return focus to where the shopper was, if that element is still on the page
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
    // initialFocus is read once, when the dialog opens
  }, [open]);

  // a step that takes away the focused control (Proceed disabled while it works, a form swapped
  // for its result) drops the focus to <body>, behind the modal: it is put back inside. Focus the
  // shopper moved elsewhere on purpose (a dialog over this one) is left alone.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const active = panel.ownerDocument.activeElement;
    if (active && active !== panel.ownerDocument.body) return;
    const wanted = initialFocus?.current;
    (wanted?.isConnected ? wanted : focusableIn(panel).find((el) => !el.classList.contains('d2d-dialog__close')) ?? panel).focus();
  });

  if (!open || !container) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissable) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = (panelRef.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="d2d-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closeOnBackdrop && dismissable) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('d2d-dialog', `d2d-dialog--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <header className="d2d-dialog__header">
          <h2 id={titleId} className="d2d-dialog__title">
            {title}
          </h2>
          {dismissable && (
            <button type="button" className="d2d-icon-button d2d-dialog__close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
              </svg>
            </button>
          )}
        </header>
        <div className="d2d-dialog__body">{children}</div>
        {footer && <footer className="d2d-dialog__footer">{footer}</footer>}
      </div>
    </div>,
    container,
  );
}
