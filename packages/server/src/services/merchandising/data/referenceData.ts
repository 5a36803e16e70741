/**
 * The reference lists: genres, platforms, publishers and countries.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CountryTable } from '../../../db/tables/reference.js';

/** Every genre's id, name and slug, by name. */
export function genresByName(db: Kysely<Database>): Promise<{ id: number; name: string; slug: string }[]> {
  return db.selectFrom('genres').select(['id', 'name', 'slug']).orderBy('name').execute();
}

/** Every genre's name and slug, by name. */
export function genreNamesAndSlugs(db: Kysely<Database>): Promise<{ name: string; slug: string }[]> {
  return db.selectFrom('genres').select(['name', 'slug']).orderBy('name').execute();
}

/** Every platform's code and name, in the catalogue's order. */
export function platformsInOrder(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('platforms').select(['id', 'name']).orderBy('position').execute();
}

/** Every publisher with its featured flag, by name. */
export function publishersByName(db: Kysely<Database>): Promise<{ id: number; name: string; featured: number }[]> {
  return db.selectFrom('publishers').select(['id', 'name', 'featured']).orderBy('name').execute();
}

/** The featured publishers, by name. */
export function featuredPublishers(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('publishers').select(['id', 'name']).where('featured', '=', 1).orderBy('name').execute();
}

/** Every country, by full name. */
export function countriesByName(db: Kysely<Database>): Promise<Selectable<CountryTable>[]> {
  return db.selectFrom('countries').selectAll().orderBy('country_full_name').execute();
}
