import type { FastifyPluginAsync } from 'fastify';
import {
  MESSAGES, TYPEAHEAD_MIN_LENGTH, TYPEAHEAD_RESULTS, downloadLocationRequestSchema, findpageQuerySchema, mediaQuerySchema,
  pagingFor, productPreviewQuerySchema,
  typeaheadQuerySchema,
} from '@d2d/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput, pathId } from '../../http/requestInput.js';
import { shopperContextOf } from '../../http/shopperContext.js';
import { DownloadSigner, downloadFile, downloadLocations } from '../../services/catalogue/downloads.js';
import { findPage } from '../../services/catalogue/findpage.js';
import { loadMediaPage } from '../../services/catalogue/media.js';
import { loadProductCards } from '../../services/catalogue/productCards.js';
import { loadProduct } from '../../services/catalogue/productDetail.js';
import { withVipPrices } from '../../services/cart/productVip.js';
import { findProductIds } from '../../services/catalogue/productQuery.js';
import { artRoutes } from '../art/index.js';
import { catalogueViewer } from './catalogueViewer.js';

/** Options of {@link catalogueRoutes}. */
export interface CatalogueRoutesOptions {
  db: Db;
  /** Signs download links; a random key per process by default. */
  downloadSigner?: DownloadSigner;
}

const PRODUCT_NOT_FOUND = 'The product was not found.';
const downloadQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,15}$/).transform(Number),
  signature: z.string().min(1).max(100),
});

/**
 * Catalogue calls of spec §7: findpage and typeahead, product get/preview, media, download
 * locations of owned skus (and the signed file links they hand out), plus the generated art. The
 * activation-key calls read the shopper's library and live with it (`routes/library`).
 */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, { db, downloadSigner }) => {
  const signer = downloadSigner ?? new DownloadSigner();
  await app.register(artRoutes, { db });

  // lists show a signed-in shopper's own states too (an owned game offers Download, not Add to Cart)
  app.get('/api/productquery/findpage', { config: { auth: 'optional' } }, async (request, reply) => {
    const query = parseRequestInput(findpageQuerySchema, request.query, 'query');
    return findPage(db, query, request.shopper, catalogueViewer(reply, request.account));
  });

  app.get('/api/productquery/typeahead', { config: { auth: 'optional' } }, async (request, reply) => {
    const query = parseRequestInput(typeaheadQuerySchema, request.query, 'query');
    const pageSize = query.pageSize ?? TYPEAHEAD_RESULTS;
    const pageIndex = query.pageIndex ?? 1;
    // suggestions start at 3 characters (spec §9); shorter prefixes match half the catalogue
    if (query.keywords.length < TYPEAHEAD_MIN_LENGTH) {
      return { products: { ...pagingFor(0, pageIndex, pageSize), items: [] }, promotions: [] };
    }
    const page = await findProductIds(db, {
      platform: query.platform,
      'search.keywords': query.keywords,
      'search.titleonly': query.titleonly,
      pagesize: pageSize,
      pageindex: pageIndex,
    }, request.shopper);
    const items = await loadProductCards(db, page.ids, request.shopper, catalogueViewer(reply, request.account));
    return { products: { ...pagingFor(page.totalItems, pageIndex, pageSize), items }, promotions: [] };
  });

  // a visitor sees the product too; a logged-in shopper sees their own states and VIP price
  app.get('/api/product/get/:id', { config: { auth: 'optional' } }, async (request, reply) => {
    const id = pathId(request.params, 'id', PRODUCT_NOT_FOUND);
    const product = await loadProduct(db, id, request.shopper, { viewer: catalogueViewer(reply, request.account) });
    if (!product) throw ApiError.notFound(PRODUCT_NOT_FOUND);
    return withVipPrices(db, request.account, product);
  });

  app.get('/api/product/preview/:id', async (request) => {
    const id = pathId(request.params, 'id', PRODUCT_NOT_FOUND);
    const { region } = parseRequestInput(productPreviewQuerySchema, request.query, 'query');
    const product = await loadProduct(db, id, shopperContextOf(request, request.shopper.now, region), { includeUnpublished: true });
    if (!product) throw ApiError.notFound(PRODUCT_NOT_FOUND);
    return product;
  });

  app.get('/api/product/getmedia', async (request) => {
    const query = parseRequestInput(mediaQuerySchema, request.query, 'query');
    const page = await loadMediaPage(db, query);
    if (!page) throw ApiError.notFound(PRODUCT_NOT_FOUND);
    return page;
  });

  app.get('/api/product/preview_media', async (request) => {
    const query = parseRequestInput(mediaQuerySchema, request.query, 'query');
    const page = await loadMediaPage(db, query, { includeUnpublished: true });
    if (!page) throw ApiError.notFound(PRODUCT_NOT_FOUND);
    return page;
  });

  app.post('/api/product/downloadlocations', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(downloadLocationRequestSchema, request.body, 'body');
    // links are signed in real time (the file route below checks them against it); what the
    // shopper holds is judged at the server's clock, like every other read of the library
    return { locations: await downloadLocations(db, request.account.id, body.skuIds, signer, new Date(), request.shopper.now) };
  });

  app.get('/d2d/downloads/:skuId/:file', async (request, reply) => {
    const skuId = pathId(request.params, 'skuId', MESSAGES.downloadLocationUnavailable);
    const file = (request.params as { file: string }).file;
    const query = downloadQuerySchema.safeParse(request.query);
    if (!query.success || !signer.verify(skuId, file, query.data.expires, query.data.signature, new Date())) {
      throw ApiError.forbidden(MESSAGES.downloadLocationUnavailable);
    }
    const download = await downloadFile(db, skuId, file);
    if (!download) throw ApiError.notFound(MESSAGES.downloadLocationUnavailable);
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${download.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(download.body);
  });
};
