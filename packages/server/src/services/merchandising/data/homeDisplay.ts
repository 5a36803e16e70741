/**
 * The home page's merchandising rows: hero items, featured tabs and ad tiles.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { HeroItemTable } from '../../../db/tables/catalogue.js';

/** Every hero item, in rotator order. */
export function heroItemRows(db: Kysely<Database>): Promise<Selectable<HeroItemTable>[]> {
  return db.selectFrom('hero_items').selectAll().orderBy('position').execute();
}

/** Every featured tab's name and query, in order. */
export function featuredTabRows(db: Kysely<Database>): Promise<{ name: string; value: string }[]> {
  return db.selectFrom('featured_tabs').select(['name', 'value']).orderBy('position').execute();
}

/** Every ad tile, in order. */
export function adTileRows(db: Kysely<Database>): Promise<{ title: string; image: string; link_url: string }[]> {
  return db.selectFrom('ad_tiles').select(['title', 'image', 'link_url']).orderBy('position').execute();
}
