/**
 * The paid Cloud Play ticket an order grants.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { insertStreamingTicket } from '../data/streamingTickets.js';

/** How long a paid Cloud Play ticket lasts. */
export const PAID_TICKET_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Grants the order's Cloud Play hours as a paid ticket (none for an order that earned no hours). */
export async function grantCloudPlayTicket(trx: Kysely<Database>, ticket: { buyerId: number; orderId: number; hours: number; now: number }): Promise<void> {
  if (ticket.hours > 0) {
    await insertStreamingTicket(trx, {
      account_id: ticket.buyerId,
      order_id: ticket.orderId,
      bonus: 0,
      seconds: ticket.hours * 3600,
      expires_at: ticket.now + PAID_TICKET_TTL_MS,
      created_at: ticket.now,
    });
  }
}
