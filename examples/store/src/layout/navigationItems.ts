import { navigationMenus, navigationUtilityLinks, type NavigationLink, type NavigationReference, type NavigationTarget } from '@d2d/core';
import type { SiteId } from '@d2d/contract';
import type { NavItem, NavLink } from '@d2d/react';
import { LEGENDS_ARCADE_STORE_ID } from '../config.js';
import { href } from '../router/index.js';

/**
 * The store's href of a navigation target: core names the page, the store's router writes it.
 * @param to - Where the link goes.
 * @returns A hash-bang href, or the outside URL.
 */
export function targetHref(to: NavigationTarget): string {
  if ('url' in to) return to.url;
  switch (to.route) {
    case 'pcDownloadGenre':
      return href('pcDownloadGenre', to.params);
    case 'arcadeStores':
      return href('arcadeStores', to.params);
    case 'search':
      return href('search', undefined, to.query);
    default:
      return href(to.route);
  }
}

const navLink = (link: NavigationLink): NavLink => ({ label: link.label, href: targetHref(link.to), ...(link.external ? { external: true } : {}) });

/**
 * The navigation of spec §2 for a site (core's {@link navigationMenus}), with the store's hrefs.
 * @param site - 1 US, 2 UK, 3 EU.
 * @param reference - The catalogue's genres, platforms and publishers.
 * @returns The menus for `<NavigationBar items>`.
 */
export function navigationItems(site: SiteId, reference: NavigationReference): NavItem[] {
  return navigationMenus(site, reference, { legendsArcadeStoreId: LEGENDS_ARCADE_STORE_ID }).map((item): NavItem => {
    if (item.kind === 'link') return { kind: 'link', ...navLink(item) };
    return {
      kind: 'menu',
      label: item.label,
      ...(item.links ? { links: item.links.map(navLink) } : {}),
      ...(item.columns
        ? { columns: item.columns.map((column) => ({ heading: column.heading, links: column.links.map(navLink), ...(column.more ? { more: navLink(column.more) } : {}) })) }
        : {}),
    };
  });
}

/** The navigation's Support and Corporate links. */
export const UTILITY_LINKS: readonly NavLink[] = navigationUtilityLinks().map(navLink);
