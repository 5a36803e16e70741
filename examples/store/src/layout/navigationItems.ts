import type { Genre, Platform, Publisher, SiteId } from '@d2d/contract';
import type { NavItem, NavLink } from '@d2d/react';
import { LEGENDS_ARCADE_STORE_ID, SUPPORT_URL } from '../config.js';
import { href } from '../router/index.js';

/** Publishers listed in the Games dropdown before the link to all of them. */
const MENU_PUBLISHERS = 12;

/** The href of a platform's browse page. */
export function platformHref(code: number): string {
  if (code === 1100) return href('pc');
  if (code === 1200) return href('mac');
  if (code === 1300) return href('psnSearch');
  return href('search', undefined, { pf: code });
}

/**
 * The navigation of spec §2 for a site. PC: Games (a dropdown of genres, platforms and
 * publishers), D2D Plus (US only), On Sale (not on the UK and EU sites), the legends arcade and
 * Streaming. Mac: Games, Coming Soon, D2D Plus and On Sale.
 * @param site - 1 US, 2 UK, 3 EU.
 * @param reference - The catalogue's genres, platforms and publishers.
 * @returns The menus for `<NavigationBar items>`.
 */
export function navigationItems(
  site: SiteId,
  reference: { genres: readonly Genre[]; platforms: readonly Platform[]; publishers: readonly Publisher[] },
): NavItem[] {
  const us = site === 1;
  const featured = reference.publishers.filter((p) => p.featured);
  const publishers = (featured.length > 0 ? featured : reference.publishers).slice(0, MENU_PUBLISHERS);
  const items: NavItem[] = [
    {
      kind: 'menu',
      label: 'Games',
      links: [
        { label: 'All PC Games', href: href('pcDownload') },
        { label: 'Coming Soon', href: href('pcComingSoon') },
      ],
      columns: [
        { heading: 'Genres', links: reference.genres.map((g) => ({ label: g.name, href: href('pcDownloadGenre', { genre: g.slug }) })) },
        { heading: 'Platforms', links: reference.platforms.map((p) => ({ label: p.name, href: platformHref(p.code) })) },
        {
          heading: 'Publishers',
          links: publishers.map((p) => ({ label: p.name, href: href('search', undefined, { publisher: p.name }) })),
          more: { label: 'All publishers', href: href('sitemap') },
        },
      ],
    },
  ];
  if (us) items.push({ kind: 'link', label: 'D2D Plus', href: href('pcD2dPlus') });
  if (us) items.push({ kind: 'link', label: 'On Sale', href: href('pcOnSale') });
  items.push({ kind: 'link', label: 'Legends Arcade', href: href('arcadeStores', { cid: String(LEGENDS_ARCADE_STORE_ID) }) });
  items.push({ kind: 'link', label: 'Streaming', href: href('streaming') });
  items.push({
    kind: 'menu',
    label: 'Mac',
    links: [
      { label: 'Games', href: href('macDownload') },
      { label: 'Coming Soon', href: href('macComingSoon') },
      { label: 'D2D Plus', href: href('macD2dPlus') },
      { label: 'On Sale', href: href('macOnSale') },
    ],
  });
  return items;
}

/** The navigation's Support and Corporate links. */
export const UTILITY_LINKS: readonly NavLink[] = [
  { label: 'Support', href: SUPPORT_URL, external: true },
  { label: 'Corporate', href: href('aboutUs') },
];
