import type { Db } from '../../db/database.js';
import type { AccountRow, AccountTokenKind } from '../../db/tables/accounts.js';
import { accountById } from './data/accounts.js';
import { deleteAccountTokens, deleteExpiredTokens, deleteTokenFamily, insertAccountTokens, liveTokenByHash, takeRememberToken } from './data/accountTokens.js';
import { hashToken, isTokenShaped, newToken } from './tokens.js';

/** A session token works for 14 days after the login that made it. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A remember token works for 90 days, once: using it hands out a new one. */
export const REMEMBER_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The tokens of one login, in clear: hand them to the client once, they are not kept. */
export interface IssuedTokens {
  /** Bearer token of the session (also the `token` cookie). */
  token: string;
  /** Token for `POST /api/account/login { remember_token }`. */
  rememberToken: string;
  /** When the session token stops working (epoch ms). */
  expiresAt: number;
  family: string;
}

/** A session found by its token. */
export interface Session {
  account: AccountRow;
  tokenId: number;
  family: string;
  expiresAt: number;
}

/**
 * Stores a new session token and remember token for one login (a fresh family: logout revokes
 * exactly these two). Call inside the login's transaction.
 */
export async function issueTokens(db: Db, accountId: number, now: number): Promise<IssuedTokens> {
  const token = newToken();
  const rememberToken = newToken();
  const family = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  await insertAccountTokens(db, [
    { account_id: accountId, kind: 'session', token_hash: hashToken(token), family, created_at: now, expires_at: expiresAt },
    { account_id: accountId, kind: 'remember', token_hash: hashToken(rememberToken), family, created_at: now, expires_at: now + REMEMBER_TTL_MS },
  ]);
  return { token, rememberToken, expiresAt, family };
}

async function findToken(db: Db, token: unknown, kind: AccountTokenKind, now: number): Promise<Session | null> {
  if (!isTokenShaped(token)) return null;
  const row = await liveTokenByHash(db, hashToken(token), kind, now);
  if (!row) return null;
  const { token_id, family, token_expires_at, ...account } = row;
  return { account, tokenId: token_id, family, expiresAt: token_expires_at };
}

/** The live session a bearer token belongs to, or null for an unknown, expired or revoked token. */
export function sessionForToken(db: Db, token: unknown, now: number): Promise<Session | null> {
  return findToken(db, token, 'session', now);
}

/**
 * Uses a remember token: revokes its whole login (family) and issues new tokens, atomically, so a
 * remember token works once even when two requests race with it.
 * @returns the account and its new tokens, or null when the token is unknown, used or expired.
 */
export async function redeemRememberToken(db: Db, rememberToken: unknown, now: number): Promise<{ account: AccountRow; tokens: IssuedTokens } | null> {
  if (!isTokenShaped(rememberToken)) return null;
  return db.transaction().execute(async (trx) => {
    const used = await takeRememberToken(trx, hashToken(rememberToken), now);
    if (!used) return null;
    await deleteTokenFamily(trx, used.family);
    const account = await accountById(trx, used.account_id);
    const tokens = await issueTokens(trx, account.id, now);
    return { account, tokens };
  });
}

/** Revokes one login's session and remember token (logout). */
export async function revokeFamily(db: Db, family: string): Promise<void> {
  await deleteTokenFamily(db, family);
}

/** Revokes every token of an account (password change and reset). */
export async function revokeAllTokens(db: Db, accountId: number): Promise<void> {
  await deleteAccountTokens(db, accountId);
}

/** Drops tokens that expired, so the table does not grow without bound. */
export async function pruneExpiredTokens(db: Db, now: number): Promise<void> {
  await deleteExpiredTokens(db, now);
}
