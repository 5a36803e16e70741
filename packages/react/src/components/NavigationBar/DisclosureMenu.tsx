import type { ReactNode } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure.js';
import { cx } from '../../utils/cx.js';

/** A link of the navigation. */
export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (support site, partner links). */
  external?: boolean;
}

/** A titled column of links in a dropdown (Genres, Platforms, Publishers). */
export interface NavColumn {
  heading: string;
  links: readonly NavLink[];
  /** A link under the column ('All publishers'). */
  more?: NavLink;
}

/** Props of {@link DisclosureMenu}. */
export interface DisclosureMenuProps {
  label: string;
  /** Plain links, shown first. */
  links?: readonly NavLink[];
  /** Columns of links (a mega menu). */
  columns?: readonly NavColumn[];
  className?: string;
  /** Extra content at the bottom of the panel. */
  footer?: ReactNode;
}

/**
 * A navigation dropdown following the disclosure pattern (a button with `aria-expanded` that
 * shows a panel of links): it closes on Escape, on a click outside, when focus leaves it and when a
 * link is followed.
 * @example
 * <DisclosureMenu label="PC" links={[{ label: 'On Sale', href: '#!/pc/onsale' }]} />
 */
export function DisclosureMenu({ label, links = [], columns = [], className, footer }: DisclosureMenuProps) {
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const { close } = menu;
  const renderLink = (link: NavLink) => (
    <a href={link.href} onClick={close} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
  return (
    <div ref={menu.rootRef} className={cx('d2d-disclosure', menu.open && 'd2d-disclosure--open', className)}>
      <button type="button" className="d2d-nav__item d2d-disclosure__button" {...menu.triggerProps}>
        {label}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="d2d-disclosure__chevron">
          <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <div {...menu.panelProps} className={cx('d2d-disclosure__panel', columns.length > 0 && 'd2d-disclosure__panel--mega')}>
        {links.length > 0 && (
          <ul className="d2d-disclosure__links">
            {links.map((link) => (
              <li key={link.href}>{renderLink(link)}</li>
            ))}
          </ul>
        )}
        {columns.map((column) => (
          <section key={column.heading} className="d2d-disclosure__column" aria-label={column.heading}>
            <h3 className="d2d-disclosure__heading">{column.heading}</h3>
            <ul className={cx('d2d-disclosure__links', column.links.length > 12 && 'd2d-disclosure__links--multi')}>
              {column.links.map((link) => (
                <li key={link.href}>{renderLink(link)}</li>
              ))}
              {column.more && <li className="d2d-disclosure__more">{renderLink(column.more)}</li>}
            </ul>
          </section>
        ))}
        {footer}
      </div>
    </div>
  );
}
