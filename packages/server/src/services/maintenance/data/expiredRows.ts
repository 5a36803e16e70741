/**
 * The pruning job's DELETEs, one per table, each returning how many rows it removed.
 * @module
 */
import type { Db } from '../../../db/database.js';

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes session and remember tokens expired by `now`. */
export async function deleteExpiredAccountTokens(db: Db, now: number): Promise<number> {
  return count(await db.deleteFrom('account_tokens').where('expires_at', '<=', now).executeTakeFirst());
}

/** Deletes mailed-link tokens expired by `now`. */
export async function deleteExpiredMailTokens(db: Db, now: number): Promise<number> {
  return count(await db.deleteFrom('account_mail_tokens').where('expires_at', '<=', now).executeTakeFirst());
}

/** Deletes outbox rows sent at or before `sentUntil`, and unsent rows created at or before `unsentUntil`. */
export async function deleteOldOutboxMail(db: Db, sentUntil: number, unsentUntil: number): Promise<number> {
  return count(
    await db
      .deleteFrom('outbox')
      .where((eb) =>
        eb.or([
          eb.and([eb('sent_at', 'is not', null), eb('sent_at', '<=', sentUntil)]),
          eb.and([eb('sent_at', 'is', null), eb('created_at', '<=', unsentUntil)]),
        ]),
      )
      .executeTakeFirst(),
  );
}

/** Deletes mailing-list sign-ups never confirmed and created at or before `createdUntil` (epoch ms). */
export async function deleteUnconfirmedNewsletterSignUps(db: Db, createdUntil: number): Promise<number> {
  return count(
    await db
      .deleteFrom('newsletter_subscriptions')
      .where('confirmed_at', 'is', null)
      // created_at is ISO 8601 text, which sorts as time does
      .where('created_at', '<=', new Date(createdUntil).toISOString())
      .executeTakeFirst(),
  );
}

/** Deletes login failures made at or before `until`. */
export async function deleteOldLoginFailures(db: Db, until: number): Promise<number> {
  return count(await db.deleteFrom('login_failures').where('created_at', '<=', until).executeTakeFirst());
}

/** Deletes known clients whose last successful login was at or before `until`. */
export async function deleteStaleKnownClients(db: Db, until: number): Promise<number> {
  return count(await db.deleteFrom('login_known_clients').where('last_success_at', '<=', until).executeTakeFirst());
}

/** Deletes used captcha signatures that expired before `now`. */
export async function deleteExpiredCaptchaUses(db: Db, now: number): Promise<number> {
  return count(await db.deleteFrom('captcha_uses').where('expires_at', '<', now).executeTakeFirst());
}

/** Deletes mail caps whose window started at or before `until`. */
export async function deleteEndedMailCaps(db: Db, until: number): Promise<number> {
  return count(await db.deleteFrom('mail_caps').where('window_started_at', '<=', until).executeTakeFirst());
}

/** Deletes rate limit counters whose window ended by `now` (the next hit starts a new row). */
export async function deleteEndedRateLimitWindows(db: Db, now: number): Promise<number> {
  return count(await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).executeTakeFirst());
}

/** Deletes webhooks of the sandbox providers' outbox delivered at or before `deliveredUntil` (undelivered ones are still owed). */
export async function deleteDeliveredWebhooks(db: Db, deliveredUntil: number): Promise<number> {
  return count(
    await db.deleteFrom('webhook_outbox').where('delivered_at', 'is not', null).where('delivered_at', '<=', deliveredUntil).executeTakeFirst(),
  );
}

/** Deletes the ids of webhook events handled at or before `receivedUntil`. */
export async function deleteOldWebhookEventsSeen(db: Db, receivedUntil: number): Promise<number> {
  return count(await db.deleteFrom('webhook_events_seen').where('received_at', '<=', receivedUntil).executeTakeFirst());
}
