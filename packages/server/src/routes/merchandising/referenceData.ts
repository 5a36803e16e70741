import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { listContentRatings, listGenres, listPlatforms, listPublishers } from '../../services/merchandising/referenceData.js';
import { loadSitemap } from '../../services/merchandising/sitemap.js';

/** Reference lists of spec §7: genres, platforms, publishers, content ratings (by site), sitemap. */
export const referenceDataRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/d2d/genres', async () => listGenres(db));
  app.get('/d2d/platforms', async () => listPlatforms(db));
  app.get('/d2d/publishers', async () => listPublishers(db));
  app.get('/d2d/content_ratings', async (request) => listContentRatings(request.site));
  app.get('/d2d/sitemap', async () => loadSitemap(db));
};
