import { useSignalValue } from './useSignalValue.js';
import { useStore } from './useStore.js';

/**
 * Whether a shopper is logged in.
 * @example
 * const loggedIn = useIsLoggedIn();
 */
export function useIsLoggedIn(): boolean {
  return useSignalValue(useStore().session.isLoggedIn);
}
