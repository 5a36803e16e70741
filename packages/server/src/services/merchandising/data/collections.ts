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
