import { SHELF_PAGE_SIZE, type ShelvesBody, type ShelvesResponse } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { findPage } from '../catalogue/findpage.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';

/**
 * Fills each requested shelf with its findpage query (page 1 of 15 unless the shelf says
 * otherwise), in the order asked, with the signed-in reader's own offer states.
 * @param viewer - the signed-in shopper, or null for a visitor
 * @example
 * await loadShelves(db, { shelves: [{ name: 'On Sale', query: { onsale: true } }] }, ctx);
 */
export async function loadShelves(db: Db, body: ShelvesBody, ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<ShelvesResponse> {
  const shelves = await Promise.all(
    body.shelves.map(async (shelf) => ({
      name: shelf.name,
      result: await findPage(db, { ...shelf.query, pageindex: shelf.pageindex ?? 1, pagesize: shelf.pagesize ?? SHELF_PAGE_SIZE }, ctx, viewer),
    })),
  );
  return { shelves };
}
