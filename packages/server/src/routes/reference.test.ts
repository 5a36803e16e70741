import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { countryListSchema } from '@d2d/contract';
import { buildApp, type Db } from '../index.js';
import { openTestDatabase, type TestDatabase } from '../__tests__/testDatabase.js';

describe('GET /api/countries', () => {
  let database: TestDatabase;
  let db: Db;
  const apps: FastifyInstance[] = [];
  // one seeded database for the file: seeding the demo catalogue takes about a second
  const app = async (maintenance: boolean) => {
    const built = await buildApp({ db, config: { maintenance } });
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    database = await openTestDatabase('reference', { seed: {} });
    db = database.db;
  });
  afterEach(async () => {
    // closing stops the app's background jobs
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(async () => {
    await database.remove();
  });

  it('should answer the seeded countries from the database under data.items', async () => {
    const server = await app(false);
    const res = await server.inject({ method: 'GET', url: '/api/countries?paging=false' });
    expect(res.statusCode).toBe(200);
    const body = countryListSchema.parse(res.json());
    expect(body.data.items.find((c) => c.code2 === 'GB')?.country_full_name).toBe('United Kingdom');
    const alias = await server.inject({ method: 'GET', url: '/d2d/countries' });
    expect(alias.json()).toEqual(res.json());
  });

  it('should reflect rows written to the database, not a fixed list', async () => {
    await db.insertInto('countries').values({ country_code_id: 999, country_full_name: 'Atlantis', code2: 'AQ' }).execute();
    const server = await app(false);
    const body = countryListSchema.parse((await server.inject({ method: 'GET', url: '/api/countries' })).json());
    expect(body.data.items.map((c) => c.code2)).toContain('AQ');
  });

  it('should answer 503 in maintenance mode', async () => {
    const server = await app(true);
    const res = await server.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(503);
  });

  it('should answer 404 with a message for unknown API paths', async () => {
    const server = await app(false);
    const res = await server.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
