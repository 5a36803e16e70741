/**
 * Cross-origin calls from integrators' apps (`API_ORIGINS`), with `@fastify/cors`. For an origin
 * on the list the server answers preflights (204) and marks every answer readable by it; for
 * any other origin it adds nothing, so a preflight is the 404 it always was and the browser
 * keeps the answer from the page.
 *
 * Credentials are not allowed (`Access-Control-Allow-Credentials` is never sent): an app logs
 * the shopper in through the API, core keeps the token in a cookie of the app's own origin and
 * sends it as `Authorization: Bearer`, which is an ordinary request header. The server's own
 * cookies (`token`, `region`, `aff`) are neither sent with nor set by such calls: the API
 * answers them for site 1 (no `region` cookie reaches it) and the affiliate goes by what the
 * app sends. The cross-site guard lets a cookie call from a listed origin through too
 * (`csrfGuard.ts`), so the list means one thing everywhere.
 * @module
 */
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import { FINGERPRINT_HEADER } from '@d2d/contract';

/** Options of {@link apiCors}. */
export interface ApiCorsOptions {
  /** `API_ORIGINS`: the canonical origins (`scheme://host[:port]`) allowed to call the API. */
  origins: readonly string[];
}

/** How long a browser may reuse a preflight answer: 10 minutes (Chromium's own ceiling is 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The request headers core sends: JSON bodies, the bearer token and the device fingerprint. */
export const CORS_ALLOWED_HEADERS: readonly string[] = ['Accept', 'Authorization', 'Content-Type', FINGERPRINT_HEADER];

/**
 * Registers CORS for the listed origins; with none it registers nothing, so the server answers
 * exactly as before.
 * @example
 * await app.register(apiCors, { origins: ['https://shop.example.com'] });
 */
export const apiCors = fp<ApiCorsOptions>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    await app.register(fastifyCors, {
      // `true` reflects the request's Origin; `false` adds no header and turns the preflight off
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [...CORS_ALLOWED_HEADERS],
      // ky reads it to wait before retrying a 429
      exposedHeaders: ['Retry-After'],
      credentials: false,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    });
  },
  { name: 'd2d-api-cors', fastify: '5.x' },
);
