import { ACCOUNT_TABS, SUPPORT_CONTACT_URL, SUPPORT_URL, pagePath, type Sitemap, type SitemapLink } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { collectionsById } from './data/collections.js';
import { featuredPublishers, genreNamesAndSlugs, platformsInOrder } from './data/referenceData.js';

/** The company pages, under `/about-us/{page}`. */
const COMPANY_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['Open Letter', 'open-letter'], ['Affiliate Program', 'affiliate-program'], ['Privacy Policy', 'privacy-policy'], ['Terms of Use', 'terms-of-use'],
];

/** Route of each platform's browse page; consoles browse through the search with `pf`. */
function platformUrl(code: number): string {
  if (code === 1100) return pagePath('pc');
  if (code === 1200) return pagePath('mac');
  return pagePath('search', undefined, { pf: code });
}

/**
 * The sitemap (spec §2): genres, platforms, stores, sub-stores (including the links the spec
 * lists: trade-in, coming soon, promotion 88, on sale, collections), the 26 featured publishers
 * and company, account and support links. Genres, platforms, publishers, collections and arcade
 * stores come from the database.
 */
export async function loadSitemap(db: Db): Promise<Sitemap> {
  const [genres, platforms, publishers, collections] = await Promise.all([
    genreNamesAndSlugs(db),
    platformsInOrder(db),
    featuredPublishers(db),
    collectionsById(db),
  ]);
  const subStores: SitemapLink[] = [
    { name: 'Trade-In', url: pagePath('pcTradeIn') },
    { name: 'Rental', url: pagePath('pcRental') },
    { name: 'Coming Soon', url: pagePath('pcComingSoon', undefined, { releaseDate: 1, sort: 3 }) },
    { name: 'Featured Promotion', url: pagePath('promotion', { promoId: '88' }) },
    { name: 'On Sale', url: pagePath('pcOnSale', undefined, { price: 1 }) },
    { name: 'Collections', url: pagePath('collection') },
    ...collections.map((c) => ({
      name: c.name,
      url: c.kind === 'arcade_store' ? pagePath('arcadeStores', { cid: String(c.id) }) : pagePath('collections', { cid: String(c.id) }),
    })),
    { name: 'Mac Coming Soon', url: pagePath('macComingSoon') },
    { name: 'Mac On Sale', url: pagePath('macOnSale') },
  ];
  return {
    genres: genres.map((g) => ({ name: g.name, url: pagePath('pcDownloadGenre', { genre: g.slug }) })),
    platforms: platforms.map((p) => ({ name: p.name, url: platformUrl(p.id) })),
    stores: [
      { name: 'PC Games', url: pagePath('pc') },
      { name: 'Mac Games', url: pagePath('mac') },
      { name: 'D2D Plus', url: pagePath('pcD2dPlus') },
      { name: 'Streaming', url: pagePath('streaming') },
      { name: 'Premium', url: pagePath('premium') },
      { name: 'Rewards', url: pagePath('rewards') },
    ],
    subStores,
    publishers: publishers.map((p) => ({ name: p.name, url: pagePath('search', undefined, { publisher: p.id }) })),
    company: [
      { name: 'About Us', url: pagePath('aboutUs') },
      ...COMPANY_PAGES.map(([name, page]) => ({ name, url: pagePath('aboutUsPage', { page }) })),
      { name: 'My Account', url: pagePath('myAccount') },
      ...ACCOUNT_TABS.map((tab) => ({ name: tab.label, url: pagePath('myAccountTab', { tabName: tab.key }) })),
      { name: 'Support', url: SUPPORT_URL },
      { name: 'Contact Support', url: SUPPORT_CONTACT_URL },
    ],
  };
}
