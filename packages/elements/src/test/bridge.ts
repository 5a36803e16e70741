/**
 * Connects a partner page's channel iframe (in jsdom) to a real channel host on a fake store
 * window, delivering messages the way a browser does: only to the addressed origin, with the
 * sender's origin and window. The store's API is a table of answers.
 */
import { startChannelHost, type ChannelHost } from '../channel/channelHost.js';
import { fakeChannelWindow, messageEvent } from './messages.js';

/** One call the fake store received. */
export interface StoreCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer of the fake store: JSON with a status (200 by default). */
export interface StoreAnswer {
  status?: number;
  body?: unknown;
}

export type StoreRoutes = Record<string, (call: StoreCall) => StoreAnswer | Promise<StoreAnswer>>;

/** Options of {@link bridgeChannel}. */
export interface BridgeOptions {
  storeOrigin: string;
  routes: StoreRoutes;
  /** The store's login token cookie; changes are pushed to the page. */
  token?: () => string | undefined;
  allowlist?: string[];
  pollMs?: number;
}

/** A running bridge. */
export interface Bridge {
  calls: StoreCall[];
  host: ChannelHost;
  stop(): void;
}

/**
 * Bridges an iframe of the page to a channel host.
 * @param frame - The channel iframe the client created.
 */
export function bridgeChannel(frame: HTMLIFrameElement, options: BridgeOptions): Bridge {
  const partnerOrigin = window.location.origin;
  const fake = fakeChannelWindow(options.storeOrigin);
  const frameWindow = frame.contentWindow as Window;
  const calls: StoreCall[] = [];
  // channel → page: delivered only when addressed to the page's origin
  fake.parent.postMessage = (message: unknown, targetOrigin: string) => {
    if (targetOrigin !== partnerOrigin) return;
    const copy = structuredClone(message);
    setTimeout(() => window.dispatchEvent(messageEvent(copy, options.storeOrigin, frameWindow)), 0);
  };
  // page → channel: delivered only when addressed to the store's origin
  (frameWindow as unknown as { postMessage: (m: unknown, o: string) => void }).postMessage = (message, targetOrigin) => {
    if (targetOrigin !== options.storeOrigin) return;
    const copy = structuredClone(message);
    setTimeout(() => fake.win.dispatchEvent(messageEvent(copy, partnerOrigin, fake.parent)), 0);
  };
  const host = startChannelHost({
    window: fake.win,
    allowlist: options.allowlist ?? [partnerOrigin],
    readToken: options.token ?? (() => undefined),
    pollMs: options.pollMs ?? 20,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call: StoreCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: { ...(init?.headers as Record<string, string>) }, body };
      calls.push(call);
      const route = options.routes[`${call.method} ${call.path}`];
      const answer = route ? await route(call) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { calls, host, stop: () => host.stop() };
}

/**
 * Waits for the channel iframe a client appends to the page and bridges it.
 * @returns The bridge, once the iframe exists.
 */
export function bridgeNextChannel(options: BridgeOptions): Promise<Bridge> {
  const existing = document.querySelector<HTMLIFrameElement>('iframe[data-d2d-channel]');
  if (existing) return Promise.resolve(bridgeChannel(existing, options));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-d2d-channel]');
      if (!frame) return;
      observer.disconnect();
      resolve(bridgeChannel(frame, options));
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}
