/**
 * Keeps the channel's store on the login the store's origin holds. The shopper logs in and out
 * in the store's own windows, which share the `token` cookie (or hand the login over) but not
 * the channel's memory: the channel looks at the token and restores or clears its session when
 * it changed.
 * @module
 */
import type { Store } from '@d2d/core';

/** The channel store's login, following the store's token. */
export interface LoginSync {
  /** Takes the current token as seen and restores the shopper's login and cart from the store. */
  restore(): Promise<void>;
  /** Follows a login or logout made elsewhere since the last look: restores, or clears the session. */
  check(): void;
}

/**
 * The shopper's login and cart as the store has them now. A store that cannot be reached leaves
 * a visitor; the next call reports it.
 * @param store - The channel's store.
 */
export async function restoreShopper(store: Store): Promise<void> {
  try {
    const account = await store.session.restore();
    if (account) await store.cart.refresh();
  } catch {
    // a visitor until the store answers again
  }
}

/**
 * Starts following the store's token, taking the current one as seen.
 * @param store - The channel's store.
 * @param readToken - Reads the store's login token; `undefined` for a visitor.
 * @returns The sync; {@link LoginSync.check} is called on a timer and on a login handoff.
 * @example
 * const login = loginSync(store, () => cookies.get(TOKEN_COOKIE));
 * await login.restore();
 * setInterval(login.check, 1000);
 */
export function loginSync(store: Store, readToken: () => string | undefined): LoginSync {
  let seen = readToken();
  return {
    restore() {
      seen = readToken();
      return restoreShopper(store);
    },
    check() {
      const token = readToken();
      if (token === seen) return;
      seen = token;
      if (token) void restoreShopper(store);
      else store.session.clear();
    },
  };
}
