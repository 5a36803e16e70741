import type { Insertable } from 'kysely';
import { BROWSE_PLATFORM_CODES, PLATFORMS } from '@d2d/contract';
import type { Database } from '../../db/schema.js';
import type { Random } from './random.js';
import { uriSafeTitle } from './titles.js';
import { DEVELOPER_FIRST, DEVELOPER_SECOND, FEATURED_PUBLISHER_COUNT, GENRES, PUBLISHERS } from './words.js';

/** The lookup tables every product points into. */
export interface ReferenceRows {
  platforms: Insertable<Database['platforms']>[];
  genres: Insertable<Database['genres']>[];
  developers: Insertable<Database['developers']>[];
  publishers: Insertable<Database['publishers']>[];
}

/** The browse slug of a genre: hyphens for spaces and slashes (spec §2). */
export function genreSlug(name: string): string {
  return name.replace(/[\s/]+/g, '-');
}

/** Platforms, genres, publishers and `developerCount` (at most 240) developers, with ids from 1. */
export function referenceRows(rng: Random, developerCount = 60): ReferenceRows {
  const browse = new Set<number>(BROWSE_PLATFORM_CODES);
  const names = DEVELOPER_FIRST.flatMap((first) => DEVELOPER_SECOND.map((second) => `${first} ${second}`));
  const developers: ReferenceRows['developers'] = rng.sample(names, developerCount).map((name, i) => ({ id: i + 1, name }));
  return {
    platforms: PLATFORMS.map((p, position) => ({ id: p.code, name: p.name, in_browse: browse.has(p.code) ? 1 : 0, position })),
    genres: GENRES.map((name, i) => ({ id: i + 1, name, slug: genreSlug(name) })),
    developers,
    publishers: PUBLISHERS.map((name, i) => ({
      id: i + 1,
      name,
      slug: uriSafeTitle(name),
      featured: i < FEATURED_PUBLISHER_COUNT ? 1 : 0,
      support_uri: `https://support.example.com/${uriSafeTitle(name)}`,
    })),
  };
}
