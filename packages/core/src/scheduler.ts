/**
 * A clock that remembers its live timers, so `store.dispose()` can stop every timeout, poll and
 * countdown the store started, whatever subsystem started it.
 * @module
 */
import type { Clock, TimerHandle } from './adapters.js';

/** A clock whose timers can all be stopped at once. */
export interface Scheduler extends Clock {
  /** How many timers are live (for tests and diagnostics). */
  readonly activeTimers: number;
  /** Stops every live timer. */
  clearAll(): void;
}

/**
 * Wraps a clock so that every timer started through it is tracked until it fires or is cleared.
 * @param clock - The host clock (for example `systemClock()`).
 * @returns A scheduler that behaves like the clock.
 */
export function createScheduler(clock: Clock): Scheduler {
  // each tracked handle maps to the way to clear it
  const live = new Map<TimerHandle, 'timeout' | 'interval'>();
  return {
    now: () => clock.now(),
    setTimeout(callback, ms) {
      const handle: TimerHandle = clock.setTimeout(() => {
        live.delete(handle);
        callback();
      }, ms);
      live.set(handle, 'timeout');
      return handle;
    },
    clearTimeout(handle) {
      live.delete(handle);
      clock.clearTimeout(handle);
    },
    setInterval(callback, ms) {
      const handle = clock.setInterval(callback, ms);
      live.set(handle, 'interval');
      return handle;
    },
    clearInterval(handle) {
      live.delete(handle);
      clock.clearInterval(handle);
    },
    get activeTimers() {
      return live.size;
    },
    clearAll() {
      for (const [handle, kind] of live) {
        if (kind === 'timeout') clock.clearTimeout(handle);
        else clock.clearInterval(handle);
      }
      live.clear();
    },
  };
}
