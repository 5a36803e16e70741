/**
 * The example partner site (`examples/partner-site`), served by `d2d-server start --partner <dir>`
 * on its own port so it runs on a different origin from the store, as a real partner blog would.
 * Its HTML names the store as `http://localhost:8080` (what `npm start` gives); when the store
 * runs elsewhere the server writes the store's actual origin into the pages it serves.
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { EmbedConfig } from './config.js';

/** The store origin the example pages are written with. */
export const EXAMPLE_STORE_ORIGIN = 'http://localhost:8080';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
};
// flat file names only: no folders, no dot files, so nothing outside the site folder is reachable
const FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.([a-z]{2,4})$/;

/** The origins a browser may report for the partner site on `port`. */
export function partnerSiteOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * Builds the partner site's server without listening.
 * @param dir - The site's folder.
 * @param storeOrigin - The store's origin as the browser reaches it (read on every request, so
 *   it can be set once the store listens).
 * @example
 * const site = await buildPartnerSite({ dir: 'examples/partner-site', storeOrigin: () => 'http://localhost:8080' });
 */
export async function buildPartnerSite({ dir, storeOrigin }: { dir: string; storeOrigin: () => string }): Promise<FastifyInstance> {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The partner site folder ${root} has no index.html.`);
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    let name: string;
    try {
      name = decodeURIComponent((request.params as { '*': string })['*'] || 'index.html');
    } catch {
      name = '';
    }
    const match = FILE.exec(name);
    const type = match ? TYPES[match[1]!] : undefined;
    const path = join(root, name);
    if (!match || !type || !existsSync(path)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const body = await readFile(path);
    reply.type(type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
    if (match[1] === 'html') return reply.send(body.toString('utf8').replaceAll(EXAMPLE_STORE_ORIGIN, storeOrigin()));
    return reply.send(body);
  });
  return app;
}

/** A running partner site. */
export interface PartnerSite {
  url: string;
  /** Tells the site where the store listens (written into its pages). */
  setStoreOrigin(origin: string): void;
  close(): Promise<void>;
}

/**
 * The CLI's `--partner` and `--elements` options. The elements folder defaults to the monorepo's
 * `packages/elements/dist`. With a partner folder, the partner site starts first (so a port of 0
 * is known) and its origins join the store's partner allowlist.
 * @param config - The server settings (changed in place: `elementsDir`, `partnerOrigins`).
 * @param flags - `--partner <dir>` and `--elements <dir>`.
 * @returns The running partner site, or `undefined` when none is served.
 */
export async function startPartnerSite(
  config: EmbedConfig & { host: string },
  flags: { partner?: string | undefined; elements?: string | undefined },
): Promise<PartnerSite | undefined> {
  if (flags.elements) config.elementsDir = flags.elements;
  if (!config.elementsDir && existsSync('packages/elements/dist')) config.elementsDir = 'packages/elements/dist';
  const dir = flags.partner ?? config.partnerDir;
  if (!dir) return undefined;
  let storeOrigin = EXAMPLE_STORE_ORIGIN;
  const app = await buildPartnerSite({ dir, storeOrigin: () => storeOrigin });
  await app.listen({ port: config.partnerPort ?? 8081, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (config.partnerPort ?? 8081);
  config.partnerOrigins = [...new Set([...(config.partnerOrigins ?? []), ...partnerSiteOrigins(port)])];
  return {
    url: `http://localhost:${port}`,
    setStoreOrigin(origin) {
      storeOrigin = origin;
    },
    close: () => app.close(),
  };
}
