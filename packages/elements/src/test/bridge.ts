/**
 * Connects a partner page's channel iframe (in jsdom) to a real store host on a fake store
 * window, delivering messages the way a browser does: only to the addressed origin, with the
 * sender's origin and window. The store host runs core's real store; only the store's server is
 * a table of answers, and the store origin's cookie jar is kept in memory.
 */
import { browserAdapters, memoryCookies, memoryStorage } from '@d2d/core';
import { openChannelStore } from '../channel/channelPage.js';
import { startStoreHost, type StoreHost } from '../channel/storeHost.js';
import { fakeChannelWindow, messageEvent } from './messages.js';

/** One call the fake store received. */
export interface StoreCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
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
  /** The store's login token cookie at the start. */
  token?: string | undefined;
  allowlist?: string[];
  pollMs?: number;
}

/** A running bridge. */
export interface Bridge {
  calls: StoreCall[];
  host: StoreHost;
  /** Logs the shopper in or out on the store's origin (sets or removes its `token` cookie). */
  setToken(token: string | undefined): void;
  /** The store origin's `token` cookie. */
  token(): string | undefined;
  /** Messages the channel posted, in order, with their target origin. */
  posted: Array<{ message: unknown; targetOrigin: string }>;
  stop(): void;
}

/**
 * A fetch that answers from a route table (`'METHOD /path'`), as the store's server would.
 * @param routes - The answers.
 * @param calls - Receives every call made.
 */
export function tableFetch(routes: StoreRoutes, calls: StoreCall[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: StoreCall = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = route ? await route(call) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Bridges an iframe of the page to a store host.
 * @param frame - The channel iframe the client created.
 */
export function bridgeChannel(frame: HTMLIFrameElement, options: BridgeOptions): Bridge {
  const partnerOrigin = window.location.origin;
  const fake = fakeChannelWindow(options.storeOrigin);
  const frameWindow = frame.contentWindow as Window;
  const calls: StoreCall[] = [];
  const posted: Bridge['posted'] = [];
  const cookies = memoryCookies();
  if (options.token) cookies.set('token', options.token);
  // channel → page: delivered only when addressed to the page's origin
  fake.parent.postMessage = (message: unknown, targetOrigin: string) => {
    posted.push({ message: structuredClone(message), targetOrigin });
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
  const host = startStoreHost({
    window: fake.win,
    allowlist: options.allowlist ?? [partnerOrigin],
    openStore: (site) => openChannelStore(options.storeOrigin, site, browserAdapters({ fetch: tableFetch(options.routes, calls), cookies, storage: memoryStorage() })),
    readToken: () => cookies.get('token'),
    pollMs: options.pollMs ?? 20,
  });
  // the channel page has loaded: the client greets it
  frame.dispatchEvent(new Event('load'));
  return {
    calls,
    host,
    posted,
    setToken: (token) => (token ? cookies.set('token', token) : cookies.remove('token')),
    token: () => cookies.get('token'),
    stop: () => host.stop(),
  };
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
