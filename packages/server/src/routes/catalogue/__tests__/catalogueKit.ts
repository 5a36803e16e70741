import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildApp, migrateToLatest, openDatabase, seedIfEmpty, type Db } from '../../../index.js';

/** A seeded SQLite file in a temp folder and the app over it. */
export interface CatalogueKit {
  db: Db;
  app: FastifyInstance;
  /** GET a path and parse the 200 answer with a contract schema (fails the test otherwise). */
  getOk<S extends z.ZodType>(url: string, schema: S, options?: Omit<InjectOptions, 'url' | 'method'>): Promise<z.output<S>>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Opens a fresh database file, migrates it, seeds countries and the demo catalogue, and builds the
 * app on it. Read-only suites call it once in `beforeAll`.
 * @param products - catalogue size; the default demo size unless a test needs less
 */
export async function openCatalogueKit(products?: number): Promise<CatalogueKit> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-catalogue-'));
  const db = openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
  await seedIfEmpty(db, { catalogue: { products } });
  const app = await buildApp({ db, config: { maintenance: false } });
  const inject = (options: InjectOptions) => app.inject(options);
  return {
    db,
    app,
    inject,
    async getOk(url, schema, options = {}) {
      const res = await app.inject({ ...options, method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
      return schema.parse(res.json());
    },
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The cookie header of a region code. */
export function regionCookie(code: number): Record<string, string> {
  return { cookie: `region=${code}` };
}
