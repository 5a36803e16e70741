/**
 * The affiliate program (spec §1: 5% commission, 30-day cookie; DECISIONS.md): `?aff=ID` on any
 * URL of the store or its widgets sets the `aff` cookie for 30 days; a checkout made while it is
 * set records the affiliate on the order, with 5% of the order's net total. The store's pages
 * use hash-bang routes, so the parameter goes before the hash: `/?aff=ID#!/pc`.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the affiliate cookie. */
export const AFFILIATE_COOKIE = 'aff';
/** The cookie lasts 30 days. */
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** What an affiliate id may look like. */
const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An `onRequest` hook: sets the cookie when the URL carries a well-formed `aff`. A later link
 * with another affiliate replaces it (the last referral wins, as with most programmes).
 * @example
 * app.addHook('onRequest', affiliateCookieHook);
 */
export async function affiliateCookieHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const aff = (request.query as Record<string, unknown> | undefined)?.aff;
  const id = Array.isArray(aff) ? aff[0] : aff;
  if (typeof id !== 'string' || !AFFILIATE_ID.test(id)) return;
  reply.setCookie(AFFILIATE_COOKIE, id, {
    path: '/',
    maxAge: AFFILIATE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
}

/**
 * The affiliate a request comes from: its `aff` cookie, or an `aff` in the URL of this very
 * request (the cookie is only sent from the next request on).
 * @returns the affiliate id, or null
 */
export function affiliateOf(request: FastifyRequest): string | null {
  const query = (request.query as Record<string, unknown> | undefined)?.aff;
  const fromQuery = Array.isArray(query) ? query[0] : query;
  if (typeof fromQuery === 'string' && AFFILIATE_ID.test(fromQuery)) return fromQuery;
  const cookie = request.cookies?.[AFFILIATE_COOKIE];
  return typeof cookie === 'string' && AFFILIATE_ID.test(cookie) ? cookie : null;
}
