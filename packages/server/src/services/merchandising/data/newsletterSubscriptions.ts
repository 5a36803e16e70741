/**
 * The `newsletter_subscriptions` rows: one per address, pending until its confirmation link is followed.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Records the address as subscribed from the region, or moves an existing subscription to it. */
export async function upsertNewsletterSubscription(db: Kysely<Database>, email: string, regionId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ email, region_id: regionId, created_at: createdAt })
    .onConflict((oc) => oc.column('email').doUpdateSet({ region_id: regionId }))
    .execute();
}

/**
 * Marks the sign-up coupon as given, in one conditional write, so it is given once per address.
 * @returns true when this call marked it
 */
export async function takeNewsletterCoupon(db: Kysely<Database>, email: string, now: number): Promise<boolean> {
  const given = await db
    .updateTable('newsletter_subscriptions')
    .set({ coupon_given_at: now })
    .where('email', '=', email)
    .where('coupon_given_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return given !== undefined;
}

/** When the address confirmed (null while pending); throws when it is not subscribed. */
export function newsletterConfirmedAt(db: Kysely<Database>, email: string): Promise<{ confirmed_at: number | null }> {
  return db.selectFrom('newsletter_subscriptions').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow();
}

/** Stores the hash and expiry of the address's confirmation link. */
export async function setNewsletterToken(db: Kysely<Database>, email: string, tokenHash: string, expiresAt: number): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ token_hash: tokenHash, token_expires_at: expiresAt })
    .where('email', '=', email)
    .execute();
}

/**
 * Confirms the pending subscription whose live link has this hash, in one conditional write, so
 * a link works once and only before it expires.
 * @returns the confirmed address, or undefined
 */
export function confirmNewsletterToken(db: Kysely<Database>, tokenHash: string, now: number): Promise<{ email: string } | undefined> {
  return db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now, token_hash: null, token_expires_at: null })
    .where('token_hash', '=', tokenHash)
    .where('token_expires_at', '>', now)
    .where('confirmed_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
}
