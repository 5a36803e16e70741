import { createHash, randomBytes } from 'node:crypto';

/**
 * A new secret token: 256 random bits, base64url (43 characters). Only its hash is stored.
 * @example
 * const token = newToken(); // "kq3…"; store hashToken(token), hand out token
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a token: what the database keeps and looks tokens up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token's plausible shape: refuse anything else before touching the database. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{20,200}$/.test(value);
}
