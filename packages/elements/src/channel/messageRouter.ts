/**
 * The channel's door: which messages it reads and where its own go. It listens only to its own
 * parent frame (and to the store's own login window, for the login handoff of the contract's
 * `loginHandoff.ts`); it accepts only origins on the server's partner allowlist, compared
 * exactly, and only the first one that sent a well-formed message; it drops malformed messages
 * without answering; and it posts only to that exact origin, never to `*`.
 * @module
 */
import { parseLoginHandoff } from '@d2d/contract';
import { isAllowedOrigin } from './origins.js';
import { CHANNEL_PROTOCOL, parsePartnerMessage, type ChannelCall, type ChannelHello, type ChannelMessage } from './protocol.js';

/** What the router hands on, each message already checked. */
export interface RoutedMessages {
  /** The partner page said hello. */
  hello(message: ChannelHello): void;
  /** The partner page asked for an operation. */
  call(message: ChannelCall): void;
  /** The store's own login window handed a login token over. */
  login(token: string): void;
}

/** A channel message without its protocol tag, which {@link MessageRouter.post} adds. */
export type OutgoingMessage = ChannelMessage extends infer M ? (M extends ChannelMessage ? Omit<M, 'd2d'> : never) : never;

/** The channel's side of `postMessage`. */
export interface MessageRouter {
  /** Posts to the partner page, at its exact origin; nothing before a partner spoke. */
  post(message: OutgoingMessage): void;
  /** Stops listening. */
  stop(): void;
}

/**
 * Starts listening to the channel page's messages.
 * @param win - The channel page's window (its `parent` is the partner page).
 * @param allowlist - Canonical partner origins (the server's `PARTNER_ORIGINS`).
 * @param routed - Receives the messages that passed.
 * @returns The router.
 * @example
 * const router = routeMessages(window, ['https://blog.example'], { hello, call, login });
 * router.post({ kind: 'state', state });
 */
export function routeMessages(win: Window, allowlist: readonly string[], routed: RoutedMessages): MessageRouter {
  const parent = win.parent;
  let partner: string | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) {
      // only a window of the store's own origin (its login window) may hand a login over
      const token = event.origin === win.location.origin ? parseLoginHandoff(event.data) : null;
      if (token) routed.login(token);
      return;
    }
    if (!isAllowedOrigin(event.origin, allowlist)) return;
    if (partner !== null && event.origin !== partner) return;
    const message = parsePartnerMessage(event.data);
    if (!message) return;
    partner = event.origin;
    if (message.kind === 'hello') routed.hello(message);
    else routed.call(message);
  };

  win.addEventListener('message', onMessage);
  return {
    post(message) {
      // the target is always the exact origin that passed the allowlist, never '*'
      if (partner) parent.postMessage({ d2d: CHANNEL_PROTOCOL, ...message }, partner);
    },
    stop: () => win.removeEventListener('message', onMessage),
  };
}
