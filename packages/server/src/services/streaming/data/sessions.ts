/**
 * Streaming sessions: the live one, by client token, started, moved to their next state.
 * @module
 */
import { type Insertable } from 'kysely';
import type { StreamingSessionRow, StreamingSessionStatus, StreamingSessionTable } from '../../../db/tables/streaming.js';
import type { Q } from './query.js';

/** The account's launching or running session, as the database holds it. */
export function liveSessionOf(q: Q, accountId: number): Promise<StreamingSessionRow | undefined> {
  return q
    .selectFrom('streaming_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', ['launching', 'running'])
    .executeTakeFirst();
}

/** The session a streaming client's token names. */
export function sessionByTokenHash(q: Q, tokenHash: string): Promise<StreamingSessionRow | undefined> {
  return q.selectFrom('streaming_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Starts a session; the live-session index refuses a second live one. */
export function insertSession(q: Q, values: Insertable<StreamingSessionTable>): Promise<StreamingSessionRow> {
  return q.insertInto('streaming_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves a session on, only from the state the caller saw (so a concurrent report cannot move it
 * twice).
 * @returns whether it moved
 */
export async function moveSession(
  q: Q,
  id: number,
  from: StreamingSessionStatus,
  to: { status: StreamingSessionStatus; started_at?: number; ended_at?: number; seconds_charged?: number },
): Promise<boolean> {
  const result = await q.updateTable('streaming_sessions').set(to).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records what an ended session charged to the tickets. */
export async function setSessionCharged(q: Q, sessionId: number, seconds: number): Promise<void> {
  await q.updateTable('streaming_sessions').set({ seconds_charged: seconds }).where('id', '=', sessionId).execute();
}
