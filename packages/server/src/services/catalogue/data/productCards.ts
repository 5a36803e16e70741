/**
 * What a product card reads: the product row with its platform, developer and publisher names,
 * its platforms and its genres, for many products at once.
 * @module
 */
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../../db/database.js';
import { isPostgres } from '../../../db/dialect.js';
import { OFFER_PRICE_COLUMNS, offerPriceRows } from './offers.js';

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

type CardRowData = Awaited<ReturnType<typeof cardRows>>[number];
type OfferPriceRow = Awaited<ReturnType<typeof offerPriceRows>>[number];

/** A card's product row with its lists: platform ids and genre names (by id), offers priced on the site (by id). */
export type CardRowWithLists = CardRowData & { platform_ids: number[]; genre_names: string[]; offers: OfferPriceRow[] };

/**
 * Everything the cards of `productIds` read, for the site `siteId`. On PostgreSQL one statement
 * (the lists as JSON arrays): a page of cards is one round trip instead of four. On SQLite,
 * where a query costs no round trip, the four plain reads.
 */
export async function cardRowsWithLists(db: Db, productIds: readonly number[], siteId: number): Promise<CardRowWithLists[]> {
  if (productIds.length === 0) return [];
  if (isPostgres(db)) {
    const rows = await db
      .selectFrom('products as p')
      .innerJoin('platforms as pl', 'pl.id', 'p.platform_id')
      .innerJoin('developers as d', 'd.id', 'p.developer_id')
      .innerJoin('publishers as pb', 'pb.id', 'p.publisher_id')
      .select([...CARD_COLUMNS, 'pl.name as platform_name', 'd.name as developer_name', 'pb.name as publisher_name'])
      .select((eb) => [
        jsonArrayFrom(eb.selectFrom('product_platforms as pp').select('pp.platform_id').whereRef('pp.product_id', '=', 'p.id').orderBy('pp.platform_id')).as('platforms'),
        jsonArrayFrom(eb.selectFrom('product_genres as pg').innerJoin('genres as g', 'g.id', 'pg.genre_id').select('g.name').whereRef('pg.product_id', '=', 'p.id').orderBy('g.id')).as('genres'),
        jsonArrayFrom(
          eb.selectFrom('offers as o')
            .innerJoin('offer_prices as op', (join) => join.onRef('op.offer_id', '=', 'o.id').on('op.site_id', '=', siteId))
            .select([...OFFER_PRICE_COLUMNS])
            .whereRef('o.product_id', '=', 'p.id')
            // a stable order; the cards order offers themselves (primary first, then by id)
            .orderBy('o.id'),
        ).as('offers'),
      ])
      .where('p.id', 'in', [...productIds])
      .execute();
    return rows.map(({ platforms, genres, ...row }) => ({ ...row, platform_ids: platforms.map((p) => p.platform_id), genre_names: genres.map((g) => g.name) }));
  }
  const [rows, platforms, genres, offers] = await Promise.all([
    cardRows(db, productIds),
    productPlatformRows(db, productIds),
    productGenreRows(db, productIds),
    offerPriceRows(db, productIds, siteId),
  ]);
  const byId = new Map<number, CardRowWithLists>(rows.map((row) => [row.id, { ...row, platform_ids: [], genre_names: [], offers: [] }]));
  for (const p of platforms) byId.get(p.product_id)?.platform_ids.push(p.platform_id);
  for (const g of genres) byId.get(g.product_id)?.genre_names.push(g.name);
  for (const o of offers) byId.get(o.product_id)?.offers.push(o);
  return [...byId.values()];
}
