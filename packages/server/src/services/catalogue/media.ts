import { pagingFor, type Media, type MediaPage } from '@d2d/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MediaTable } from '../../db/tables/catalogue.js';
import { countMedia, mediaRows } from './data/media.js';
import { productPublication } from './data/products.js';
import { jsonColumn } from './productCards.js';

/** Media per page when the query names none (spec §7: 100 for image and video lists). */
export const DEFAULT_MEDIA_PAGE_SIZE = 100;

/** The wire form of a media row (spec §3 Media). */
export function toMedia(row: Selectable<MediaTable>): Media {
  return {
    type: row.type === 0 ? 0 : 1,
    id: row.id,
    item: { title: row.title, sources: jsonColumn<{ definition: string; url: string }[]>(row.sources, []) },
  };
}

/**
 * One page of a product's screenshots or videos (both kinds, videos first, when `type` is
 * absent), or `null` when the product does not exist or is hidden from the caller.
 * @param db - the database
 * @param query - product id, paging and media type
 * @param options - `includeUnpublished` for the preview call
 */
export async function loadMediaPage(
  db: Db,
  query: { productid: number; pageSize?: number; pageIndex?: number; type?: 0 | 1 },
  options: { includeUnpublished?: boolean } = {},
): Promise<MediaPage | null> {
  const product = await productPublication(db, query.productid);
  if (!product || (product.is_published !== 1 && !options.includeUnpublished)) return null;
  const pageSize = query.pageSize ?? DEFAULT_MEDIA_PAGE_SIZE;
  const pageIndex = query.pageIndex ?? 1;
  const [count, rows] = await Promise.all([
    countMedia(db, query.productid, query.type),
    mediaRows(db, query.productid, query.type, { limit: pageSize, offset: (pageIndex - 1) * pageSize }),
  ]);
  return { ...pagingFor(count, pageIndex, pageSize), items: rows.map(toMedia) };
}
