import { pagingFor, type FindpageQuery, type ProductQueryResult, type Promotion } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { activePromotions } from '../merchandising/promotions.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from './productCards.js';
import { findProductIds } from './productQuery.js';

/**
 * Answers `GET /api/productquery/findpage`: one page of product cards matching the query, with
 * the paging fields, and the first `promotionsSize` running promotions.
 * @param db - the database
 * @param query - the parsed findpage query
 * @param ctx - site, country and clock
 * @example
 * const result = await findPage(db, { platform: [1100], onsale: true, pagesize: 25 }, ctx);
 * result.products.items.length; // up to 25
 */
export async function findPage(db: Db, query: FindpageQuery, ctx: ShopperContext): Promise<ProductQueryResult> {
  const [page, promotions] = await Promise.all([
    findProductIds(db, query, ctx),
    query.promotionsSize ? activePromotions(db, query.promotionsSize, ctx.now) : Promise.resolve([] as Promotion[]),
  ]);
  const items = await loadProductCards(db, page.ids, ctx);
  return {
    products: { ...pagingFor(page.totalItems, page.pageIndex, page.pageSize), items },
    promotions,
  };
}
