import type { FastifyPluginAsync } from 'fastify';
import type { CountryList } from '@d2d/contract';
import type { Db } from '../db/database.js';

/** Reference data of spec §7: countries (both paths the spec names). */
export const referenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const listCountries = async (): Promise<CountryList> => {
    const items = await db.selectFrom('countries').selectAll().orderBy('country_full_name').execute();
    return { data: { items } };
  };
  app.get('/api/countries', listCountries);
  app.get('/d2d/countries', listCountries);
};
