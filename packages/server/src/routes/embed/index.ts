/**
 * What partner pages load from the store (spec §6 "Secure calls run through a hidden
 * cross-origin channel"; ARCHITECTURE.md "Security"):
 * - `GET /embed/d2d-elements.js`: the elements script a partner page includes with one
 *   `<script type="module">` tag (CORS-readable, since module scripts are fetched with CORS);
 * - `GET /embed/channel.html`: the hidden channel page. The partner allowlist is written into the
 *   page, and its CSP's `frame-ancestors` lists the same origins, so only those pages can frame it;
 * - `GET /embed/channel.js`: the channel page's script (same origin, `script-src 'self'`).
 * The `?aff=ID` of the channel page's URL is turned into the store's 30-day `aff` cookie by the
 * app-wide affiliate hook, so a partner's attribution reaches the orders.
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ApiError } from '../../http/apiError.js';
import { channelPageHtml, channelPageCsp } from './channelPage.js';

/** Options of {@link embedRoutes}. */
export interface EmbedRoutesOptions {
  /** Canonical partner origins (`PARTNER_ORIGINS`). */
  partnerOrigins: readonly string[];
  /** Folder of the built elements; without it the scripts answer 404 with how to build them. */
  elementsDir?: string | undefined;
}

/** Files of the elements build the store serves, by their URL name. */
const SCRIPTS = {
  'd2d-elements.js': { file: 'd2d-elements.js', crossOrigin: true },
  'd2d-elements.js.map': { file: 'd2d-elements.js.map', crossOrigin: true },
  'channel.js': { file: 'd2d-channel.js', crossOrigin: false },
} as const;

const NOT_BUILT = 'The embeddable elements are not built; run npm run build (or set ELEMENTS_DIR to their dist folder).';

/** The embed routes, registered by `buildApp`. */
export const embedRoutes: FastifyPluginAsync<EmbedRoutesOptions> = async (app, options) => {
  const dir = options.elementsDir ? resolve(options.elementsDir) : undefined;
  const partnerOrigins = [...options.partnerOrigins];

  app.get('/embed/channel.html', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', channelPageCsp(partnerOrigins))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(channelPageHtml(partnerOrigins)),
  );

  for (const [name, { file, crossOrigin }] of Object.entries(SCRIPTS)) {
    app.get(`/embed/${name}`, async (request, reply) => sendScript(reply, dir, file, crossOrigin, request.headers['if-none-match']));
  }
};

async function sendScript(reply: FastifyReply, dir: string | undefined, file: string, crossOrigin: boolean, ifNoneMatch: string | undefined): Promise<FastifyReply> {
  const path = dir ? join(dir, file) : undefined;
  if (!path || !existsSync(path)) throw ApiError.notFound(NOT_BUILT);
  const body = await readFile(path);
  // every partner page view asks for the scripts again (no-cache): the ETag lets the browser keep
  // its copy and get a 304 while the file is unchanged
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .type(file.endsWith('.map') ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8')
    // revalidate on every load: a partner page must pick up a fixed script at once
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff');
  if (crossOrigin) {
    // public code: any page may load it; it holds no secret and sends no credentials
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  } else {
    reply.header('cross-origin-resource-policy', 'same-origin');
  }
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.send(body);
}
