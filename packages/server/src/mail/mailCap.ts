import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countMailInWindow } from './data/mailCaps.js';

/** How many mails of one kind an address may be sent per window. */
export interface MailCapLimits {
  perWindow: number;
  windowMs: number;
}

/**
 * The production cap: 5 mails of a kind (reset, confirmation, reconfirmation, newsletter
 * confirmation) per address per 24 hours. A shopper needs one or two; the cap is what stops the
 * store being used to flood someone's mailbox.
 */
export const MAIL_CAP: MailCapLimits = Object.freeze({ perWindow: 5, windowMs: 24 * 60 * 60 * 1000 });

/** The kinds of mail that are capped per address. */
export type CappedMailKind = 'confirmation' | 'reconfirmation' | 'reset_password' | 'newsletter';

/**
 * Takes one mail of `kind` to `email` from the address's allowance, in ONE conditional upsert:
 * a new window starts with the first mail after the previous window ended; within a window the
 * count only moves while it is below the cap, so parallel requests cannot all read "under the
 * cap" and all send. Call it inside the transaction that queues the mail, so a rollback gives the
 * slot back.
 * @param db - the database or the mail's transaction
 * @param email - the recipient (compared trimmed and lower-cased)
 * @param kind - what the mail is
 * @param now - epoch ms
 * @returns true when the mail may be sent, false when the address had its share
 * @example
 * if (await takeMailSlot(trx, to, 'reset_password', now)) await queueMail(trx, mail, now);
 */
export async function takeMailSlot(db: Kysely<Database>, email: string, kind: CappedMailKind, now: number, limits: MailCapLimits = MAIL_CAP): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const windowEnded = now - limits.windowMs;
  return countMailInWindow(db, address, kind, now, windowEnded, limits.perWindow);
}
