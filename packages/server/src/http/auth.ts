import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { AccountRow } from '../db/tables/accounts.js';
import { sessionForToken, type Session } from '../services/accounts/sessions.js';
import { ApiError } from './apiError.js';
import { isSecureRequest } from './secureCookies.js';

/** Name of the cookie that holds the login token (spec §3 "Cookies and session"). */
export const TOKEN_COOKIE = 'token';

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
 * The live session of the request (account, token family, expiry), or null.
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
 * @example
 * const account = await currentAccount(request, db);
 * const lines = account ? await cartOf(account.id) : [];
 */
export async function currentAccount(request: FastifyRequest, db: Db, now?: number): Promise<AccountRow | null> {
  return (await currentSession(request, db, now))?.account ?? null;
}

/**
 * The logged-in account, or a 401 that makes the client open the login dialog and queue the call
 * (spec §8). Accounts with an unconfirmed e-mail are logged in too: calls that need a confirmed
 * address (buying: 422 code 4010) check `account.email_confirmed_at` themselves.
 * @example
 * app.post('/api/account/shopping_carts', async (request) => {
 *   const account = await requireAccount(request, db);
 *   if (account.email_confirmed_at === null) throw ApiError.unprocessable(4010, { base: [MESSAGES.unconfirmedEmail] });
 *   …
 * });
 */
export async function requireAccount(request: FastifyRequest, db: Db, now?: number): Promise<AccountRow> {
  const account = await currentAccount(request, db, now);
  if (!account) throw ApiError.unauthorized();
  return account;
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
