/**
 * The Cloud Play tickets an order grants (`streaming_tickets` with an `order_id`).
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { StreamingTicketTable } from '../../../db/tables/orders.js';

/** Adds a Cloud Play ticket. */
export async function insertStreamingTicket(db: Kysely<Database>, values: Insertable<StreamingTicketTable>): Promise<void> {
  await db.insertInto('streaming_tickets').values(values).execute();
}
