/**
 * What a product card reads: the product row with its platform, developer and publisher names,
 * its platforms and its genres, for many products at once.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The product columns lists need (no long texts). */
export const CARD_COLUMNS = [
  'p.id', 'p.title', 'p.uri_safe_title', 'p.short_description', 'p.tiny_description', 'p.product_type', 'p.platform_id',
  'p.release_date', 'p.drm_type', 'p.esrb_rating', 'p.pegi_rating', 'p.content_descriptors', 'p.background_color',
  'p.allow_trade_in', 'p.streaming_game_id', 'p.headband', 'p.overlays', 'p.country_restrictions', 'p.has_activation_keys_only',
] as const;

/** The card columns of products, with the platform, developer and publisher names. */
export function cardRows(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('products as p')
    .innerJoin('platforms as pl', 'pl.id', 'p.platform_id')
    .innerJoin('developers as d', 'd.id', 'p.developer_id')
    .innerJoin('publishers as pb', 'pb.id', 'p.publisher_id')
    .select([...CARD_COLUMNS, 'pl.name as platform_name', 'd.name as developer_name', 'pb.name as publisher_name'])
    .where('p.id', 'in', [...productIds])
    .execute();
}

/** The platforms of products, by platform id. */
export function productPlatformRows(db: Db, productIds: readonly number[]) {
  return db.selectFrom('product_platforms').select(['product_id', 'platform_id']).where('product_id', 'in', [...productIds]).orderBy('platform_id').execute();
}

/** The genre names of products, by genre id. */
export function productGenreRows(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_genres as pg')
    .innerJoin('genres as g', 'g.id', 'pg.genre_id')
    .select(['pg.product_id', 'g.name'])
    .where('pg.product_id', 'in', [...productIds])
    .orderBy('g.id')
    .execute();
}
