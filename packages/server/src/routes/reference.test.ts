import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countryListSchema } from '@d2d/contract';
import { buildApp, migrateToLatest, openDatabase, seedIfEmpty, type Db } from '../index.js';

describe('GET /api/countries', () => {
  let dir: string;
  let db: Db;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'd2d-ref-'));
    db = openDatabase(join(dir, 'store.db'));
    await migrateToLatest(db);
    await seedIfEmpty(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should answer the seeded countries from the database under data.items', async () => {
    const app = await buildApp({ db, config: { maintenance: false } });
    const res = await app.inject({ method: 'GET', url: '/api/countries?paging=false' });
    expect(res.statusCode).toBe(200);
    const body = countryListSchema.parse(res.json());
    expect(body.data.items.find((c) => c.code2 === 'GB')?.country_full_name).toBe('United Kingdom');
    const alias = await app.inject({ method: 'GET', url: '/d2d/countries' });
    expect(alias.json()).toEqual(res.json());
  });

  it('should reflect rows written to the database, not a fixed list', async () => {
    await db.insertInto('countries').values({ country_code_id: 999, country_full_name: 'Atlantis', code2: 'AQ' }).execute();
    const app = await buildApp({ db, config: { maintenance: false } });
    const body = countryListSchema.parse((await app.inject({ method: 'GET', url: '/api/countries' })).json());
    expect(body.data.items.map((c) => c.code2)).toContain('AQ');
  });

  it('should answer 503 in maintenance mode', async () => {
    const app = await buildApp({ db, config: { maintenance: true } });
    const res = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(503);
  });

  it('should answer 404 with a message for unknown API paths', async () => {
    const app = await buildApp({ db, config: { maintenance: false } });
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
