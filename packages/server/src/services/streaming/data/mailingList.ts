/**
 * The streaming mailing list (double opt-in).
 * @module
 */
import type { Q } from './query.js';

/** An address's row on the streaming mailing list. */
export function mailingListRow(q: Q, email: string) {
  return q.selectFrom('streaming_mailing_list').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Puts an address on the list as pending (again, after an unsubscribe) unless it is confirmed. */
export async function markPending(q: Q, email: string, tokenHash: string, tokenExpiresAt: number, now: number): Promise<void> {
  await q
    .insertInto('streaming_mailing_list')
    .values({ email, created_at: now, confirmed_at: null, unsubscribed_at: null, token_hash: tokenHash, token_expires_at: tokenExpiresAt })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({ confirmed_at: null, unsubscribed_at: null, token_hash: tokenHash, token_expires_at: tokenExpiresAt }),
    )
    .execute();
}

/** Follows a confirmation link once, before it expires. */
export async function confirmByToken(q: Q, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await q
    .updateTable('streaming_mailing_list')
    .set({ confirmed_at: now, token_hash: null, token_expires_at: null })
    .where('token_hash', '=', tokenHash)
    .where('token_expires_at', '>', now)
    .where('confirmed_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** Takes an address off the list; its pending link stops working. */
export async function markUnsubscribed(q: Q, email: string, now: number): Promise<void> {
  await q
    .updateTable('streaming_mailing_list')
    .set({ unsubscribed_at: now, token_hash: null, token_expires_at: null })
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
