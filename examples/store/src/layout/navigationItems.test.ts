import { describe, expect, it } from 'vitest';
import { SUPPORT_URL } from '@d2d/contract';
import { LEGENDS_ARCADE_STORE_ID } from '../config.js';
import { UTILITY_LINKS, navigationItems, targetHref } from './navigationItems.js';

// the menus and site rules are core's (navigationMenus.test.ts); these check the store's hrefs
const reference = {
  genres: [{ id: 1, name: 'Action/Adventure', slug: 'Action-Adventure' }],
  platforms: [
    { code: 1100 as const, name: 'PC' },
    { code: 1310 as const, name: 'PS4' },
  ],
  publishers: [{ id: 1, name: 'Aurora Interactive', featured: true }],
};

const labels = (site: 1 | 2 | 3) => navigationItems(site, reference).map((i) => i.label);

describe('navigationItems', () => {
  it('should show D2D Plus and On Sale on the US site only', () => {
    expect(labels(1)).toEqual(['Games', 'D2D Plus', 'On Sale', 'Legends Arcade', 'Streaming', 'Mac']);
    expect(labels(2)).toEqual(['Games', 'Legends Arcade', 'Streaming', 'Mac']);
    expect(labels(3)).toEqual(['Games', 'Legends Arcade', 'Streaming', 'Mac']);
  });

  it('should list genres, platforms and publishers in the Games dropdown', () => {
    const games = navigationItems(1, reference)[0]!;
    expect(games.kind).toBe('menu');
    if (games.kind !== 'menu') return;
    expect(games.links).toEqual([
      { label: 'All PC Games', href: '#!/pc/download' },
      { label: 'Coming Soon', href: '#!/pc/comingsoon' },
    ]);
    expect(games.columns?.map((c) => c.heading)).toEqual(['Genres', 'Platforms', 'Publishers']);
    expect(games.columns?.[0]?.links[0]).toEqual({ label: 'Action/Adventure', href: '#!/pc/download/Action-Adventure' });
    expect(games.columns?.[1]?.links.map((l) => l.href)).toEqual(['#!/pc', '#!/search?pf=1310']);
    expect(games.columns?.[2]).toEqual({
      heading: 'Publishers',
      links: [{ label: 'Aurora Interactive', href: '#!/search?publisher=Aurora+Interactive' }],
      more: { label: 'All publishers', href: '#!/sitemap' },
    });
  });

  it('should link the PC entries to their pages', () => {
    const links = navigationItems(1, reference).filter((i) => i.kind === 'link');
    expect(links).toEqual([
      { kind: 'link', label: 'D2D Plus', href: '#!/pc/d2dplus' },
      { kind: 'link', label: 'On Sale', href: '#!/pc/onsale' },
      { kind: 'link', label: 'Legends Arcade', href: `#!/arcade-stores/${LEGENDS_ARCADE_STORE_ID}` },
      { kind: 'link', label: 'Streaming', href: '#!/streaming' },
    ]);
  });

  it('should give Mac its Games, Coming Soon, D2D Plus and On Sale', () => {
    const mac = navigationItems(2, reference).at(-1)!;
    expect(mac).toEqual({
      kind: 'menu',
      label: 'Mac',
      links: [
        { label: 'Games', href: '#!/mac/download' },
        { label: 'Coming Soon', href: '#!/mac/comingsoon' },
        { label: 'D2D Plus', href: '#!/mac/d2dplus' },
        { label: 'On Sale', href: '#!/mac/onsale' },
      ],
    });
  });
});

describe('targetHref', () => {
  it('should write platform pages and outside URLs', () => {
    expect(targetHref({ route: 'mac' })).toBe('#!/mac');
    expect(targetHref({ route: 'psnSearch' })).toBe('#!/psn/search');
    expect(targetHref({ url: 'https://example.com/' })).toBe('https://example.com/');
  });
});

describe('UTILITY_LINKS', () => {
  it('should open Support on the support site in a new tab and Corporate on the about-us page', () => {
    expect(UTILITY_LINKS).toEqual([
      { label: 'Support', href: SUPPORT_URL, external: true },
      { label: 'Corporate', href: '#!/about-us' },
    ]);
  });
});
