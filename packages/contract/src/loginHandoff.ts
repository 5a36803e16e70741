/**
 * The login handoff between the store's own window and its channel frame on a partner page.
 *
 * A partner page on another site frames the store's channel (`/embed/channel.html`) in a
 * third-party context, where the store's `token` cookie (SameSite=Lax) is not visible. So when the
 * shopper logs in in the store's login window that the elements opened (`/#!/?login=1`), the
 * store's page posts the login token to the frames of the window that opened it, addressed to the
 * store's own origin: only the store's channel frame can receive it, never the partner page.
 * @module
 */

/** Tag of the handoff message. */
export const LOGIN_HANDOFF = 'd2d-login-handoff/1';

/** Store window → the store's channel frame on the partner page that opened it. */
export interface LoginHandoffMessage {
  d2d: typeof LOGIN_HANDOFF;
  /** The shopper's login token (the server's bearer token). */
  token: string;
}

// the server's tokens are 32 random bytes in base64url; anything far from that is not one
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * The message that hands a login token over.
 * @param token - The shopper's login token.
 * @example
 * frame.postMessage(loginHandoffMessage(token), location.origin);
 */
export function loginHandoffMessage(token: string): LoginHandoffMessage {
  return { d2d: LOGIN_HANDOFF, token };
}

/**
 * Reads a handoff message.
 * @param data - `MessageEvent.data`.
 * @returns The token, or `null` for anything that is not exactly a handoff with a well-formed token.
 */
export function parseLoginHandoff(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (Object.keys(message).length !== 2 || message.d2d !== LOGIN_HANDOFF) return null;
  return typeof message.token === 'string' && TOKEN.test(message.token) ? message.token : null;
}
