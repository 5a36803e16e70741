/**
 * The sandbox publisher account's sign-in tickets: what the publisher login frame hands the store
 * after the shopper signed in to a publisher account, and what the redeem checks. A ticket is the
 * publisher user id's HMAC with its expiry, so only this server's frame can issue one.
 * @module
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A ticket works this long after the sign-in (the shopper redeems right away). */
export const TICKET_TTL_MS = 10 * 60_000;

/** The publisher user id of a sandbox publisher account name (stable, no name on the wire). */
export function publisherUserId(accountName: string): string {
  return `pub-${createHash('sha256').update(accountName.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

function signature(key: string, userId: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`publisher-ticket:${userId}:${expiresAt}`).digest('base64url');
}

/**
 * A ticket for `userId`, valid {@link TICKET_TTL_MS}.
 * @example
 * const ticket = issueTicket(key, 'pub-1a2b…', Date.now());
 */
export function issueTicket(key: string, userId: string, now: number): string {
  const expiresAt = now + TICKET_TTL_MS;
  return `${expiresAt}.${signature(key, userId, expiresAt)}`;
}

/** Whether `ticket` was issued for `userId` by this key and has not expired. */
export function ticketValid(key: string, userId: string, ticket: string, now: number): boolean {
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(ticket);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + TICKET_TTL_MS) return false;
  const expected = Buffer.from(signature(key, userId, expiresAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
