/**
 * The affiliate program (spec §1: 5% commission, 30-day cookie; DECISIONS.md): `?aff=ID` on any
 * URL of the store or its widgets sets the `aff` cookie for 30 days; a checkout made while it is
 * set records the affiliate on the order, with 5% of the order's net total, when the id is a
 * registered affiliate other than the buyer's own account (`services/affiliates`). The store's
 * pages use hash-bang routes, so the parameter goes before the hash: `/?aff=ID#!/pc`.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS, AFFILIATE_PARAM, isAffiliateId } from '@d2d/contract';
import { isSecureRequest } from '../../http/secureCookies.js';

const AFFILIATE_COOKIE_MAX_AGE_SECONDS = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60;

function queryAffiliate(request: FastifyRequest): unknown {
  const value = (request.query as Record<string, unknown> | undefined)?.[AFFILIATE_PARAM];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * An `onRequest` hook: sets the cookie when the URL carries a well-formed `aff`. A later link
 * with another affiliate replaces it (the last referral wins, as with most programmes).
 * @example
 * app.addHook('onRequest', affiliateCookieHook);
 */
export async function affiliateCookieHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = queryAffiliate(request);
  if (!isAffiliateId(id)) return;
  reply.setCookie(AFFILIATE_COOKIE, id, {
    path: '/',
    maxAge: AFFILIATE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecureRequest(request),
  });
}

/**
 * The affiliate a request comes from: its `aff` cookie, or an `aff` in the URL of this very
 * request (the cookie is only sent from the next request on).
 * @returns the affiliate id, or null
 */
export function affiliateOf(request: FastifyRequest): string | null {
  const fromQuery = queryAffiliate(request);
  if (isAffiliateId(fromQuery)) return fromQuery;
  const cookie = request.cookies?.[AFFILIATE_COOKIE];
  return isAffiliateId(cookie) ? cookie : null;
}
