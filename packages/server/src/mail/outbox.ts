import type { Db } from '../db/database.js';
import type { OutboxRow } from '../db/tables/accounts.js';
import { insertOutboxMail, newestOutboxMail } from './data/outbox.js';

/** One e-mail as the store writes it: plain text and HTML of the same content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes a mail into the outbox. Call it inside the transaction of the change the mail is about,
 * so the mail exists exactly when the change does; a sender delivers it after the commit.
 * @param db the database or the open transaction
 * @param now epoch ms stored as `created_at`
 * @returns the outbox row id
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await saveTheChange(trx);
 *   await queueMail(trx, { to, subject, text, html }, Date.now());
 * });
 * void mailSender.deliverPending();
 */
export async function queueMail(db: Db, mail: OutgoingMail, now: number): Promise<number> {
  return insertOutboxMail(db, mail, now);
}

/**
 * The newest mails first, optionally only those to one address.
 * @param limit at most this many rows (1–500)
 */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), 500);
  return newestOutboxMail(db, limit, options.to ? options.to.trim().toLowerCase() : undefined);
}

/** Every http(s) link in a mail's text, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK_PATTERN) ?? [];
}

/** http(s) URLs up to the next white space or angle bracket. */
export const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;
