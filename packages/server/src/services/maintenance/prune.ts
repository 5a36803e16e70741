/**
 * The pruning job: rows that can never be used again are deleted, so the tables holding tokens,
 * mail, throttling state and payment webhooks do not grow without bound (issue 11). Everything is by time, with
 * the clock passed in, and each table is one DELETE.
 * @module
 */
import type { Db } from '../../db/database.js';
import { MAIL_CAP } from '../../mail/mailCap.js';
import { LOGIN_THROTTLE, type LoginThrottleLimits } from '../accounts/loginThrottle.js';
import {
  deleteDeliveredWebhooks,
  deleteEndedMailCaps,
  deleteEndedRateLimitWindows,
  deleteExpiredAccountTokens,
  deleteExpiredCaptchaUses,
  deleteExpiredMailTokens,
  deleteOldLoginFailures,
  deleteOldOutboxMail,
  deleteStaleKnownClients,
  deleteOldWebhookEventsSeen,
  deleteUnconfirmedNewsletterSignUps,
} from './data/expiredRows.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How old each kind of row must be before it goes. */
export interface PruneAges {
  /** Outbox rows delivered this long ago (the dev mailbox and support can still read recent mail). */
  sentMailMs: number;
  /**
   * Outbox rows never delivered, this old: every link in them expired long ago and the sender
   * gave up; without SMTP (development) this is how long the dev mailbox keeps them.
   */
  unsentMailMs: number;
  /** Mailing-list sign-ups whose confirmation link was never followed, this old. */
  unconfirmedNewsletterMs: number;
  /** Login throttling windows (failures older than the window and known clients past their life). */
  loginThrottle: Pick<LoginThrottleLimits, 'windowMs' | 'knownClientMs'>;
  /** Mail caps whose window ended. */
  mailCapWindowMs: number;
  /**
   * Delivered payment webhooks and the ids of handled ones, this old. A delivered event is never
   * sent again, and a replay of an old one is refused by the signature's tolerance window long
   * before this, so its id is no longer needed to drop a repeat.
   */
  webhookMs: number;
}

/** The production ages. */
export const PRUNE_AGES: PruneAges = Object.freeze({
  sentMailMs: 30 * DAY_MS,
  unsentMailMs: 90 * DAY_MS,
  unconfirmedNewsletterMs: 30 * DAY_MS,
  loginThrottle: LOGIN_THROTTLE,
  mailCapWindowMs: MAIL_CAP.windowMs,
  webhookMs: 7 * DAY_MS,
});

/** How many rows one run deleted, by what they were. */
export interface PruneCounts {
  /** Expired session and remember tokens (revoked ones are deleted when revoked). */
  accountTokens: number;
  /** Expired confirmation, reconfirmation and reset links (used ones are deleted when used). */
  mailTokens: number;
  outbox: number;
  newsletter: number;
  loginFailures: number;
  knownClients: number;
  captchaUses: number;
  mailCaps: number;
  /** Rate limit counters whose window ended. */
  rateLimitWindows: number;
  /** Delivered rows of the sandbox providers' webhook outbox. */
  webhookOutbox: number;
  /** Ids of handled webhook events. */
  webhookEventsSeen: number;
}

/**
 * Deletes everything that expired or aged out by `now`.
 * @param db - the database
 * @param now - epoch ms
 * @param ages - how old rows must be; default {@link PRUNE_AGES}
 * @returns the number of rows deleted per kind
 * @example
 * const counts = await pruneExpired(db, Date.now());
 */
export async function pruneExpired(db: Db, now: number, ages: PruneAges = PRUNE_AGES): Promise<PruneCounts> {
  return db.transaction().execute(async (trx) => ({
    accountTokens: await deleteExpiredAccountTokens(trx, now),
    mailTokens: await deleteExpiredMailTokens(trx, now),
    outbox: await deleteOldOutboxMail(trx, now - ages.sentMailMs, now - ages.unsentMailMs),
    newsletter: await deleteUnconfirmedNewsletterSignUps(trx, now - ages.unconfirmedNewsletterMs),
    loginFailures: await deleteOldLoginFailures(trx, now - ages.loginThrottle.windowMs),
    knownClients: await deleteStaleKnownClients(trx, now - ages.loginThrottle.knownClientMs),
    captchaUses: await deleteExpiredCaptchaUses(trx, now),
    mailCaps: await deleteEndedMailCaps(trx, now - ages.mailCapWindowMs),
    rateLimitWindows: await deleteEndedRateLimitWindows(trx, now),
    webhookOutbox: await deleteDeliveredWebhooks(trx, now - ages.webhookMs),
    webhookEventsSeen: await deleteOldWebhookEventsSeen(trx, now - ages.webhookMs),
  }));
}
