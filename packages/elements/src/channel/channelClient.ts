/**
 * The partner side of the hidden cross-origin channel: a hidden iframe on the store's origin
 * (`<store>/embed/channel.html`) where the store runs, the shopper's state it pushes, and the
 * operations the page asks of it over `postMessage`. Messages are posted only to the store's
 * exact origin and read only from that origin and that iframe; anything else on the page's
 * message bus is ignored.
 * @module
 */
import { AFFILIATE_PARAM, SERVICE_UNAVAILABLE, type SiteId } from '@d2d/contract';
import { ChannelError } from './channelError.js';
import { CHANNEL_PROTOCOL, parseChannelMessage, type ChannelOp, type ChannelResults, type ShopperState } from './protocol.js';

// the elements and the package entry import it from here

/** The path of the channel page on the store's origin. */
export const CHANNEL_PATH = '/embed/channel.html';

/** Settings of {@link openChannel}. */
export interface ChannelOptions {
  /** The store's canonical origin, e.g. `https://store.example.com`. */
  storeOrigin: string;
  /** The storefront to price in when the store cannot tell the shopper's region. */
  site: SiteId;
  /** Passed to the channel page as `?aff=`: the store records the 30-day attribution. */
  affiliate?: string | undefined;
  /** The partner page's window (default: the global one). */
  window?: Window;
  /** How long to wait for the channel to answer its hello, in ms (default 15 000). */
  readyTimeoutMs?: number;
}

/** The channel between a partner page and the store. */
export interface Channel {
  readonly storeOrigin: string;
  /** The iframe (hidden, out of the accessibility tree). */
  readonly frame: HTMLIFrameElement;
  /** Resolves with the shopper once the channel answers; rejects with a `ChannelError` (`unavailable`) after the timeout. */
  readonly ready: Promise<ShopperState>;
  /** The shopper as the store last said, `null` before the channel answered. */
  state(): ShopperState | null;
  /**
   * Listens to the shopper's changes.
   * @returns Stops listening.
   */
  subscribe(listener: (state: ShopperState) => void): () => void;
  /**
   * Puts the iframe back when the host page removed it (a single-page host that re-rendered its
   * view); the channel then reloads and is greeted again. Calls do this by themselves.
   */
  connect(): void;
  /**
   * Asks the store for an operation.
   * @param op - `product`, `search`, `add`, `remove` or `refresh`.
   * @param arg - The product id, line id or keyword.
   * @returns The store's answer.
   * @throws ChannelError with the reason and the text to show.
   */
  call<K extends ChannelOp>(op: K, arg?: number | string): Promise<ChannelResults[K]>;
  /** Removes the iframe and fails every call still waiting. */
  dispose(): void;
}

let sequence = 0;

/**
 * Opens the channel to a store: appends the hidden iframe and says hello until it answers.
 * @example
 * const channel = openChannel({ storeOrigin: 'https://store.example.com', site: 1 });
 * const shopper = await channel.ready;
 * const product = await channel.call('product', 1042);
 */
export function openChannel(options: ChannelOptions): Channel {
  const { storeOrigin } = options;
  const win = options.window ?? window;
  const doc = win.document;
  const pending = new Map<string, [resolve: (value: never) => void, reject: (error: unknown) => void]>();
  const listeners = new Set<(state: ShopperState) => void>();
  const prefix = Math.random().toString(36).slice(2, 10);
  let current: ShopperState | null = null;
  let closed: ChannelError | null = null;
  let resolveReady!: (state: ShopperState) => void;
  let rejectReady!: (error: unknown) => void;
  const ready = new Promise<ShopperState>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // callers that only make calls see the failure there; keep it from being "unhandled"
  ready.catch(() => undefined);

  const frame = doc.createElement('iframe');
  const src = new URL(CHANNEL_PATH, storeOrigin);
  if (options.affiliate) src.searchParams.set(AFFILIATE_PARAM, options.affiliate);
  frame.src = src.href;
  frame.title = 'D2D store connection';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.setAttribute('data-d2d-channel', '');
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';

  // Calls wait for a channel that said hello back. A single-page host may remove or move the
  // iframe (a moved iframe reloads): the channel then starts afresh and is greeted again.
  let live = false;
  let markLive!: () => void;
  let whenLive = new Promise<void>((resolve) => (markLive = resolve));
  let loads = 0;

  const post = (message: object) => frame.contentWindow?.postMessage({ d2d: CHANNEL_PROTOCOL, ...message }, storeOrigin);
  // the hello goes out when the frame has loaded a document: the channel page starts listening
  // before its load event, and a hello posted earlier (to about:blank) or to a page the browser
  // refused to frame (an origin off the allowlist) would only print a warning in the console
  const hello = () => live || closed || post({ kind: 'hello', site: options.site });

  const rejectPending = (error: ChannelError) => {
    for (const [, reject] of pending.values()) reject(error);
    pending.clear();
  };

  // a new channel document: what the old one was doing is lost, and calls wait for its hello
  const restart = () => {
    if (live) {
      live = false;
      whenLive = new Promise<void>((resolve) => (markLive = resolve));
    }
    rejectPending(new ChannelError('unavailable', SERVICE_UNAVAILABLE));
  };

  const onLoad = () => {
    loads += 1;
    if (loads > 1 && !closed) restart();
    hello();
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== storeOrigin || event.source !== frame.contentWindow || closed) return;
    const message = parseChannelMessage(event.data);
    if (!message) return;
    if (message.kind === 'ready' || message.kind === 'state') {
      if (!current) {
        stopTimers();
        resolveReady(message.state);
      }
      current = message.state;
      if (message.kind === 'ready') {
        live = true;
        markLive();
      }
      for (const listener of [...listeners]) listener(current);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.kind === 'result') waiting[0](message.value as never);
    else waiting[1](new ChannelError(message.code, message.message));
  };

  const fail = (error: ChannelError) => {
    if (closed) return;
    closed = error;
    markLive();
    stopTimers();
    win.removeEventListener('message', onMessage);
    rejectReady(error);
    rejectPending(error);
  };

  win.addEventListener('message', onMessage);
  frame.addEventListener('load', onLoad);
  const readyTimer = setTimeout(
    () =>
      fail(
        new ChannelError(
          'unavailable',
          `The store's channel at ${src.origin}${CHANNEL_PATH} did not answer. Is ${win.location.origin} on the store's partner allowlist (PARTNER_ORIGINS)?`,
        ),
      ),
    options.readyTimeoutMs ?? 15_000,
  );
  function stopTimers() {
    clearTimeout(readyTimer);
  }

  const attach = () => (doc.body ?? doc.documentElement).appendChild(frame);
  // removed by the host page: put it back (it reloads and is greeted again)
  function connect() {
    if (closed || frame.isConnected || !current) return;
    restart();
    attach();
  }
  if (doc.body || doc.readyState !== 'loading') attach();
  else doc.addEventListener('DOMContentLoaded', attach, { once: true });

  return {
    storeOrigin,
    frame,
    ready,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect,
    async call(op, arg) {
      await ready;
      connect();
      await whenLive;
      if (closed) throw closed;
      const id = `${prefix}-${(sequence += 1)}`;
      return new Promise((resolve, reject) => {
        pending.set(id, [resolve, reject]);
        post({ kind: 'call', id, op, ...(arg === undefined ? {} : { arg }) });
      });
    },
    dispose() {
      fail(new ChannelError('unavailable', 'The store channel was closed.'));
      frame.remove();
    },
  };
}
