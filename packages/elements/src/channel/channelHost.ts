/**
 * The store side of the hidden cross-origin channel: the script of `/embed/channel.html`, a page
 * on the store's origin that a partner page frames invisibly. It performs the partner's API calls
 * with the store's own cookies (the `token` cookie never leaves the store's origin) and posts
 * each answer back.
 *
 * Rules, each one a line below: it listens only to its own parent frame; it accepts only origins
 * on the server's partner allowlist, compared exactly; it never posts to `*`, only to the exact
 * origin that passed the allowlist; it drops malformed messages without answering; it relays only
 * the store's own API paths, never a URL, and of those only the calls of `relayPolicy.ts`.
 * @module
 */
import { isAllowedOrigin } from './origins.js';
import { CHANNEL_PROTOCOL, parsePartnerMessage, type ChannelMessage, type ChannelRequest } from './protocol.js';
import { NOT_RELAYED_MESSAGE, isRelayed, redactBody } from './relayPolicy.js';

/** What the channel needs from its page. */
export interface ChannelHostOptions {
  /** The channel page's window. */
  window: Window;
  /** Canonical partner origins (the server's `PARTNER_ORIGINS`). */
  allowlist: readonly string[];
  /** Reads the store's login token (the `token` cookie); `undefined` for a visitor. */
  readToken: () => string | undefined;
  /** The fetch to call the API with; the window's own by default. */
  fetch?: typeof fetch;
  /** How often to look for a login or logout made in another window, in ms (default 1000). */
  pollMs?: number;
}

/** A running channel. */
export interface ChannelHost {
  /** Stops listening and polling. */
  stop(): void;
}

/**
 * Reads a cookie from `document.cookie` text.
 * @param cookieText - `document.cookie`.
 * @param name - The cookie's name.
 * @returns Its decoded value, or `undefined` when absent or empty.
 */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a value that is not URI-encoded is used as it is
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}

function jsonResponse(id: string, status: number, body: unknown): ChannelMessage {
  return { d2d: CHANNEL_PROTOCOL, kind: 'response', id, status, body: JSON.stringify(body), contentType: 'application/json; charset=utf-8' };
}

/**
 * Starts the channel in the channel page. Outside a frame it does nothing: a channel opened as
 * a top-level window (for example by a page that is not allowed to frame it) never answers.
 * @param options - The page's window, the allowlist and the token reader.
 * @returns The running channel.
 * @example
 * startChannelHost({
 *   window,
 *   allowlist: ['https://blog.example'],
 *   readToken: () => readCookie(document.cookie, 'token'),
 * });
 */
export function startChannelHost(options: ChannelHostOptions): ChannelHost {
  const win = options.window;
  const parent = win.parent;
  if (!parent || parent === win) return { stop() {} };
  const doFetch = options.fetch ?? win.fetch.bind(win);
  const storeOrigin = win.location.origin;
  let partnerOrigin: string | null = null;
  let lastToken = options.readToken();

  const post = (origin: string, message: ChannelMessage) => {
    // the target is always the exact origin that passed the allowlist, never '*'
    parent.postMessage(message, origin);
  };

  const checkSession = () => {
    const token = options.readToken();
    if (token === lastToken) return;
    lastToken = token;
    if (partnerOrigin) post(partnerOrigin, { d2d: CHANNEL_PROTOCOL, kind: 'session', session: token !== undefined });
  };

  const relay = async (request: ChannelRequest): Promise<ChannelMessage> => {
    if (!isRelayed(request.method, request.path)) return jsonResponse(request.id, 403, { message: NOT_RELAYED_MESSAGE });
    const url = new URL(request.path, storeOrigin);
    // isApiPath already keeps the path on the API; this keeps it there whatever URL parsing does
    if (url.origin !== storeOrigin || !/^\/(?:api|d2d)\//.test(url.pathname)) {
      return jsonResponse(request.id, 403, { message: NOT_RELAYED_MESSAGE });
    }
    for (const [key, value] of Object.entries(request.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.fingerprint) headers['X-Device-Fingerprint'] = request.fingerprint;
    const token = options.readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await doFetch(url.href, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        credentials: 'same-origin',
        redirect: 'error',
        cache: 'no-store',
      });
      const text = await response.text();
      return {
        d2d: CHANNEL_PROTOCOL,
        kind: 'response',
        id: request.id,
        status: response.status,
        body: redactBody(request.method, request.path, text),
        contentType: response.headers.get('content-type'),
      };
    } catch {
      return { d2d: CHANNEL_PROTOCOL, kind: 'failure', id: request.id, message: 'The store could not be reached.' };
    } finally {
      checkSession();
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    if (!isAllowedOrigin(event.origin, options.allowlist)) return;
    const message = parsePartnerMessage(event.data);
    if (!message) return;
    const origin = event.origin;
    if (message.kind === 'hello') {
      partnerOrigin = origin;
      lastToken = options.readToken();
      post(origin, { d2d: CHANNEL_PROTOCOL, kind: 'ready', session: lastToken !== undefined });
      return;
    }
    void relay(message).then((reply) => post(origin, reply));
  };

  win.addEventListener('message', onMessage);
  const timer = win.setInterval(checkSession, options.pollMs ?? 1000);
  return {
    stop() {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
    },
  };
}
