/**
 * Streaming servers and the account's server switches.
 * @module
 */
import { SERVER_SWITCH_MAX_TICKS, SERVER_SWITCH_TICK_MS } from '@d2d/contract';
import { sql } from 'kysely';
import { lockRows, withinTransaction } from '../../../db/locks.js';
import type { StreamingServerRow, StreamingServerSwitchRow } from '../../../db/tables/streaming.js';
import type { Q } from './query.js';

/** How long a server switch takes: 10 ticks of 1.8 s (spec §4, §9). */
export const SWITCH_DURATION_MS = SERVER_SWITCH_MAX_TICKS * SERVER_SWITCH_TICK_MS;

/** The server list, in its order. */
export function serverList(q: Q): Promise<StreamingServerRow[]> {
  return q.selectFrom('streaming_servers').selectAll().orderBy('position').execute();
}

/** The account's latest server switch. */
export function latestSwitch(q: Q, accountId: number): Promise<StreamingServerSwitchRow | undefined> {
  return q.selectFrom('streaming_server_switches').selectAll().where('account_id', '=', accountId).orderBy('started_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** Where the account's last successful switch (finished by `now`) moved its machine. */
export async function switchedServerId(q: Q, accountId: number, now: number): Promise<number | undefined> {
  const row = await q
    .selectFrom('streaming_server_switches')
    .select('to_server_id')
    .where('account_id', '=', accountId)
    .where('fails', '=', 0)
    .where('started_at', '<=', now - SWITCH_DURATION_MS)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.to_server_id;
}

/**
 * Starts a switch unless one is still in progress at `now`, in one conditional insert.
 * @returns false when one was in progress
 */
export async function startSwitch(q: Q, accountId: number, from: StreamingServerRow, to: StreamingServerRow, now: number): Promise<boolean> {
  return withinTransaction(q, async (trx) => {
    // PostgreSQL: one account's switches queue on its row, so the second sees the first
    await lockRows(trx, 'accounts', 'id', accountId);
    const result = await sql`
      INSERT INTO streaming_server_switches (account_id, from_server_id, to_server_id, fails, started_at)
      SELECT ${accountId}, ${from.id}, ${to.id}, ${to.fails_switch}, ${now}
      WHERE NOT EXISTS (
        SELECT 1 FROM streaming_server_switches WHERE account_id = ${accountId} AND started_at > ${now - SWITCH_DURATION_MS}
      )
    `.execute(trx);
    return result.numAffectedRows === 1n;
  });
}
