import { useEffect, useMemo } from 'react';
import { countdownTo, type Countdown, type DateInput } from '@d2d/core';
import { useSignalValue } from './useSignalValue.js';
import { useStore } from './useStore.js';

/**
 * A countdown to an end time that ticks every second on the store's clock and stops when the
 * component unmounts.
 * @param end - The end (e.g. `purchasePrice.endTime`).
 * @param onEnd - Called once when it reaches 0 (the promotion hero reloads the route).
 * @returns Days, hours, minutes and seconds left.
 * @example
 * const left = useCountdown(offer.purchasePrice.endTime);
 */
export function useCountdown(end: DateInput, onEnd?: () => void): Countdown {
  const store = useStore();
  const live = useMemo(() => store.countdown(end, onEnd), [store, end]);
  useEffect(() => () => live.stop(), [live]);
  const value = useSignalValue(live.value);
  return value ?? countdownTo(end, store.clock.now());
}
