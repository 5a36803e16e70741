import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@d2d/contract';
import type { Db } from '../db/database.js';
import type { AccountRow } from '../db/tables/accounts.js';
import { sessionForToken, type Session } from '../services/accounts/sessions.js';
import { isSecureRequest } from './secureCookies.js';

/**
 * The token a request carries: `Authorization: Bearer <token>` first, else the `token` cookie.
 * A present but malformed Authorization header counts as no token.
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
    return match?.[1] ?? null;
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return typeof cookie === 'string' && cookie !== '' ? cookie : null;
}

// one lookup per request even when several helpers ask
const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The live session of the request (account, token family, expiry), or null. Logout needs the
 * token family; every other route reads `request.account`.
 * @param now epoch ms to judge expiry by; the real clock unless a test injects one
 */
export function currentSession(request: FastifyRequest, db: Db, now: number = Date.now()): Promise<Session | null> {
  let found = sessions.get(request);
  if (!found) {
    found = sessionForToken(db, requestToken(request), now);
    sessions.set(request, found);
  }
  return found;
}

/**
 * The logged-in account of a request, or null for a visitor (no, unknown, expired or revoked token).
 * Routes read `request.account` instead (`requestContext.ts` fills it through this).
 * @example
 * const account = await currentAccount(request, db, now());
 */
export async function currentAccount(request: FastifyRequest, db: Db, now?: number): Promise<AccountRow | null> {
  return (await currentSession(request, db, now))?.account ?? null;
}

/**
 * Sets the `token` cookie: readable by the store's script (the spec's client reads it to send the
 * bearer header, so it cannot be httpOnly), SameSite=Lax so other sites' forms and fetches do not
 * carry it, Secure on HTTPS (and whenever `PUBLIC_URL` is https, see `secureCookies.ts`).
 */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: number, now: number): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecureRequest(request),
    maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)),
  });
}

/** Removes the `token` cookie (logout, revoked token). */
export function clearTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', sameSite: 'lax' });
}
