import { SUPPORT_URL, type SitemapLink } from '@d2d/contract';
import { useRequest } from '@d2d/react';
import { href } from '../router/index.js';
import { RENDERED_TABS } from './account/renderedTabs.js';

const link = (url: string) => (url.startsWith('/') ? `#!${url}` : url);

/** The fixed links of spec §2's sitemap. */
const STORE_LINKS: readonly { name: string; href: string }[] = [
  { name: 'PC games', href: href('pc') },
  { name: 'Trade-in games', href: href('pcTradeIn') },
  { name: 'Coming soon', href: href('pcComingSoon', undefined, { releaseDate: 1, sort: 3 }) },
  { name: 'Featured promotion', href: href('promotion', { promoId: '88' }) },
  { name: 'On sale', href: href('pcOnSale', undefined, { price: 1 }) },
  { name: 'Collections', href: href('collection') },
];
const ACCOUNT_LINKS = [
  { name: 'My account', href: href('myAccount') },
  ...RENDERED_TABS.map((tab) => ({ name: tab.label, href: href('myAccountTab', { tabName: tab.key }) })),
];
const COMPANY_LINKS = [
  { name: 'About us', href: href('aboutUs') },
  { name: 'Open letter', href: href('openLetter') },
  { name: 'Affiliate program', href: href('affiliateProgram') },
  { name: 'Privacy policy', href: href('privacyPolicy') },
  { name: 'Terms of use', href: href('termsOfUse') },
  { name: 'Customer support', href: SUPPORT_URL },
];

function Column({ title, links }: { title: string; links: readonly { name: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="store-sitemap__column" aria-label={title}>
      <h2 className="d2d-section__title">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={`${l.name}-${l.href}`}>
            <a href={l.href}>{l.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const fromServer = (links: readonly SitemapLink[] | undefined) => (links ?? []).map((l) => ({ name: l.name, href: link(l.url) }));

/** /sitemap: the store's pages, genres, platforms, stores, sub-stores, 26 featured publishers and company links (spec §2). */
export function SitemapPage() {
  const { data } = useRequest((store, signal) => store.api.merchandising.sitemap({ signal }), []);
  return (
    <section>
      <h1 className="d2d-page-title">Sitemap</h1>
      <div className="store-sitemap">
        <Column title="Store" links={STORE_LINKS} />
        <Column title="My account" links={ACCOUNT_LINKS} />
        <Column title="Genres" links={fromServer(data?.genres)} />
        <Column title="Platforms" links={fromServer(data?.platforms)} />
        <Column title="Stores" links={fromServer(data?.stores)} />
        <Column title="Sub-stores" links={fromServer(data?.subStores)} />
        <Column title="Featured publishers" links={fromServer(data?.publishers)} />
        <Column title="Company" links={[...COMPANY_LINKS, ...fromServer(data?.company)]} />
      </div>
    </section>
  );
}
