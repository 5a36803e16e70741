import type { Sitemap, SitemapLink } from '@d2d/contract';
import type { Db } from '../../db/database.js';

/** The tabs of the account area (spec §2), as `/my-account/{tabName}`. */
const ACCOUNT_TABS: ReadonlyArray<readonly [string, string]> = [
  ['My Games', 'my-games'], ['Subscription', 'my-subscription'], ['Wallet', 'wallet'], ['My Coupons', 'my-coupons'],
  ['Account Info', 'account-info'], ['Payment Info', 'payment-info'], ['Purchase History', 'purchase-history'],
  ['Change Password', 'change-password'], ['Streaming', 'streaming'],
];

/** Route of each platform's browse page; consoles browse through the search with `pf`. */
function platformUrl(code: number): string {
  if (code === 1100) return '/pc';
  if (code === 1200) return '/mac';
  return `/search?pf=${code}`;
}

/**
 * The sitemap (spec §2): genres, platforms, stores, sub-stores (including the links the spec
 * lists: trade-in, coming soon, promotion 88, on sale, collections), the 26 featured publishers
 * and company, account and support links. Genres, platforms, publishers, collections and arcade
 * stores come from the database.
 */
export async function loadSitemap(db: Db): Promise<Sitemap> {
  const [genres, platforms, publishers, collections] = await Promise.all([
    db.selectFrom('genres').select(['name', 'slug']).orderBy('name').execute(),
    db.selectFrom('platforms').select(['id', 'name']).orderBy('position').execute(),
    db.selectFrom('publishers').select(['id', 'name']).where('featured', '=', 1).orderBy('name').execute(),
    db.selectFrom('collections').select(['id', 'name', 'kind']).orderBy('id').execute(),
  ]);
  const subStores: SitemapLink[] = [
    { name: 'Trade-In', url: '/pc/tradein' },
    { name: 'Rental', url: '/pc/rental' },
    { name: 'Coming Soon', url: '/pc/comingsoon?releaseDate=1&sort=3' },
    { name: 'Featured Promotion', url: '/promotion/88' },
    { name: 'On Sale', url: '/pc/onsale?price=1' },
    { name: 'Collections', url: '/collection' },
    ...collections.map((c) => ({ name: c.name, url: c.kind === 'arcade_store' ? `/arcade-stores/${c.id}` : `/collections/${c.id}` })),
    { name: 'Mac Coming Soon', url: '/mac/comingsoon' },
    { name: 'Mac On Sale', url: '/mac/onsale' },
  ];
  return {
    genres: genres.map((g) => ({ name: g.name, url: `/pc/download/${g.slug}` })),
    platforms: platforms.map((p) => ({ name: p.name, url: platformUrl(p.id) })),
    stores: [
      { name: 'PC Games', url: '/pc' },
      { name: 'Mac Games', url: '/mac' },
      { name: 'D2D Plus', url: '/pc/d2dplus' },
      { name: 'Streaming', url: '/streaming' },
      { name: 'Premium', url: '/premium' },
      { name: 'Rewards', url: '/rewards' },
    ],
    subStores,
    publishers: publishers.map((p) => ({ name: p.name, url: `/search?publisher=${p.id}` })),
    company: [
      { name: 'About Us', url: '/about-us' },
      { name: 'Open Letter', url: '/about-us/open-letter' },
      { name: 'Affiliate Program', url: '/about-us/affiliate-program' },
      { name: 'Privacy Policy', url: '/about-us/privacy-policy' },
      { name: 'Terms of Use', url: '/about-us/terms-of-use' },
      { name: 'My Account', url: '/my-account' },
      ...ACCOUNT_TABS.map(([name, tab]) => ({ name, url: `/my-account/${tab}` })),
      { name: 'Support', url: 'https://support.example.com/' },
      { name: 'Contact Support', url: 'https://support.example.com/contact' },
    ],
  };
}
