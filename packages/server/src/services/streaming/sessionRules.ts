/**
 * The life of a streaming session on the server clock (spec §4 Streaming): launch → running →
 * ended. The streaming client reports `running` and `ended`; the clock ends the rest: a launch
 * the client never answered fails when the store's launch gives up (20 s Cloud Play, 30 s
 * Instant Play, spec §9), and a running session ends when its time runs out.
 * @module
 */
import { CLOUD_PLAY_TIMEOUT_MS, INSTANT_PLAY_TIMEOUT_MS } from '@d2d/contract';
import type { StreamingSessionKind, StreamingSessionRow, StreamingSessionStatus } from '../../db/tables/streaming.js';

/** A session's state at a moment, whether or not the database has caught up with it yet. */
export interface SessionState {
  status: StreamingSessionStatus;
  /** When it ended; null while it is live. */
  endedAt: number | null;
  /** Whole seconds it has streamed (capped at its budget). */
  streamedSeconds: number;
}

/** How long a launch waits for the streaming client before it counts as failed. */
export function launchTimeoutMs(kind: StreamingSessionKind): number {
  return kind === 'cloud' ? CLOUD_PLAY_TIMEOUT_MS : INSTANT_PLAY_TIMEOUT_MS;
}

/** Whole seconds streamed between `startedAt` and `until`, never more than the budget. */
export function streamedSeconds(session: Pick<StreamingSessionRow, 'budget_seconds' | 'started_at'>, until: number): number {
  if (session.started_at === null) return 0;
  return Math.min(session.budget_seconds, Math.max(0, Math.floor((until - session.started_at) / 1000)));
}

/**
 * Where a session stands at `now` by the clock's rules alone.
 * @example
 * sessionStateAt({ ...row, status: 'running', started_at: t, budget_seconds: 600 }, t + 601_000);
 * // { status: 'ended', endedAt: t + 600_000, streamedSeconds: 600 }
 */
export function sessionStateAt(session: StreamingSessionRow, now: number): SessionState {
  if (session.status === 'launching') {
    const deadline = session.created_at + launchTimeoutMs(session.kind);
    return now > deadline ? { status: 'failed', endedAt: deadline, streamedSeconds: 0 } : { status: 'launching', endedAt: null, streamedSeconds: 0 };
  }
  if (session.status === 'running' && session.started_at !== null) {
    const outOfTime = session.started_at + session.budget_seconds * 1000;
    if (now >= outOfTime) return { status: 'ended', endedAt: outOfTime, streamedSeconds: session.budget_seconds };
    return { status: 'running', endedAt: null, streamedSeconds: streamedSeconds(session, now) };
  }
  return { status: session.status, endedAt: session.ended_at, streamedSeconds: session.seconds_charged };
}

/** True while a session holds the account's streaming client. */
export function isLiveStatus(status: StreamingSessionStatus): boolean {
  return status === 'launching' || status === 'running';
}
