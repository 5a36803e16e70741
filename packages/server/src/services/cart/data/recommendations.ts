/**
 * The products a cart can recommend: published games the account neither owns nor traded in.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Best-selling published games the account never bought nor traded in, leaving out
 * `excludedIds` (when any) and keeping to `genreIds` (when any).
 */
export async function bestSellingGameIds(
  db: Kysely<Database>,
  accountId: number,
  excludedIds: number[],
  genreIds: number[],
  limit: number,
): Promise<{ id: number }[]> {
  let query = db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where('p.product_type', 'in', ['Game', 'ConsoleGame'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(
        selectFrom('inventory_items as i')
          .select('i.id')
          .whereRef('i.product_id', '=', 'p.id')
          .where('i.account_id', '=', accountId)
          .where('i.purchase_type', '=', 'purchase'),
      )),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('trade_ins as t').select('t.id').whereRef('t.product_id', '=', 'p.id').where('t.account_id', '=', accountId))),
    );
  if (excludedIds.length > 0) query = query.where('p.id', 'not in', excludedIds);
  if (genreIds.length > 0) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('product_genres as pg').select('pg.product_id').whereRef('pg.product_id', '=', 'p.id').where('pg.genre_id', 'in', genreIds)),
    );
  }
  return query.orderBy('p.units_sold', 'desc').orderBy('p.id').limit(limit).execute();
}
