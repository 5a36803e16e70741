import { GRID_ITEMS_PER_ROW, pagingFor, type Promotion, type PromotionBackground, type PromotionPage } from '@d2d/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromotionTable } from '../../db/tables/catalogue.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';
import {
  promotionBackgroundRow, promotionProductIds, promotionsProductIds, runningPromotionCount, runningPromotionRow, runningPromotionRows,
} from './data/promotions.js';

/** Promotions per page when the query names none (the store asks for 1000). */
export const DEFAULT_PROMOTIONS_PAGE_SIZE = 1000;

/** The wire form of a promotion row, without its products. */
export function toPromotion(row: Selectable<PromotionTable>): Promotion {
  return {
    id: row.id,
    name: row.name,
    endDate: row.end_date,
    designImages: { big: row.banner_image, small: row.small_image, background: row.background_image },
    background_color: row.background_color,
  };
}

/**
 * The first `limit` promotions running at `now`, in their merchandising order (no products).
 * A promotion runs from its start date until its end date; an end in 2099 never comes.
 */
export async function activePromotions(db: Db, limit: number, now: Date): Promise<Promotion[]> {
  const rows = await runningPromotionRows(db, now, limit);
  return rows.map(toPromotion);
}

/**
 * One page of the running promotions (`getpromotions`, the collection page), each with its first
 * row of products (six, spec §9): the collection page shows that row and links to the promotion
 * page for the rest, so sending every product of every promotion would only weigh the answer.
 * @param viewer - the signed-in shopper, whose own states the products carry, or null for a visitor
 */
export async function listPromotions(
  db: Db, query: { pagenumber?: number; pagesize?: number }, ctx: ShopperContext, viewer: CatalogueViewer = null,
): Promise<PromotionPage> {
  const pageIndex = query.pagenumber ?? 1;
  const pageSize = query.pagesize ?? DEFAULT_PROMOTIONS_PAGE_SIZE;
  const [count, rows] = await Promise.all([
    runningPromotionCount(db, ctx.now),
    runningPromotionRows(db, ctx.now, pageSize, (pageIndex - 1) * pageSize),
  ]);
  const rowIds = new Map<number, number[]>(rows.map((r) => [r.id, []]));
  for (const link of await promotionsProductIds(db, rows.map((r) => r.id))) {
    const ids = rowIds.get(link.promotion_id);
    if (ids && ids.length < GRID_ITEMS_PER_ROW) ids.push(link.id);
  }
  const cards = new Map((await loadProductCards(db, [...rowIds.values()].flat(), ctx, viewer)).map((c) => [c.id, c]));
  const items = rows.map((row) => ({
    ...toPromotion(row),
    products: (rowIds.get(row.id) ?? []).flatMap((id) => cards.get(id) ?? []),
  }));
  return { ...pagingFor(Number(count.n), pageIndex, pageSize), items };
}

/**
 * A running promotion with its published products in their merchandising order, or `null` when
 * it does not exist, has ended or has not started ('This offer is not available.').
 * @param viewer - the signed-in shopper, whose own states the products carry, or null for a visitor
 */
export async function loadPromotion(db: Db, id: number, ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<Promotion | null> {
  const row = await runningPromotionRow(db, id, ctx.now);
  if (!row) return null;
  const products = await promotionProductIds(db, id);
  return { ...toPromotion(row), products: await loadProductCards(db, products.map((p) => p.id), ctx, viewer) };
}

/** The background of a promotion (shown even after it ended), or `null` for an unknown id. */
export async function loadPromotionBackground(db: Db, id: number): Promise<PromotionBackground | null> {
  const row = await promotionBackgroundRow(db, id);
  return row ? { id: row.id, backgroundImage: row.background_image, background_color: row.background_color } : null;
}
