import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';

/** Catalogue calls of spec §7: findpage, product get/preview, media, download locations, keys. */
export const catalogueRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
