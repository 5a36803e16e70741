/**
 * The trip to a social provider and back (spec §1, §6): what the store keeps while the shopper
 * is at the provider, and reading the provider's answer from the store page's address.
 * @module
 */
import type { SocialProvider } from '@d2d/contract';
import type { StorageAdapter } from './adapters.js';

/** Storage key of the social sign-in under way. */
export const SOCIAL_PENDING_STORAGE_KEY = 'd2d.social_pending';

/** What the store keeps while the shopper is at the provider. */
export interface PendingSocialLogin {
  provider: SocialProvider;
  state: string;
  code_verifier: string;
  redirect_uri: string;
  /** Link the provider to the signed-in account instead of signing in. */
  link: boolean;
  /** The store route to go back to (`#!/my-account/account-info`). */
  returnTo: string;
}

/** The provider's answer as the store page's query carries it. */
export interface SocialReturnParams {
  state: string;
  code?: string;
  iss?: string;
  /** The provider's refusal (`access_denied` when the shopper cancelled). */
  error?: string;
}

/**
 * The provider's answer in a store page's query string, or null when the page was not opened by a
 * provider (no `state`, or neither `code` nor `error`).
 * @example
 * socialReturnParams('?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com');
 * // { state: 'xyz', code: 'abc', iss: 'https://accounts.google.com' }
 */
export function socialReturnParams(search: string): SocialReturnParams | null {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  if (!state || (!code && !error)) return null;
  const iss = params.get('iss');
  return { state, ...(code ? { code } : {}), ...(iss ? { iss } : {}), ...(error ? { error } : {}) };
}

/** Keeps the sign-in under way (one at a time: a new one replaces it). */
export function savePendingSocialLogin(storage: StorageAdapter, pending: PendingSocialLogin): void {
  storage.setItem(SOCIAL_PENDING_STORAGE_KEY, JSON.stringify(pending));
}

/**
 * Takes the sign-in under way out of storage (it is used once), or null when there is none or it
 * is unreadable.
 */
export function takePendingSocialLogin(storage: StorageAdapter): PendingSocialLogin | null {
  const text = storage.getItem(SOCIAL_PENDING_STORAGE_KEY);
  storage.removeItem(SOCIAL_PENDING_STORAGE_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSocialLogin>;
    if ((value.provider !== 'google' && value.provider !== 'facebook') || typeof value.state !== 'string' || typeof value.code_verifier !== 'string' || typeof value.redirect_uri !== 'string') {
      return null;
    }
    return { provider: value.provider, state: value.state, code_verifier: value.code_verifier, redirect_uri: value.redirect_uri, link: value.link === true, returnTo: typeof value.returnTo === 'string' ? value.returnTo : '' };
  } catch {
    return null;
  }
}
