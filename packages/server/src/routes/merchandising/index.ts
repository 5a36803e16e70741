import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';

/** Merchandising and reference data of spec §7: getdisplay, shelves, promotions, genres, regions… */
export const merchandisingRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
