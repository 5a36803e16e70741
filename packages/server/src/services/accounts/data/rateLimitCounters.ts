/**
 * The `rate_limit_counters` rows: the per-address rate limits' fixed windows, shared by every
 * instance on the database.
 * @module
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A counter after one hit. */
export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Epoch ms when the window ends. */
  windowEndsAt: number;
}

/**
 * Counts one hit of `client` against `limitName` in ONE upsert-increment: the first hit, or the
 * first after the window ended, starts a new window of `windowMs` at 1; any other adds 1. The
 * database serialises the writes to the row (SQLite's single writer, PostgreSQL's row lock on the
 * conflict), so parallel hits, from one instance or several, each get a count of their own.
 */
export async function countHit(db: Db, limitName: string, client: string, now: number, windowMs: number): Promise<CounterHit> {
  const endsAt = now + windowMs;
  const result = await sql<{ hits: number; window_ends_at: number }>`
    INSERT INTO rate_limit_counters (limit_name, client, window_ends_at, hits) VALUES (${limitName}, ${client}, ${endsAt}, 1)
    ON CONFLICT (limit_name, client) DO UPDATE SET
      hits = CASE WHEN rate_limit_counters.window_ends_at <= ${now} THEN 1 ELSE rate_limit_counters.hits + 1 END,
      window_ends_at = CASE WHEN rate_limit_counters.window_ends_at <= ${now} THEN ${endsAt} ELSE rate_limit_counters.window_ends_at END
    RETURNING hits, window_ends_at
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('The rate limit counter upsert returned no row');
  return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}
