/**
 * The streaming area's SQL lives in this folder, one file per thing it holds. Each function takes
 * the database or the open transaction, so the rules modules decide what runs together; limited
 * things are taken with one conditional write each (a trial, a bonus redeem, a server switch, a
 * session's move to its next state).
 * @module
 */
import type { Kysely } from 'kysely';
import { lockRows } from '../../../db/locks.js';
import type { Database } from '../../../db/schema.js';

/** The database or an open transaction. */
export type Q = Kysely<Database>;

/**
 * Queues the account's streaming transactions behind each other until the caller's transaction
 * ends: a launch reads the live session, ends it and starts the next, and two launches must not
 * both read the same live session. SQLite runs one writer at a time; on PostgreSQL this locks
 * the account's row.
 * @param q - the open transaction
 */
export async function lockAccountStreaming(q: Q, accountId: number): Promise<void> {
  await lockRows(q, 'accounts', 'id', accountId);
}
