import { describe, expect, it } from 'vitest';
import { navigationMenus, navigationUtilityLinks, platformTarget } from './index.js';
import type { NavigationItem, NavigationReference } from './index.js';

const reference: NavigationReference = {
  genres: [{ name: 'Action/Adventure', slug: 'Action-Adventure' }],
  platforms: [
    { code: 1100, name: 'PC' },
    { code: 1310, name: 'PS4' },
  ],
  publishers: [{ name: 'Aurora Interactive', featured: true }],
};
const options = { legendsArcadeStoreId: 1305 };

const labels = (site: 1 | 2 | 3) => navigationMenus(site, reference, options).map((i) => i.label);
const menu = (item: NavigationItem | undefined) => {
  if (item?.kind !== 'menu') throw new Error(`expected a menu, got ${JSON.stringify(item)}`);
  return item;
};
const publishersOf = (publishers: NavigationReference['publishers']) =>
  menu(navigationMenus(1, { ...reference, publishers }, options)[0]).columns?.[2];

describe('navigationMenus', () => {
  it('should show D2D Plus and On Sale on the US site only', () => {
    expect(labels(1)).toEqual(['Games', 'D2D Plus', 'On Sale', 'Legends Arcade', 'Streaming', 'Mac']);
    expect(labels(2)).toEqual(['Games', 'Legends Arcade', 'Streaming', 'Mac']);
    expect(labels(3)).toEqual(['Games', 'Legends Arcade', 'Streaming', 'Mac']);
  });

  it('should send the PC links to their pages', () => {
    const links = navigationMenus(1, reference, options).filter((i) => i.kind === 'link');
    expect(links.map((l) => l.to)).toEqual([{ route: 'pcD2dPlus' }, { route: 'pcOnSale' }, { route: 'arcadeStores', params: { cid: '1305' } }, { route: 'streaming' }]);
  });

  it("should open the host's legends arcade store", () => {
    const arcade = navigationMenus(2, reference, { legendsArcadeStoreId: 1306 }).find((i) => i.label === 'Legends Arcade');
    expect(arcade).toEqual({ kind: 'link', label: 'Legends Arcade', to: { route: 'arcadeStores', params: { cid: '1306' } } });
  });

  it('should list all PC games, coming soon, genres, platforms and publishers in the Games dropdown', () => {
    const games = menu(navigationMenus(1, reference, options)[0]);
    expect(games.label).toBe('Games');
    expect(games.links).toEqual([
      { label: 'All PC Games', to: { route: 'pcDownload' } },
      { label: 'Coming Soon', to: { route: 'pcComingSoon' } },
    ]);
    expect(games.columns?.map((c) => c.heading)).toEqual(['Genres', 'Platforms', 'Publishers']);
    expect(games.columns?.[0]?.links).toEqual([{ label: 'Action/Adventure', to: { route: 'pcDownloadGenre', params: { genre: 'Action-Adventure' } } }]);
    expect(games.columns?.[1]?.links.map((l) => l.to)).toEqual([{ route: 'pc' }, { route: 'search', query: { pf: 1310 } }]);
    expect(games.columns?.[2]).toEqual({
      heading: 'Publishers',
      links: [{ label: 'Aurora Interactive', to: { route: 'search', query: { publisher: 'Aurora Interactive' } } }],
      more: { label: 'All publishers', to: { route: 'sitemap' } },
    });
  });

  it('should list the featured publishers when the catalogue marks any', () => {
    const column = publishersOf([{ name: 'Plain' }, { name: 'Star', featured: true }, { name: 'Other', featured: false }]);
    expect(column?.links.map((l) => l.label)).toEqual(['Star']);
  });

  it('should list every publisher when none is featured', () => {
    const column = publishersOf([{ name: 'One' }, { name: 'Two', featured: false }]);
    expect(column?.links.map((l) => l.label)).toEqual(['One', 'Two']);
  });

  it('should list at most 12 publishers before the link to all of them', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ name: `Publisher ${i + 1}`, featured: true }));
    const column = publishersOf(many);
    expect(column?.links.map((l) => l.label)).toEqual(many.slice(0, 12).map((p) => p.name));
    expect(column?.more?.label).toBe('All publishers');
  });

  it('should keep empty columns while the reference lists load', () => {
    const games = menu(navigationMenus(1, { genres: [], platforms: [], publishers: [] }, options)[0]);
    expect(games.columns?.map((c) => c.links)).toEqual([[], [], []]);
  });

  it('should give Mac its Games, Coming Soon, D2D Plus and On Sale on every site', () => {
    for (const site of [1, 2, 3] as const) {
      const mac = menu(navigationMenus(site, reference, options).at(-1));
      expect(mac.label).toBe('Mac');
      expect(mac.links).toEqual([
        { label: 'Games', to: { route: 'macDownload' } },
        { label: 'Coming Soon', to: { route: 'macComingSoon' } },
        { label: 'D2D Plus', to: { route: 'macD2dPlus' } },
        { label: 'On Sale', to: { route: 'macOnSale' } },
      ]);
      expect(mac.columns).toBeUndefined();
    }
  });
});

describe('platformTarget', () => {
  it('should send PC and Mac to their pages and the console network to PSN search', () => {
    expect(platformTarget(1100)).toEqual({ route: 'pc' });
    expect(platformTarget(1200)).toEqual({ route: 'mac' });
    expect(platformTarget(1300)).toEqual({ route: 'psnSearch' });
  });

  it('should send every other platform to the search page filtered to it', () => {
    expect(platformTarget(1400)).toEqual({ route: 'search', query: { pf: 1400 } });
    expect(platformTarget(1500)).toEqual({ route: 'search', query: { pf: 1500 } });
  });
});

describe('navigationUtilityLinks', () => {
  it('should open Support on the support site in a new tab and Corporate on the about-us page', () => {
    expect(navigationUtilityLinks({ supportUrl: 'https://support.example.com/' })).toEqual([
      { label: 'Support', to: { url: 'https://support.example.com/' }, external: true },
      { label: 'Corporate', to: { route: 'aboutUs' } },
    ]);
  });
});
