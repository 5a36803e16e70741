/**
 * Test kit of the catalogue area: the shared harness's app, with the app's own settings, on a
 * freshly seeded database. Read-only suites open it once in `beforeAll`.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { openTestApp, parseOk, type TestApp } from '../../../__tests__/harness.js';

export { regionCookie } from '../../../__tests__/harness.js';

/** A seeded SQLite file in a temp folder and the app over it. */
export interface CatalogueKit extends TestApp {
  /** GET a path and parse the 200 answer with a contract schema (fails the test otherwise). */
  getOk<S extends z.ZodType>(url: string, schema: S, options?: Omit<InjectOptions, 'url' | 'method'>): Promise<z.output<S>>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * Opens a fresh database file, migrates it, seeds countries and the demo catalogue, and builds the
 * app on it. Read-only suites call it once in `beforeAll`.
 * @param products - catalogue size; the default demo size unless a test needs less
 */
export async function openCatalogueKit(products?: number): Promise<CatalogueKit> {
  // the app's own settings: the catalogue is what a deployment without PUBLIC_URL serves
  const base = await openTestApp({ name: 'catalogue', database: { seed: { catalogue: { products } } }, defaults: 'app' });
  const { app } = base;
  return {
    ...base,
    inject: (options) => app.inject(options),
    async getOk(url, schema, options = {}) {
      return parseOk(await app.inject({ ...options, method: 'GET', url }), 'GET', url, schema);
    },
  };
}
