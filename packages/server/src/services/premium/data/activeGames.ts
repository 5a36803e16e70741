/**
 * The month's hand-picked premium titles (`premium_active_games`).
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The latest `YYYY-MM` month with picks, at or before `month`. */
export async function latestPickedMonth(db: Db, month: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('premium_active_games')
    .select('month')
    .where('month', '<=', month)
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.month;
}

/** The published products picked for a month, in their hand-picked order. */
export async function pickedProductIds(db: Db, month: string): Promise<number[]> {
  const rows = await db
    .selectFrom('premium_active_games as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select('g.product_id')
    .where('g.month', '=', month)
    .where('p.is_published', '=', 1)
    .orderBy('g.position')
    .execute();
  return rows.map((r) => r.product_id);
}
