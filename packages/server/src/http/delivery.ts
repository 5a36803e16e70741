/**
 * How answers travel: compressed when the client accepts it, and revalidated instead of resent.
 *
 * - `@fastify/etag` gives every GET answer a weak ETag from its body and answers a matching
 *   `If-None-Match` with 304 and no body. It is registered before compression so it hashes (and
 *   compares) the JSON itself, not a compressed stream, which it could not hash.
 * - `@fastify/compress` compresses JSON, HTML and scripts the handlers send, brotli first. Brotli
 *   runs at quality 4 for these: an answer is compressed on every request, and quality 11 costs
 *   tens of milliseconds for a few per cent. The store's built files are compressed once at build
 *   time at the strongest settings and served as they are (see {@link storeStaticOptions}).
 * - An answer that must not be stored (`no-store`: a signed-in shopper's own states, account
 *   answers) still gets an ETag: the browser holds no copy to revalidate, so it costs nothing.
 * @module
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies smaller than this go out as they are: a compressed copy saves less than its framing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Answers up to this size are compressed in one call, so they exist whole (the response cache keeps them). */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Brotli quality for answers compressed per request (see the module's comment). */
const DYNAMIC_BROTLI_QUALITY = 4;

/** Hashed build files never change under their name: caches keep them for a year without asking. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The store's page names the current hashed files, so browsers ask for it each time (a 304 mostly). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

const delivery: FastifyPluginAsync = async (app) => {
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // in one call up to 64 kB, as on a one-core host, not through a stream from 8 kB (the default
    // on two cores): a product page is a little over 8 kB, the threadpool has no spare core to
    // overlap with here, and the response cache can keep a body only when it is whole
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    // request bodies are small JSON; a compressed one would only be a way to send a zip bomb
    inflateIfDeflated: false,
  });
};

/** ETags and compression for every answer; register it before the routes. */
export const deliveryPlugin = fp(delivery, { name: 'd2d-delivery', fastify: '5.x' });

/**
 * `@fastify/static` options of the built store: the precompressed `.br`/`.gz` copies the store's
 * build writes, a year of caching for the hashed files under `/assets/`, revalidation for the rest
 * (`index.html`, the favicon).
 * @param root - the built store's folder
 */
export function storeStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
    },
  };
}
