/**
 * The `collections` rows: curated collections and arcade stores.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Every collection's id, name and kind, by id. */
export function collectionsById(db: Kysely<Database>): Promise<{ id: number; name: string; kind: string }[]> {
  return db.selectFrom('collections').select(['id', 'name', 'kind']).orderBy('id').execute();
}

/** The collection or arcade store with `id`, if it exists. */
export function collectionRow(db: Kysely<Database>, id: number): Promise<{ id: number; name: string; kind: string; image: string } | undefined> {
  return db.selectFrom('collections').select(['id', 'name', 'kind', 'image']).where('id', '=', id).executeTakeFirst();
}
