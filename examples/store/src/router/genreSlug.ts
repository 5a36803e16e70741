/**
 * The route slug of a genre name: spaces and slashes become hyphens (spec §2), so
 * `Action/Adventure` is `Action-Adventure` and `Role Playing` is `Role-Playing`.
 * @param genre - The genre's name.
 * @returns The slug for `/pc/download/{genre}`.
 */
export function genreSlug(genre: string): string {
  return genre.trim().replace(/[\s/]+/g, '-');
}

/**
 * The genre a slug names, out of the known genres (slugs compare case-insensitively).
 * @param slug - The route's `{genre}` segment.
 * @param genres - The genre names of the catalogue.
 * @returns The genre's name, or `undefined` when none matches.
 */
export function genreFromSlug(slug: string, genres: readonly string[]): string | undefined {
  const wanted = genreSlug(slug).toLowerCase();
  return genres.find((genre) => genreSlug(genre).toLowerCase() === wanted);
}
