import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, merchandisingDisplayQuerySchema, promotionsQuerySchema, shelvesBodySchema } from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput, pathId } from '../../http/requestInput.js';
import { DISPLAY_NAMES, loadDisplay } from '../../services/merchandising/display.js';
import { listPromotions, loadPromotion, loadPromotionBackground } from '../../services/merchandising/promotions.js';
import { loadRewardOffers } from '../../services/merchandising/rewardOffers.js';
import { loadShelves } from '../../services/merchandising/shelves.js';
import { catalogueViewer } from '../catalogue/catalogueViewer.js';
import { referenceDataRoutes } from './referenceData.js';
import { regionRoutes, type RegionRoutesOptions } from './regions.js';

/**
 * Merchandising and reference data of spec §7: the home display, shelves, promotions, reward
 * offers, then (in their own files) genres, platforms, publishers, content ratings, sitemap,
 * regions and the mailing list.
 */
export const merchandisingRoutes: FastifyPluginAsync<RegionRoutesOptions> = async (app, { db, publicUrl, now }) => {
  await app.register(referenceDataRoutes, { db });
  await app.register(regionRoutes, { db, publicUrl, now });

  // the display, promotions and reward offers list products: a signed-in shopper sees their own states
  app.get('/api/merchandising/getdisplay', { config: { auth: 'optional' } }, async (request, reply) => {
    const { name } = parseRequestInput(merchandisingDisplayQuerySchema, request.query, 'query');
    if (name !== undefined && !(DISPLAY_NAMES as readonly string[]).includes(name.toLowerCase())) {
      throw ApiError.notFound(`There is no display named "${name}".`);
    }
    return loadDisplay(db, request.shopper, catalogueViewer(reply, request.account));
  });

  // shelves are lists: a signed-in shopper sees their own states on them
  app.post('/api/merchandising/shelves', { config: { auth: 'optional' } }, async (request, reply) => {
    const body = parseRequestInput(shelvesBodySchema, request.body, 'body');
    return loadShelves(db, body, request.shopper, catalogueViewer(reply, request.account));
  });

  app.get('/api/merchandising/getpromotion/:id', { config: { auth: 'optional' } }, async (request, reply) => {
    const id = pathId(request.params, 'id', MESSAGES.offerNotAvailable);
    const promotion = await loadPromotion(db, id, request.shopper, catalogueViewer(reply, request.account));
    if (!promotion) throw ApiError.notFound(MESSAGES.offerNotAvailable);
    return promotion;
  });

  app.get('/api/merchandising/getpromotion_background/:id', async (request) => {
    const id = pathId(request.params, 'id', MESSAGES.offerNotAvailable);
    const background = await loadPromotionBackground(db, id);
    if (!background) throw ApiError.notFound(MESSAGES.offerNotAvailable);
    return background;
  });

  // the collection page lists each promotion's first row of products, with the shopper's own states
  app.get('/api/merchandising/getpromotions', { config: { auth: 'optional' } }, async (request, reply) => {
    const query = parseRequestInput(promotionsQuerySchema, request.query, 'query');
    return listPromotions(db, query, request.shopper, catalogueViewer(reply, request.account));
  });

  app.get('/api/merchandising/reward_offers', { config: { auth: 'optional' } }, async (request, reply) => {
    const query = parseRequestInput(promotionsQuerySchema, request.query, 'query');
    return loadRewardOffers(db, query, request.shopper, catalogueViewer(reply, request.account));
  });
};
