/**
 * The navigation bar's menus and links of spec §2 and the site rules that shape them, as data:
 * every link says where it goes as a {@link NavigationTarget} (a page of the route table with
 * its parameters and query), and the host turns that into an href with its own router.
 * @module
 */
import { PLATFORM, SUPPORT_URL } from '@d2d/contract';
import type { Genre, PageName, Platform, Publisher, SiteId } from '@d2d/contract';

/**
 * Where a navigation link goes: a page of the store's route table (spec §2) by name, with the
 * route's parameters and query, or an outside URL.
 * @example
 * const genrePage: NavigationTarget = { route: 'pcDownloadGenre', params: { genre: 'Role-Playing' } };
 * const ps4: NavigationTarget = { route: 'search', query: { pf: 1310 } };
 */
export type NavigationTarget =
  | {
      route: Extract<
        PageName,
        | 'pc'
        | 'mac'
        | 'pcDownload'
        | 'pcComingSoon'
        | 'pcD2dPlus'
        | 'pcOnSale'
        | 'macDownload'
        | 'macComingSoon'
        | 'macD2dPlus'
        | 'macOnSale'
        | 'psnSearch'
        | 'streaming'
        | 'sitemap'
        | 'aboutUs'
      >;
    }
  | { route: Extract<PageName, 'pcDownloadGenre'>; params: { genre: string } }
  | { route: Extract<PageName, 'arcadeStores'>; params: { cid: string } }
  | { route: Extract<PageName, 'search'>; query: { pf: number } | { publisher: string } }
  | { url: string };

/**
 * A link of the navigation.
 * @example
 * const link: NavigationLink = { label: 'On Sale', to: { route: 'pcOnSale' } };
 */
export interface NavigationLink {
  label: string;
  to: NavigationTarget;
  /** Opens in a new tab (the support site). */
  external?: boolean;
}

/**
 * A titled column of a dropdown (Genres, Platforms, Publishers).
 * @example
 * const column: NavigationColumn = { heading: 'Platforms', links: [{ label: 'PC', to: { route: 'pc' } }] };
 */
export interface NavigationColumn {
  heading: string;
  links: NavigationLink[];
  /** A link under the column ('All publishers'). */
  more?: NavigationLink;
}

/**
 * An entry of the navigation bar: a link, or a dropdown menu of links and columns.
 * @example
 * const item: NavigationItem = { kind: 'link', label: 'Streaming', to: { route: 'streaming' } };
 */
export type NavigationItem =
  | ({ kind: 'link' } & NavigationLink)
  | { kind: 'menu'; label: string; links?: NavigationLink[]; columns?: NavigationColumn[] };

/**
 * The catalogue's reference lists the Games dropdown shows (`GET /d2d/genres`, `/d2d/platforms`,
 * `/d2d/publishers`).
 * @example
 * const reference: NavigationReference = { genres: [{ name: 'Strategy', slug: 'Strategy' }], platforms: [{ code: 1100, name: 'PC' }], publishers: [] };
 */
export interface NavigationReference {
  genres: readonly Pick<Genre, 'name' | 'slug'>[];
  platforms: readonly Platform[];
  publishers: readonly Pick<Publisher, 'name' | 'featured'>[];
}

/**
 * What the host configures about its catalogue.
 * @example
 * const options: NavigationMenuOptions = { legendsArcadeStoreId: 1305 };
 */
export interface NavigationMenuOptions {
  /** The arcade store the Legends Arcade link opens (`/arcade-stores/{cid}`). */
  legendsArcadeStoreId: number;
}

/** Publishers listed in the Games dropdown before the link to all of them. */
const MENU_PUBLISHERS = 12;

/**
 * Where a platform's link goes: PC and Mac have their own pages, the console network (1300) has
 * the PSN search page, every other platform is the search page filtered to it.
 * @param code - The platform code.
 * @returns The platform's browse page.
 * @example
 * platformTarget(1100); // { route: 'pc' }
 * platformTarget(1310); // { route: 'search', query: { pf: 1310 } }
 */
export function platformTarget(code: number): NavigationTarget {
  if (code === PLATFORM.PC) return { route: 'pc' };
  if (code === PLATFORM.MAC) return { route: 'mac' };
  if (code === PLATFORM.PS3) return { route: 'psnSearch' };
  return { route: 'search', query: { pf: code } };
}

/**
 * The navigation of spec §2 for a site. PC: Games (a dropdown of genres, platforms and up to 12
 * publishers, the featured ones when the catalogue marks any), D2D Plus (US only), On Sale (not
 * on the UK and EU sites), the legends arcade and Streaming. Mac: Games, Coming Soon, D2D Plus
 * and On Sale.
 * @param site - 1 US, 2 UK, 3 EU.
 * @param reference - The catalogue's genres, platforms and publishers.
 * @param options - The host's catalogue settings.
 * @returns The entries of the navigation bar, in order.
 * @example
 * const items = navigationMenus(store.site, { genres, platforms, publishers }, { legendsArcadeStoreId: 1305 });
 * items.map((item) => item.label); // US: ['Games', 'D2D Plus', 'On Sale', 'Legends Arcade', 'Streaming', 'Mac']
 * // then give each link's `to` an href with your router: 'url' in to ? to.url : yourHref(to.route, …)
 */
export function navigationMenus(site: SiteId, reference: NavigationReference, options: NavigationMenuOptions): NavigationItem[] {
  const us = site === 1;
  const featured = reference.publishers.filter((p) => p.featured);
  const publishers = (featured.length > 0 ? featured : reference.publishers).slice(0, MENU_PUBLISHERS);
  const items: NavigationItem[] = [
    {
      kind: 'menu',
      label: 'Games',
      links: [
        { label: 'All PC Games', to: { route: 'pcDownload' } },
        { label: 'Coming Soon', to: { route: 'pcComingSoon' } },
      ],
      columns: [
        { heading: 'Genres', links: reference.genres.map((g) => ({ label: g.name, to: { route: 'pcDownloadGenre', params: { genre: g.slug } } })) },
        { heading: 'Platforms', links: reference.platforms.map((p) => ({ label: p.name, to: platformTarget(p.code) })) },
        {
          heading: 'Publishers',
          links: publishers.map((p) => ({ label: p.name, to: { route: 'search', query: { publisher: p.name } } })),
          more: { label: 'All publishers', to: { route: 'sitemap' } },
        },
      ],
    },
  ];
  if (us) items.push({ kind: 'link', label: 'D2D Plus', to: { route: 'pcD2dPlus' } });
  if (us) items.push({ kind: 'link', label: 'On Sale', to: { route: 'pcOnSale' } });
  items.push({ kind: 'link', label: 'Legends Arcade', to: { route: 'arcadeStores', params: { cid: String(options.legendsArcadeStoreId) } } });
  items.push({ kind: 'link', label: 'Streaming', to: { route: 'streaming' } });
  items.push({
    kind: 'menu',
    label: 'Mac',
    links: [
      { label: 'Games', to: { route: 'macDownload' } },
      { label: 'Coming Soon', to: { route: 'macComingSoon' } },
      { label: 'D2D Plus', to: { route: 'macD2dPlus' } },
      { label: 'On Sale', to: { route: 'macOnSale' } },
    ],
  });
  return items;
}

/**
 * The navigation's Support and Corporate links (spec §2).
 * @param options - `supportUrl`: the customer support site, opened in a new tab (default the
 *   contract's `SUPPORT_URL`).
 * @returns The two links, in order.
 * @example
 * navigationUtilityLinks({ supportUrl: 'https://support.example.com/' });
 * // [{ label: 'Support', to: { url: 'https://support.example.com/' }, external: true }, { label: 'Corporate', to: { route: 'aboutUs' } }]
 */
export function navigationUtilityLinks(options: { supportUrl?: string } = {}): NavigationLink[] {
  return [
    { label: 'Support', to: { url: options.supportUrl ?? SUPPORT_URL }, external: true },
    { label: 'Corporate', to: { route: 'aboutUs' } },
  ];
}
