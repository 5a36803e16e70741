import { describe, expect, it } from 'vitest';
import { switchStateAt } from './switchRules.js';

const T = 1_000_000_000_000;

describe('a server switch on the server clock', () => {
  it('should tick every 1.8 s and end after 10 ticks, done or failed', () => {
    expect(switchStateAt({ started_at: T, fails: 0 }, T)).toEqual({ status: 'pending', progress: 0 });
    expect(switchStateAt({ started_at: T, fails: 0 }, T + 1799)).toEqual({ status: 'pending', progress: 0 });
    expect(switchStateAt({ started_at: T, fails: 0 }, T + 1800)).toEqual({ status: 'pending', progress: 1 });
    expect(switchStateAt({ started_at: T, fails: 0 }, T + 18_000)).toEqual({ status: 'done', progress: 10 });
    expect(switchStateAt({ started_at: T, fails: 1 }, T + 60_000)).toEqual({ status: 'failed', progress: 10 });
  });
});
