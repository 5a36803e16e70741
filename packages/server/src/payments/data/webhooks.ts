/**
 * The webhook outbox (the sandbox provider's side) and the handled event ids (the receiving
 * route's side). A sender claims a due row with one conditional write before posting it, so two
 * instances draining the same outbox do not both send it in the same moment.
 * @module
 */
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiledQuery.js';
import type { Database } from '../../db/schema.js';
import type { WebhookOutboxRow } from '../../db/tables/webhooks.js';

/** Adds an event to the outbox, due at once. */
export async function insertOutboxEvent(
  db: Kysely<Database>,
  event: { id: string; provider: string; type: string; ref: string; body: string; now: number },
): Promise<void> {
  await insertEvent.affected(db, event);
}

// every ledger change writes one: compiled once (see db/compiledQuery.ts)
const insertEvent = compiledQuery((db: Kysely<Database>, p: { id: string; provider: string; type: string; ref: string; body: string; now: number }) =>
  db
    .insertInto('webhook_outbox')
    .values({ id: p.id, provider: p.provider, type: p.type, ref: p.ref, body: p.body, created_at: p.now, next_attempt_at: p.now }),
);

/** Undelivered events due by `now`, created after `since`, in the order they happened. */
export function dueOutboxEvents(db: Kysely<Database>, now: number, since: number, limit: number): Promise<WebhookOutboxRow[]> {
  return db
    .selectFrom('webhook_outbox')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('created_at', '>', since)
    // ids sort in the order the events happened
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every event of a ref, oldest first (tests and support read what the sandbox sent). */
export function outboxEventsOf(db: Kysely<Database>, ref: string): Promise<WebhookOutboxRow[]> {
  return db.selectFrom('webhook_outbox').selectAll().where('ref', '=', ref).orderBy('id').execute();
}

/** Leases a due event until `until`; false when another sender claimed it or it was delivered. */
export async function claimOutboxEvent(db: Kysely<Database>, row: Pick<WebhookOutboxRow, 'id' | 'next_attempt_at'>, until: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_outbox')
    .set({ next_attempt_at: until })
    .where('id', '=', row.id)
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records an attempt: delivered when acknowledged, else due again at `retryAt`. */
export async function recordOutboxAttempt(
  db: Kysely<Database>,
  id: string,
  attempt: { status: number; delivered: boolean; now: number; retryAt: number; attempts: number },
): Promise<void> {
  await db
    .updateTable('webhook_outbox')
    .set({
      attempts: attempt.attempts,
      last_status: attempt.status,
      delivered_at: attempt.delivered ? attempt.now : null,
      next_attempt_at: attempt.delivered ? attempt.now : attempt.retryAt,
    })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

/** Whether the route has handled an event id. */
export async function eventSeen(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('webhook_events_seen').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Remembers a handled event id (a second insert of it changes nothing). */
export async function rememberEvent(db: Kysely<Database>, event: { id: string; provider: string; now: number }): Promise<void> {
  await db
    .insertInto('webhook_events_seen')
    .values({ id: event.id, provider: event.provider, received_at: event.now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
