import { siteIdForRegion, type MailingListResult } from '@d2d/contract';
import type { Db } from '../../db/database.js';

/**
 * The first-visit coupon codes handed out for joining the mailing list, by site (spec §1: US, UK
 * and EU variants; 10% off the next purchase, not combinable). The coupon area must know them.
 */
export const NEWSLETTER_COUPON_CODES: Readonly<Record<number, string>> = { 1: 'WELCOME10US', 2: 'WELCOME10UK', 3: 'WELCOME10EU' };

/**
 * Adds an e-mail to the mailing list, or refreshes its region when it is already there
 * (idempotent), and answers the coupon code of the region.
 * @param db - the database
 * @param email - a valid address (the route checks it with the contract's rule)
 * @param regionId - the region code the shopper signed up from (or site id 3 for EU); anything
 *   unknown counts as US
 * @param now - the clock
 */
export async function subscribeToNewsletter(db: Db, email: string, regionId: number, now: Date): Promise<MailingListResult> {
  const normalized = email.trim().toLowerCase();
  await db
    .insertInto('newsletter_subscriptions')
    .values({ email: normalized, region_id: regionId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ region_id: regionId }))
    .execute();
  // clients send a region code (1, 2, 284, 286, 301, 302) or, from the region view, a site id
  const site = siteIdForRegion(regionId) ?? (regionId === 3 ? 3 : 1);
  return { success: true, coupon_code: NEWSLETTER_COUPON_CODES[site] ?? NEWSLETTER_COUPON_CODES[1] ?? null };
}
