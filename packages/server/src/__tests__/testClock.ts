/**
 * The clock a test hands the app instead of the wall clock, so expiries and windows are reached
 * by moving it, never by waiting, and no test depends on the calendar day.
 * @module
 */

/** A clock in epoch ms that stands still until the test moves it. */
export interface TestClock {
  now: number;
  /** Moves the clock forward (or back, with a negative `ms`). */
  advance(ms: number): void;
  /** Puts the clock at an instant. */
  set(ms: number): void;
}

/**
 * A clock standing at `start`.
 * @param start - epoch ms; the moment of the call by default
 * @example
 * const clock = testClock();
 * const store = await openTestApp({ name: 'accounts', clock });
 * clock.advance(15 * 60_000);
 */
export function testClock(start: number = Date.now()): TestClock {
  const clock: TestClock = {
    now: start,
    advance(ms) {
      clock.now += ms;
    },
    set(ms) {
      clock.now = ms;
    },
  };
  return clock;
}
