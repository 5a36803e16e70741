import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure.js';
import { cx } from '../../utils/cx.js';

/** Props of {@link CartPopover}. */
export interface CartPopoverProps {
  /** Lines in the cart (the badge). */
  count: number;
  /** The popover's content, usually a {@link MiniCart}. */
  children: ReactNode;
  /** Render a plain link to the cart instead of the popover (on the cart page itself). */
  linkOnly?: boolean;
  /** The cart page. */
  cartHref: string;
  className?: string;
}

/**
 * The cart button of the navigation with its item count, opening the mini cart in a popover
 * (spec §2; on /cart it is a plain link, as the popup mini cart is hidden there). A polite
 * status region announces every change of the count.
 * @example
 * <CartPopover count={count} cartHref="#!/cart"><MiniCart … /></CartPopover>
 */
export function CartPopover({ count, children, linkOnly = false, cartHref, className }: CartPopoverProps) {
  const popover = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const label = `Cart, ${count} item${count === 1 ? '' : 's'}`;
  // a change of the count (added, removed, the cart loaded) is spoken; the first count is not news
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(count);
  useEffect(() => {
    if (announced.current === count) return;
    announced.current = count;
    setAnnouncement(label);
  }, [count, label]);
  const status = (
    <span className="d2d-visually-hidden" role="status">
      {announcement}
    </span>
  );
  const icon = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7.2a2 2 0 0 1-1.8 1.1H8.1l-1 1.7H19v2H6c-1.5 0-2.4-1.6-1.7-2.9L5.7 13 2 4V2h2.6z" />
      </svg>
      {count > 0 && (
        <span className="d2d-cart-button__count" aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
  if (linkOnly) {
    return (
      <div className={cx('d2d-cart-button', className)}>
        <a href={cartHref} className="d2d-icon-button" aria-label={label}>
          {icon}
        </a>
        {status}
      </div>
    );
  }
  return (
    <div ref={popover.rootRef} className={cx('d2d-cart-button', className)}>
      <button type="button" className="d2d-icon-button" aria-label={label} {...popover.triggerProps}>
        {icon}
      </button>
      {status}
      <div
        {...popover.panelProps}
        className="d2d-popover d2d-cart-button__panel"
        role="region"
        aria-label="Shopping cart"
        onClick={(event) => {
          // following a link inside (View Cart) closes the popover
          if ((event.target as HTMLElement).closest('a')) popover.close();
        }}
      >
        {children}
      </div>
    </div>
  );
}
