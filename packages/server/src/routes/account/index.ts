import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';

/** Account calls of spec §7: sign-up, login, tokens, confirmation, password, update, gdpr. */
export const accountRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
