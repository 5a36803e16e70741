/**
 * The `mail_caps` rows: how many mails of a kind went to an address in its current window.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CappedMailKind } from '../mailCap.js';

/**
 * Counts one mail of `kind` to `address` in ONE conditional upsert: a new window starts with the
 * first mail after the previous window ended (at or before `windowEnded`); within a window the
 * count only moves while it is below `perWindow`, so parallel requests cannot all read "under the
 * cap" and all send.
 * @returns true when the mail was counted, false when the address had its share
 */
export async function countMailInWindow(db: Db, address: string, kind: CappedMailKind, now: number, windowEnded: number, perWindow: number): Promise<boolean> {
  const result = await sql<{ sent: number }>`
    INSERT INTO mail_caps (email, kind, window_started_at, sent) VALUES (${address}, ${kind}, ${now}, 1)
    ON CONFLICT (email, kind) DO UPDATE SET
      sent = CASE WHEN mail_caps.window_started_at <= ${windowEnded} THEN 1 ELSE mail_caps.sent + 1 END,
      window_started_at = CASE WHEN mail_caps.window_started_at <= ${windowEnded} THEN ${now} ELSE mail_caps.window_started_at END
    WHERE mail_caps.window_started_at <= ${windowEnded} OR mail_caps.sent < ${perWindow}
    RETURNING sent
  `.execute(db);
  return result.rows.length === 1;
}
