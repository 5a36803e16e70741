/**
 * Cloud Play tickets: read, charged by the seconds a session streamed, bonus ones added.
 * @module
 */
import { sql } from 'kysely';
import type { TicketRow } from '../tickets.js';
import type { Q } from './query.js';

/** Every Cloud Play ticket of an account, paid and bonus, live or expired. */
export function ticketsOf(q: Q, accountId: number): Promise<TicketRow[]> {
  return q
    .selectFrom('streaming_tickets')
    .select(['id', 'bonus', 'seconds', 'seconds_used', 'expires_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Takes streamed seconds off a ticket, only if it still holds them. */
export async function chargeTicket(q: Q, ticketId: number, seconds: number): Promise<boolean> {
  const result = await q
    .updateTable('streaming_tickets')
    .set({ seconds_used: sql`seconds_used + ${seconds}` })
    .where('id', '=', ticketId)
    .where(sql<boolean>`seconds - seconds_used >= ${seconds}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Adds a bonus ticket. */
export async function insertBonusTicket(q: Q, accountId: number, seconds: number, expiresAt: number, now: number): Promise<number> {
  const row = await q
    .insertInto('streaming_tickets')
    .values({ account_id: accountId, order_id: null, bonus: 1, seconds, expires_at: expiresAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
