import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownTo, startCountdown, systemClock } from './index.js';

describe('countdownTo', () => {
  it('should split the time to the end into days, hours, minutes and seconds', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(countdownTo('2024-01-02T01:02:03Z', now)).toEqual({
      days: 1,
      hours: 1,
      minutes: 2,
      seconds: 3,
      totalMs: 90_123_000,
      ended: false,
    });
  });

  it('should round down partial seconds and stop at zero', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(countdownTo(now + 1999, now)).toMatchObject({ seconds: 1, ended: false });
    expect(countdownTo(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, ended: true });
  });
});

describe('startCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2024-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should tick every second from the clock and call onEnd once at the end', () => {
    const onEnd = vi.fn();
    const live = startCountdown(systemClock(), '2024-01-01T00:00:03Z', onEnd);
    expect(live.value.value.seconds).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(live.value.value.seconds).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(live.value.value.ended).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should stop ticking when stopped', () => {
    const live = startCountdown(systemClock(), '2024-01-01T01:00:00Z');
    live.stop();
    vi.advanceTimersByTime(10_000);
    expect(live.value.value.minutes).toBe(0);
    expect(live.value.value.totalMs).toBe(3_600_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
