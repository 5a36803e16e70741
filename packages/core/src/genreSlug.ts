/**
 * Genre slugs of the browse routes `/pc/download/{genre}` and `/mac/download/{genre}` (spec §2:
 * the genre uses hyphens for spaces and slashes), both ways.
 * @module
 */

/** The fields of a catalogue genre (`GET /d2d/genres`) a slug is matched against. */
export interface GenreSlugInput {
  name: string;
  /** The server's slug for the genre. */
  slug: string;
}

/**
 * The route slug of a genre name: spaces and slashes become hyphens (spec §2), so
 * `Action/Adventure` is `Action-Adventure` and `Role Playing` is `Role-Playing`.
 * @param genre - The genre's name.
 * @returns The slug for `/pc/download/{genre}`.
 * @example
 * genreSlug('Action/Adventure'); // 'Action-Adventure'
 * `/pc/download/${genreSlug('Role Playing')}`; // '/pc/download/Role-Playing'
 */
export function genreSlug(genre: string): string {
  return genre.trim().replace(/[\s/]+/g, '-');
}

/**
 * The genre a slug names, out of the known genre names (slugs compare case-insensitively).
 * @param slug - The route's `{genre}` segment.
 * @param genres - The genre names of the catalogue.
 * @returns The genre's name, or `undefined` when none matches.
 * @example
 * genreFromSlug('action-adventure', ['Strategy', 'Action/Adventure']); // 'Action/Adventure'
 */
export function genreFromSlug(slug: string, genres: readonly string[]): string | undefined {
  const wanted = genreSlug(slug).toLowerCase();
  return genres.find((genre) => genreSlug(genre).toLowerCase() === wanted);
}

/**
 * The name of the catalogue genre a route slug names: the genre whose server slug it is (case
 * aside), else the genre whose name slugs to it ({@link genreFromSlug}), so links built either
 * way find their genre.
 * @param slug - The route's `{genre}` segment.
 * @param genres - The catalogue's genres (the `items` of `store.api.merchandising.genres()`).
 * @returns The genre's name, or `undefined` when none matches (unknown, or not loaded yet).
 * @example
 * genreNameOfSlug('rpg', [{ name: 'Role Playing', slug: 'RPG' }]); // 'Role Playing'
 * genreNameOfSlug('Role-Playing', [{ name: 'Role Playing', slug: 'RPG' }]); // 'Role Playing'
 */
export function genreNameOfSlug(slug: string, genres: readonly GenreSlugInput[]): string | undefined {
  const lower = slug.toLowerCase();
  // two passes, not one: a server slug wins over another genre's name that slugs alike
  return genres.find((genre) => genre.slug.toLowerCase() === lower)?.name ?? genreFromSlug(slug, genres.map((genre) => genre.name));
}
