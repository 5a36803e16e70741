import { describe, expect, it } from 'vitest';
import { navigationItems } from './navigationItems.js';

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
    expect(games.columns?.map((c) => c.heading)).toEqual(['Genres', 'Platforms', 'Publishers']);
    expect(games.columns?.[0]?.links[0]).toEqual({ label: 'Action/Adventure', href: '#!/pc/download/Action-Adventure' });
    expect(games.columns?.[1]?.links.map((l) => l.href)).toEqual(['#!/pc', '#!/search?pf=1310']);
  });

  it('should give Mac its Games, Coming Soon, D2D Plus and On Sale', () => {
    const mac = navigationItems(2, reference).at(-1)!;
    expect(mac.kind === 'menu' && mac.links?.map((l) => l.label)).toEqual(['Games', 'Coming Soon', 'D2D Plus', 'On Sale']);
  });
});
