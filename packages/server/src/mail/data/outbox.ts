/**
 * The `outbox` rows: mails queued by the changes they are about, and their delivery state.
 * @module
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables/accounts.js';
import type { OutgoingMail } from '../outbox.js';

/** Inserts an unsent mail and returns its id. */
export async function insertOutboxMail(db: Db, mail: OutgoingMail, now: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, created_at: now, sent_at: null, last_error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest `limit` mails first, only those to `to` when given. */
export function newestOutboxMail(db: Db, limit: number, to?: string): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to !== undefined) query = query.where('to', '=', to);
  return query.execute();
}

/** The oldest `limit` unsent mails with fewer than `maxAttempts` attempts. */
export function pendingOutboxMail(db: Db, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Counts one more attempt on an unsent mail, only while its attempts are still what was read:
 * another process sharing the database may be sending the same batch.
 * @returns true when this caller claimed the mail
 */
export async function claimOutboxMail(db: Db, mail: Pick<OutboxRow, 'id' | 'attempts'>): Promise<boolean> {
  const claimed = await db
    .updateTable('outbox')
    .set({ attempts: mail.attempts + 1 })
    .where('id', '=', mail.id)
    .where('sent_at', 'is', null)
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks a mail sent at `now` and clears its error. */
export async function markOutboxMailSent(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/** Writes a mail's last delivery error. */
export async function setOutboxMailError(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('outbox').set({ last_error: error }).where('id', '=', id).execute();
}
