/**
 * The partner side of the hidden cross-origin channel: a hidden iframe on the store's origin
 * (`<store>/embed/channel.html`) and the request/answer bookkeeping over `postMessage`.
 * Messages are posted only to the store's exact origin and read only from that origin and that
 * iframe; anything else on the page's message bus is ignored.
 * @module
 */
import { CHANNEL_PROTOCOL, parseChannelMessage, type ChannelRequest, type ChannelResponse } from './protocol.js';

/** The path of the channel page on the store's origin. */
export const CHANNEL_PATH = '/embed/channel.html';

/** One call to send: a {@link ChannelRequest} without its envelope. */
export type ChannelCall = Omit<ChannelRequest, 'd2d' | 'kind' | 'id'>;

/** The channel did not answer (not framed, not allowed, store down) or was closed. */
export class ChannelUnavailableError extends Error {
  override readonly name = 'ChannelUnavailableError';
}

/** Settings of a {@link ChannelClient}. */
export interface ChannelClientOptions {
  /** The store's canonical origin, e.g. `https://store.example.com`. */
  storeOrigin: string;
  /** Passed to the channel page as `?aff=`: the store records the 30-day attribution. */
  affiliate?: string | undefined;
  /** The partner page's window (default: the global one). */
  window?: Window;
  /** How long to wait for the channel to answer its hello, in ms (default 15 000). */
  readyTimeoutMs?: number;
}

interface Pending {
  resolve(answer: ChannelResponse): void;
  reject(error: unknown): void;
}

let sequence = 0;

/**
 * The channel between a partner page and the store. Create one per store origin per page
 * (`initElements` does).
 * @example
 * const channel = new ChannelClient({ storeOrigin: 'https://store.example.com' });
 * const loggedIn = await channel.ready;
 * const answer = await channel.request({ method: 'GET', path: '/api/account/shopping_carts' });
 */
export class ChannelClient {
  readonly storeOrigin: string;
  /** Resolves with the store's login state once the channel answers; rejects after the timeout. */
  readonly ready: Promise<boolean>;
  /** The iframe (hidden, out of the accessibility tree). */
  readonly frame: HTMLIFrameElement;

  readonly #win: Window;
  readonly #pending = new Map<string, Pending>();
  readonly #listeners = new Set<(session: boolean) => void>();
  readonly #prefix = Math.random().toString(36).slice(2, 10);
  #session = false;
  #isReady = false;
  #closed: Error | null = null;
  #helloTimer: ReturnType<typeof setInterval> | undefined;
  #readyTimer: ReturnType<typeof setTimeout> | undefined;
  #resolveReady!: (session: boolean) => void;
  #rejectReady!: (error: Error) => void;

  constructor(options: ChannelClientOptions) {
    this.storeOrigin = options.storeOrigin;
    this.#win = options.window ?? window;
    this.ready = new Promise<boolean>((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    // callers that only send requests see the failure there; keep it from being "unhandled"
    this.ready.catch(() => undefined);

    const doc = this.#win.document;
    const frame = doc.createElement('iframe');
    const src = new URL(CHANNEL_PATH, this.storeOrigin);
    if (options.affiliate) src.searchParams.set('aff', options.affiliate);
    frame.src = src.href;
    frame.title = 'D2D store connection';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.setAttribute('data-d2d-channel', '');
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden;';
    this.frame = frame;

    this.#win.addEventListener('message', this.#onMessage);
    frame.addEventListener('load', this.#hello);
    // the hello is addressed to the store's origin: while the frame still shows about:blank the
    // browser drops it, so repeat it until the channel answers
    this.#helloTimer = setInterval(this.#hello, 250);
    this.#readyTimer = setTimeout(() => {
      const here = this.#win.location.origin;
      this.#fail(
        new ChannelUnavailableError(
          `The store's channel at ${src.origin}${CHANNEL_PATH} did not answer. Is ${here} on the store's partner allowlist (PARTNER_ORIGINS)?`,
        ),
      );
    }, options.readyTimeoutMs ?? 15_000);

    const attach = () => (doc.body ?? doc.documentElement).appendChild(frame);
    if (doc.body || doc.readyState !== 'loading') attach();
    else doc.addEventListener('DOMContentLoaded', attach, { once: true });
  }

  /** Whether the store has a login (its `token` cookie), as the channel last said. */
  get session(): boolean {
    return this.#session;
  }

  /** Whether the channel has answered its hello. */
  get isReady(): boolean {
    return this.#isReady;
  }

  /**
   * Listens to login changes on the store (a login in the login window, a logout in a store tab).
   * @returns Stops listening.
   */
  onSession(listener: (session: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Forgets the login locally (the store answered 401: the token expired). A later login on the
   * store is reported by the channel as a session change.
   */
  markSignedOut(): void {
    this.#session = false;
  }

  /**
   * Sends a call through the channel.
   * @param call - Method, API path, query, JSON body and fingerprint.
   * @param signal - Aborts the wait (the store may still perform the call).
   * @returns The answer: status, body text and content type.
   * @throws ChannelUnavailableError when the channel never answered or was closed; the abort
   *   reason when `signal` aborts.
   */
  async request(call: ChannelCall, signal?: AbortSignal | null): Promise<ChannelResponse> {
    signal?.throwIfAborted();
    await this.ready;
    signal?.throwIfAborted();
    if (this.#closed) throw this.#closed;
    sequence += 1;
    const id = `${this.#prefix}-${sequence}`;
    const target = this.frame.contentWindow;
    if (!target) throw new ChannelUnavailableError('The store channel frame was removed from the page.');
    return new Promise<ChannelResponse>((resolve, reject) => {
      const onAbort = () => {
        this.#pending.delete(id);
        reject(signal?.reason ?? new DOMException('The call was aborted.', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      this.#pending.set(id, {
        resolve: (answer) => {
          done();
          resolve(answer);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      const message: ChannelRequest = { d2d: CHANNEL_PROTOCOL, kind: 'request', id, ...call };
      target.postMessage(message, this.storeOrigin);
    });
  }

  /** Removes the iframe and fails every call still waiting. */
  dispose(): void {
    this.#fail(new ChannelUnavailableError('The store channel was closed.'));
    this.frame.remove();
  }

  readonly #hello = () => {
    if (this.#isReady || this.#closed) return;
    this.frame.contentWindow?.postMessage({ d2d: CHANNEL_PROTOCOL, kind: 'hello' }, this.storeOrigin);
  };

  readonly #onMessage = (event: MessageEvent) => {
    if (event.origin !== this.storeOrigin || event.source !== this.frame.contentWindow) return;
    const message = parseChannelMessage(event.data);
    if (!message || this.#closed) return;
    switch (message.kind) {
      case 'ready':
        if (this.#isReady) return;
        this.#isReady = true;
        this.#session = message.session;
        this.#stopTimers();
        this.#resolveReady(message.session);
        return;
      case 'session':
        this.#session = message.session;
        for (const listener of [...this.#listeners]) listener(message.session);
        return;
      case 'response':
      case 'failure': {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        if (message.kind === 'response') pending.resolve(message);
        else pending.reject(new TypeError(`Failed to fetch through the store channel: ${message.message}`));
        return;
      }
    }
  };

  #stopTimers(): void {
    clearInterval(this.#helloTimer);
    clearTimeout(this.#readyTimer);
  }

  #fail(error: Error): void {
    if (this.#closed) return;
    this.#closed = error;
    this.#stopTimers();
    this.#win.removeEventListener('message', this.#onMessage);
    this.frame.removeEventListener('load', this.#hello);
    if (!this.#isReady) this.#rejectReady(error);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
