import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, merchandisingDisplayQuerySchema, promotionsQuerySchema, shelvesBodySchema } from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';
import { DISPLAY_NAMES, loadDisplay } from '../../services/merchandising/display.js';
import { listPromotions, loadPromotion, loadPromotionBackground } from '../../services/merchandising/promotions.js';
import { loadRewardOffers } from '../../services/merchandising/rewardOffers.js';
import { loadShelves } from '../../services/merchandising/shelves.js';
import { parseInput, pathId } from '../catalogue/parseInput.js';
import { requestContext } from '../catalogue/requestContext.js';
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

  app.get('/api/merchandising/getdisplay', async (request) => {
    const { name } = parseInput(merchandisingDisplayQuerySchema, request.query, 'query');
    if (name !== undefined && !(DISPLAY_NAMES as readonly string[]).includes(name.toLowerCase())) {
      throw ApiError.notFound(`There is no display named "${name}".`);
    }
    return loadDisplay(db, requestContext(request));
  });

  app.post('/api/merchandising/shelves', async (request) => {
    const body = parseInput(shelvesBodySchema, request.body, 'body');
    return loadShelves(db, body, requestContext(request));
  });

  app.get('/api/merchandising/getpromotion/:id', async (request) => {
    const id = pathId(request.params, 'id', MESSAGES.offerNotAvailable);
    const promotion = await loadPromotion(db, id, requestContext(request));
    if (!promotion) throw ApiError.notFound(MESSAGES.offerNotAvailable);
    return promotion;
  });

  app.get('/api/merchandising/getpromotion_background/:id', async (request) => {
    const id = pathId(request.params, 'id', MESSAGES.offerNotAvailable);
    const background = await loadPromotionBackground(db, id);
    if (!background) throw ApiError.notFound(MESSAGES.offerNotAvailable);
    return background;
  });

  app.get('/api/merchandising/getpromotions', async (request) => {
    const query = parseInput(promotionsQuerySchema, request.query, 'query');
    return listPromotions(db, query, new Date());
  });

  app.get('/api/merchandising/reward_offers', async (request) => {
    const query = parseInput(promotionsQuerySchema, request.query, 'query');
    return loadRewardOffers(db, query, requestContext(request));
  });
};
