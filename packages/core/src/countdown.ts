/**
 * Sale and promotion countdowns (spec §2: a sale shows a countdown to the offer end; a
 * promotional hero's flip clock reloads the route when it stops).
 * @module
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, TimerHandle } from './adapters.js';
import type { DateInput } from './dates.js';

/** Time left until an end time, split for display. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, 0 once ended. */
  totalMs: number;
  /** Whether the end time has passed. */
  ended: boolean;
}

function endTimeOf(end: DateInput): number {
  const time = end instanceof Date ? end.getTime() : typeof end === 'number' ? end : Date.parse(end);
  if (Number.isNaN(time)) throw new RangeError(`Not an end time: ${JSON.stringify(end)}`);
  return time;
}

/**
 * The days, hours, minutes and seconds from `now` to `end` (whole units, rounded down).
 * @param end - The offer's `purchasePrice.endTime` (ISO text, epoch ms or `Date`).
 * @param now - The current time in epoch ms (`store.clock.now()`).
 * @returns The countdown values; all 0 and `ended` once the end has passed.
 * @example
 * countdownTo('2024-01-02T01:02:03Z', Date.parse('2024-01-01T00:00:00Z'));
 * // { days: 1, hours: 1, minutes: 2, seconds: 3, totalMs: 90123000, ended: false }
 */
export function countdownTo(end: DateInput, now: number): Countdown {
  const totalMs = Math.max(0, endTimeOf(end) - now);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    ended: totalMs === 0,
  };
}

/** A live countdown: a signal that ticks every second until the end, and a way to stop it. */
export interface LiveCountdown {
  readonly value: ReadonlySignal<Countdown>;
  stop(): void;
}

/**
 * Starts a countdown that updates its signal every second from the clock and stops by itself at
 * the end, calling `onEnd` once (for example to reload the promotion route).
 * @param clock - The store's clock.
 * @param end - The end time.
 * @param onEnd - Called once when the countdown reaches 0.
 * @returns The live countdown; call `stop()` when the view goes away.
 */
export function startCountdown(clock: Clock, end: DateInput, onEnd?: () => void): LiveCountdown {
  const endTime = endTimeOf(end);
  const value = signal(countdownTo(endTime, clock.now()));
  let handle: TimerHandle | undefined;
  const stop = () => {
    if (handle !== undefined) clock.clearInterval(handle);
    handle = undefined;
  };
  if (!value.value.ended) {
    handle = clock.setInterval(() => {
      value.value = countdownTo(endTime, clock.now());
      if (value.value.ended) {
        stop();
        onEnd?.();
      }
    }, 1000);
  }
  return { value, stop };
}
