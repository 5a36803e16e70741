/**
 * A server switch on the server clock (spec §4 Streaming, §9): its progress ticks once per 1.8 s
 * from the start, up to 10; then it is done, or failed when the sandbox set its target to fail.
 * @module
 */
import { SERVER_SWITCH_MAX_TICKS, SERVER_SWITCH_TICK_MS, type SwitchingServerStatus } from '@d2d/contract';
import type { StreamingServerSwitchRow } from '../../db/tables/streaming.js';

/** A switch's state at a moment. */
export interface SwitchState {
  status: SwitchingServerStatus['status'];
  /** Ticks so far, 0 to 10. */
  progress: number;
}

/**
 * Where a switch stands at `now`.
 * @example
 * switchStateAt({ ...row, started_at: t, fails: 0 }, t + 3_600); // { status: 'pending', progress: 2 }
 */
export function switchStateAt(row: Pick<StreamingServerSwitchRow, 'started_at' | 'fails'>, now: number): SwitchState {
  const progress = Math.min(SERVER_SWITCH_MAX_TICKS, Math.max(0, Math.floor((now - row.started_at) / SERVER_SWITCH_TICK_MS)));
  if (progress < SERVER_SWITCH_MAX_TICKS) return { status: 'pending', progress };
  return { status: row.fails === 1 ? 'failed' : 'done', progress };
}
