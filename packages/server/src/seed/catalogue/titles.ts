import type { Random } from './random.js';
import {
  SEQUEL_NUMERALS, SPORTS_TITLES, TITLE_ADJECTIVES, TITLE_EDITIONS, TITLE_NOUNS, TITLE_PLACES, TITLE_SUBTITLES,
} from './words.js';

/**
 * Makes unique, realistic-sounding game titles from the word lists. Uniqueness matters: the
 * catalogue's URL slugs and search tests rely on one product per title.
 */
export class TitleGenerator {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** Marks a fixed title (a showcase product's) as taken. */
  reserve(title: string): void {
    this.used.add(title.toLowerCase());
  }

  /** A new title for a game of the given genre name. */
  next(genre: string): string {
    for (let attempt = 0; attempt < 8; attempt++) {
      const title = this.compose(genre);
      if (this.take(title)) return title;
    }
    // the word space is large but finite: big catalogues fall back to editions and numbers
    const base = this.compose(genre);
    for (const edition of TITLE_EDITIONS) {
      if (this.take(`${base}: ${edition}`)) return `${base}: ${edition}`;
    }
    for (let n = 2; ; n++) {
      if (this.take(`${base} ${n}`)) return `${base} ${n}`;
    }
  }

  /** Takes `title` when it is free; returns whether it was. */
  take(title: string): boolean {
    const key = title.toLowerCase();
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }

  private compose(genre: string): string {
    const r = this.rng;
    if (genre === 'Sports' && r.chance(0.6)) return `${r.pick(SPORTS_TITLES)} ${r.int(2004, 2026)}`;
    switch (r.int(0, 6)) {
      case 0:
        return `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`;
      case 1:
        return `${r.pick(TITLE_NOUNS)} of ${r.pick(TITLE_PLACES)}`;
      case 2:
        return `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}: ${r.pick(TITLE_SUBTITLES)}`;
      case 3:
        return `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)} ${r.pick(SEQUEL_NUMERALS)}`;
      case 4:
        return `The ${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`;
      case 5:
        return `${r.pick(TITLE_NOUNS)} of ${r.pick(TITLE_PLACES)}: ${r.pick(TITLE_SUBTITLES)}`;
      default:
        return `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}: ${r.pick(TITLE_EDITIONS)}`;
    }
  }
}

/**
 * The URL form of a title: lower case, ASCII letters and digits, words joined by hyphens.
 * @example
 * uriSafeTitle('Neon Drift: Rise of the Fallen'); // 'neon-drift-rise-of-the-fallen'
 */
export function uriSafeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
