/**
 * Cross-site request forgery guard. A state-changing call (POST, PUT, PATCH, DELETE, and the GETs
 * that write, {@link STATE_CHANGING_GETS}) that carries the `token` cookie and no
 * `Authorization` header is refused with 403 before any route or authentication runs when the
 * browser says it comes from another site:
 * - `Origin` is present and is not the store's own origin (`null` included); or
 * - without `Origin`, `Sec-Fetch-Site` is `cross-site` or `same-site` (another origin of the
 *   same site: a sibling subdomain is not the store).
 * The store's own origin is `PUBLIC_URL`, else the origin the request was made to; the origins of
 * `API_ORIGINS` (integrators' apps the store trusts to call its API, see `apiCors.ts`) pass as
 * the store's own.
 *
 * Calls without the cookie (visitors, webhooks and provider callbacks, server-to-server) and
 * calls with a bearer header (a page cannot make another site's page send that header) are not
 * affected, and neither are requests without `Origin` and `Sec-Fetch-Site` (curl, other servers:
 * only browsers carry a shopper's cookie on their own). The embed channel frame calls from the
 * store's own origin, so partner pages keep working.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_COOKIE } from '@d2d/contract';
import { ApiError } from './apiError.js';

/** Options of {@link csrfGuard}. */
export interface CsrfGuardOptions {
  /** `PUBLIC_URL`: the store's own origin; without it, the origin each request was made to. */
  publicUrl?: string | undefined;
  /** `API_ORIGINS`: other origins whose calls pass as the store's own. */
  trustedOrigins?: readonly string[] | undefined;
}

/** The 403 answer's message. */
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/**
 * GET routes that change state and are called by the store page with the cookie (spec §7 makes
 * them GETs). Links from mails (confirmation, newsletter confirmation) are not here: they carry
 * their own single-use token, not the session, and must work when clicked in a webmail.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  '/d2d/premium/redeem_free_trial',
  '/api/account/streaming/bonus20hrs',
  // starts a cloud play session on the account's hours
  '/api/account/streaming/play',
  // takes a key from the SKU's pool on first ask
  '/api/product/getsubscriptionactivationkeys',
  // both attach gifts held for the account's confirmed e-mail
  '/api/product/getpurchasedactivationkeys',
  '/api/account/inventories',
]);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function canonicalOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the request carries the session cookie and no bearer header. */
function authenticatesByCookie(request: FastifyRequest): boolean {
  const authorization = header(request, 'authorization');
  if (typeof authorization === 'string' && authorization.trim() !== '') return false;
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return typeof cookie === 'string' && cookie !== '';
}

/** Whether the call changes state: an unsafe method, or one of the writing GETs. */
export function isStateChanging(request: FastifyRequest): boolean {
  if (UNSAFE_METHODS.has(request.method)) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return STATE_CHANGING_GETS.has(path);
}

/**
 * Whether the browser says the request comes from a site other than the store.
 * @param ownOrigin - the store's origin
 * @param trusted - other origins that pass as the store's (`API_ORIGINS`)
 */
export function isCrossSite(request: FastifyRequest, ownOrigin: string, trusted: ReadonlySet<string> = new Set()): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    const canonical = canonicalOrigin(origin);
    return canonical !== ownOrigin && (canonical === null || !trusted.has(canonical));
  }
  const site = header(request, 'sec-fetch-site')?.trim().toLowerCase();
  return site === 'cross-site' || site === 'same-site';
}

/**
 * The guard, as an app-wide `onRequest` hook (registered after `@fastify/cookie`).
 * @example
 * await app.register(fastifyCookie);
 * await app.register(csrfGuard, { publicUrl: config.publicUrl, trustedOrigins: config.apiOrigins });
 */
export const csrfGuard = fp<CsrfGuardOptions>(
  async (app, { publicUrl, trustedOrigins }) => {
    const configured = publicUrl ? canonicalOrigin(publicUrl) : null;
    const trusted = new Set(trustedOrigins ?? []);
    app.addHook('onRequest', async (request) => {
      if (!isStateChanging(request) || !authenticatesByCookie(request)) return;
      const ownOrigin = configured ?? canonicalOrigin(`${request.protocol}://${request.host}`);
      if (ownOrigin === null || isCrossSite(request, ownOrigin, trusted)) throw ApiError.forbidden(CROSS_SITE_REFUSED);
    });
  },
  { name: 'd2d-csrf-guard', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
