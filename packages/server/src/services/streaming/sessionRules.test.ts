import { describe, expect, it } from 'vitest';
import type { StreamingSessionRow } from '../../db/tables/streaming.js';
import { sessionStateAt } from './sessionRules.js';

const T = 1_000_000_000_000;
const session = (extra: Partial<StreamingSessionRow>): StreamingSessionRow => ({
  id: 1, account_id: 1, kind: 'cloud', game_id: 5009901, product_id: null, token_hash: 'h', status: 'launching',
  budget_seconds: 600, created_at: T, started_at: null, ended_at: null, seconds_charged: 0, ...extra,
});

describe('a session on the server clock', () => {
  it('should fail a launch once the store gave up: 20 s for Cloud Play, 30 s for Instant Play', () => {
    expect(sessionStateAt(session({}), T + 20_000).status).toBe('launching');
    expect(sessionStateAt(session({}), T + 20_001)).toEqual({ status: 'failed', endedAt: T + 20_000, streamedSeconds: 0 });
    expect(sessionStateAt(session({ kind: 'instant' }), T + 30_000).status).toBe('launching');
    expect(sessionStateAt(session({ kind: 'instant' }), T + 30_001).status).toBe('failed');
  });

  it('should end a running session when its time runs out', () => {
    const running = session({ status: 'running', started_at: T });
    expect(sessionStateAt(running, T + 599_999)).toEqual({ status: 'running', endedAt: null, streamedSeconds: 599 });
    expect(sessionStateAt(running, T + 600_000)).toEqual({ status: 'ended', endedAt: T + 600_000, streamedSeconds: 600 });
  });
});
