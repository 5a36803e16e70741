/**
 * What a product page recommends: best-selling games of the product's main genre.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The product's main genre (its lowest genre id), if it has one. */
export async function mainGenreId(db: Db, productId: number): Promise<number | undefined> {
  const row = await db.selectFrom('product_genres').select('genre_id').where('product_id', '=', productId).orderBy('genre_id').executeTakeFirst();
  return row?.genre_id;
}

/**
 * The best-selling published games of a genre, without one product. Walks the bestseller index
 * and probes the genre, so it stops after `limit` rows instead of sorting the whole genre.
 */
export async function bestSellingGamesOfGenre(db: Db, genreId: number, exceptProductId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where('p.id', '!=', exceptProductId)
    .where('p.product_type', 'in', ['Game', 'ConsoleGame'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('product_genres as pg').select('pg.product_id').whereRef('pg.product_id', '=', 'p.id').where('pg.genre_id', '=', genreId)))
    .orderBy('p.units_sold', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
