import { pagingFor, type FindpageQuery, type ProductQueryResult, type Promotion } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { collectionRow } from '../merchandising/data/collections.js';
import { activePromotions } from '../merchandising/promotions.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from './productCards.js';
import { findProductIds } from './productQuery.js';
import type { CatalogueViewer } from './shopperHoldings.js';

/**
 * Answers `GET /api/productquery/findpage`: one page of product cards matching the query, with
 * the paging fields, and the promotions that apply: the queried collection (its name titles the
 * page) then the first `promotionsSize` running promotions.
 * @param db - the database
 * @param query - the parsed findpage query
 * @param ctx - site, country and clock
 * @param viewer - the signed-in shopper (their own offer states), or null for a visitor
 * @example
 * const result = await findPage(db, { platform: [1100], onsale: true, pagesize: 25 }, ctx);
 * result.products.items.length; // up to 25
 */
export async function findPage(db: Db, query: FindpageQuery, ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<ProductQueryResult> {
  const [page, running, collection] = await Promise.all([
    findProductIds(db, query, ctx),
    query.promotionsSize ? activePromotions(db, query.promotionsSize, ctx.now) : Promise.resolve([] as Promotion[]),
    query.collection === undefined ? Promise.resolve(undefined) : collectionRow(db, query.collection),
  ]);
  const items = await loadProductCards(db, page.ids, ctx, viewer);
  // a collection or arcade store page titles itself with the collection's own name ("Legends Arcade")
  const promotions = collection ? [{ id: collection.id, name: collection.name, designImages: { big: collection.image } }, ...running] : running;
  return {
    products: { ...pagingFor(page.totalItems, page.pageIndex, page.pageSize), items },
    promotions,
  };
}
