/**
 * The cookie adapter of a partner page. Core sends the bearer token it finds in the `token`
 * cookie; on a partner page the real token lives only on the store's origin, where the channel
 * adds it to each call. So this adapter never holds a token: while the channel reports a login it
 * answers a fixed marker for `token` (which the channel drops and replaces with the real one),
 * and core's own writes and removals of `token` only change that local state. Every other cookie
 * (the `aff` attribution, shown-once flags) is the partner page's own.
 * @module
 */
import type { CookieAdapter } from '@d2d/core';
import type { ChannelClient } from './channelClient.js';

/** What core sees in the `token` cookie while the store has a login. Never a credential. */
export const CHANNEL_TOKEN_MARKER = 'via-store-channel';

/**
 * Wraps the page's cookies so `token` reflects the store's login through the channel.
 * @param base - The page's cookies (`browserCookies()`).
 * @param channel - The page's channel.
 * @returns The cookie adapter for `createStore`.
 */
export function channelCookies(base: CookieAdapter, channel: Pick<ChannelClient, 'session' | 'markSignedOut'>): CookieAdapter {
  return {
    get: (name) => (name === 'token' ? (channel.session ? CHANNEL_TOKEN_MARKER : undefined) : base.get(name)),
    set(name, value, options) {
      // a token handed to the partner page would be a leak: logins happen on the store's origin
      if (name === 'token') return;
      base.set(name, value, options);
    },
    remove(name) {
      if (name === 'token') channel.markSignedOut();
      else base.remove(name);
    },
  };
}
