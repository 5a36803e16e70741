import type { ReactNode } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure.js';
import { cx } from '../../utils/cx.js';
import { DisclosureMenu, type NavColumn, type NavLink } from './DisclosureMenu.js';

/** A top-level entry of the navigation: a link, or a dropdown of links and columns. */
export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'menu'; label: string; links?: readonly NavLink[]; columns?: readonly NavColumn[] };

/** Props of {@link NavigationBar}. */
export interface NavigationBarProps {
  /** The logo link (its accessible name is the store's name). */
  logo: ReactNode;
  /** The main menus (PC, Mac, …). */
  items: readonly NavItem[];
  /** The search box. */
  search?: ReactNode;
  /** The cart button or popover. */
  cart?: ReactNode;
  /** The user panel (account menu, or Login / Sign Up). */
  user?: ReactNode;
  /** Support and Corporate links. */
  utilityLinks?: readonly NavLink[];
  /** Names the navigation landmark (default 'Main'). */
  label?: string;
  className?: string;
}

/**
 * The store's navigation bar (spec §2): logo, menus, search box, cart, user panel and the
 * Support and Corporate links. The Support and Corporate links sit in a slim strip above the bar
 * on wide screens; on narrow screens everything folds behind a 'Menu' button.
 * @example
 * <NavigationBar logo={<a href="#!/">D2D</a>} items={menus} search={<SearchBox … />} cart={<CartPopover />} user={<UserMenu … />} />
 */
export function NavigationBar({ logo, items, search, cart, user, utilityLinks = [], label = 'Main', className }: NavigationBarProps) {
  const drawer = useDisclosure<HTMLElement, HTMLButtonElement>();
  const { close } = drawer;
  const utility = (where: 'strip' | 'drawer') =>
    utilityLinks.length > 0 && (
      <ul className={where === 'strip' ? 'd2d-header__utility' : 'd2d-nav__utility'}>
        {utilityLinks.map((link) => (
          <li key={link.href}>
            <a className="d2d-nav__item d2d-nav__item--utility" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <header ref={drawer.rootRef} className={cx('d2d-header', drawer.open && 'd2d-header--open', className)}>
      {utilityLinks.length > 0 && (
        <nav aria-label="Company" className="d2d-header__strip">
          {utility('strip')}
        </nav>
      )}
      <div className="d2d-header__bar">
        <div className="d2d-header__logo">{logo}</div>
        <nav aria-label={label} className="d2d-nav">
          <button type="button" className="d2d-icon-button d2d-header__toggle" aria-label="Menu" {...drawer.triggerProps}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </button>
          {/* not `hidden` when closed: on wide screens the drawer's content is the menu bar itself */}
          <div id={drawer.panelProps.id} className="d2d-nav__drawer">
            <ul className="d2d-nav__list">
              {items.map((item) => (
                <li key={item.label} className="d2d-nav__entry">
                  {item.kind === 'link' ? (
                    <a className="d2d-nav__item" href={item.href} onClick={close} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {item.label}
                    </a>
                  ) : (
                    <DisclosureMenu label={item.label} {...(item.links ? { links: item.links } : {})} {...(item.columns ? { columns: item.columns } : {})} />
                  )}
                </li>
              ))}
            </ul>
            {utility('drawer')}
          </div>
        </nav>
        {search && <div className="d2d-header__search">{search}</div>}
        <div className="d2d-header__actions">
          {cart}
          {user}
        </div>
      </div>
    </header>
  );
}
