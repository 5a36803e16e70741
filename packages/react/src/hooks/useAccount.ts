import type { Account } from '@d2d/contract';
import { useSignalValue } from './useSignalValue.js';
import { useStore } from './useStore.js';

/**
 * The logged-in account, or `null` for a visitor.
 * @example
 * const account = useAccount();
 * return account ? <p>{account.emailAddress}</p> : <LoginButton />;
 */
export function useAccount(): Account | null {
  return useSignalValue(useStore().session.account);
}
