import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';

/**
 * Reads a core signal and re-renders when it changes.
 * @param signal - Any signal of the store.
 * @returns Its current value.
 * @example
 * const count = useSignalValue(store.cart.count);
 */
export function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  useSignals();
  return signal.value;
}
