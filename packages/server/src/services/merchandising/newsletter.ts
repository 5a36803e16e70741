import { siteIdForRegion, type MailingListResult } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { MAIL_CAP, takeMailSlot, type MailCapLimits } from '../../mail/mailCap.js';
import { queueMail } from '../../mail/outbox.js';
import { newsletterConfirmationMail } from '../../mail/templates.js';
import { hashToken, isTokenShaped, newToken } from '../accounts/tokens.js';
import {
  confirmNewsletterToken, newsletterConfirmedAt, setNewsletterToken, takeNewsletterCoupon, upsertNewsletterSubscription,
} from './data/newsletterSubscriptions.js';

/**
 * The first-visit coupon codes handed out for joining the mailing list, by site (spec §1: US, UK
 * and EU variants; 10% off the next purchase, not combinable). The coupon area must know them.
 */
export const NEWSLETTER_COUPON_CODES: Readonly<Record<number, string>> = { 1: 'WELCOME10US', 2: 'WELCOME10UK', 3: 'WELCOME10EU' };

/** The path of the link in the confirmation mail (`?token=`). */
export const NEWSLETTER_CONFIRM_PATH = '/d2d/mailchimp/confirm';

/** How long the confirmation link works. */
export const NEWSLETTER_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** What a sign-up needs besides the address. */
export interface NewsletterSignUp {
  /** Epoch ms. */
  now: number;
  /** The store's origin for the confirmation link (`https://store.example.com`). */
  origin: string;
  /** Confirmation mails per address; default {@link MAIL_CAP}. */
  cap?: MailCapLimits;
}

/** The coupon code of the region a shopper signed up from. */
export function newsletterCouponCode(regionId: number): string {
  // clients send a region code (1, 2, 284, 286, 301, 302) or, from the region view, a site id
  const site = siteIdForRegion(regionId) ?? (regionId === 3 ? 3 : 1);
  return NEWSLETTER_COUPON_CODES[site] ?? 'WELCOME10US';
}

/**
 * Signs an address up for the mailing list with double opt-in: the address is recorded as
 * pending and a confirmation link is mailed (again on a repeated sign-up while it is still
 * pending, within the address's daily mail cap); nothing else is ever mailed before the link is
 * followed. The region's coupon code is answered on the address's first sign-up only, so
 * repeating the form hands out nothing new (decisions.md "Mailing list").
 * @param db - the database
 * @param email - a valid address (the route checks it with the contract's rule)
 * @param regionId - the region code the shopper signed up from (or site id 3 for EU); anything
 *   unknown counts as US
 * @param signUp - clock, link origin and cap
 * @returns the contract's answer; `queued` tells the caller a mail waits in the outbox
 * @example
 * const { result, queued } = await subscribeToNewsletter(db, 'fan@example.com', 302, { now: Date.now(), origin });
 * if (queued) deliverOutboxSoon(db);
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  regionId: number,
  signUp: NewsletterSignUp,
): Promise<{ result: MailingListResult; queued: boolean }> {
  const normalized = email.trim().toLowerCase();
  const { now } = signUp;
  const code = newsletterCouponCode(regionId);
  return db.transaction().execute(async (trx) => {
    // the first statement writes, so SQLite takes the write lock before anything is read
    await upsertNewsletterSubscription(trx, normalized, regionId, new Date(now).toISOString());
    const given = await takeNewsletterCoupon(trx, normalized, now);
    const result: MailingListResult = { success: true, coupon_code: given ? code : null };
    const row = await newsletterConfirmedAt(trx, normalized);
    if (row.confirmed_at !== null || !(await takeMailSlot(trx, normalized, 'newsletter', now, signUp.cap ?? MAIL_CAP))) {
      return { result, queued: false };
    }
    const token = newToken();
    await setNewsletterToken(trx, normalized, hashToken(token), now + NEWSLETTER_TOKEN_TTL_MS);
    const link = `${signUp.origin.replace(/\/+$/, '')}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await queueMail(trx, newsletterConfirmationMail(normalized, link, code), now);
    return { result, queued: true };
  });
}

/**
 * Follows a confirmation link: the pending address becomes a confirmed subscriber, in one
 * conditional write, so the link works once and only before it expires.
 * @param token - the `token` of the link, as received
 * @param now - epoch ms
 * @returns the confirmed address, or null for an unknown, used or expired link
 */
export async function confirmNewsletter(db: Db, token: unknown, now: number): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await confirmNewsletterToken(db, hashToken(token), now);
  return row?.email ?? null;
}
