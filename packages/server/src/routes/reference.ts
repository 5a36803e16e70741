import type { FastifyPluginAsync } from 'fastify';
import type { CountryList } from '@d2d/contract';
import type { Db } from '../db/database.js';
import { listCountries } from '../services/merchandising/referenceData.js';

/** Reference data of spec §7: countries (both paths the spec names). */
export const referenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const countries = async (): Promise<CountryList> => listCountries(db);
  app.get('/api/countries', countries);
  app.get('/d2d/countries', countries);
};
