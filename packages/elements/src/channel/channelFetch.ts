/**
 * `channelFetch`: core's `fetch` adapter over the hidden channel, so the one core store of a
 * partner page sends every call through the store's origin with the store's login.
 * @module
 */
import type { FetchAdapter } from '@d2d/core';
import type { ChannelClient } from './channelClient.js';
import type { ChannelMethod, ChannelQuery } from './protocol.js';

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// statuses whose Response must not have a body
const NULL_BODY = new Set([204, 205, 304]);

/**
 * A `fetch` that sends calls to the store's API through the channel. Only JSON calls to the
 * store's own origin are accepted; anything else rejects with a `TypeError`, like a refused
 * network call.
 * @param channel - The page's channel.
 * @returns A fetch adapter for `createStore({ adapters: browserAdapters({ fetch }) })`.
 * @example
 * import { createStore, browserAdapters } from '@d2d/core';
 * import { ChannelClient, channelFetch } from '@d2d/elements';
 *
 * const channel = new ChannelClient({ storeOrigin: 'https://store.example.com' });
 * const store = createStore({
 *   apiBase: 'https://store.example.com',
 *   site: 1,
 *   adapters: browserAdapters({ fetch: channelFetch(channel) }),
 * });
 */
export function channelFetch(channel: ChannelClient): FetchAdapter {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== channel.storeOrigin) {
      throw new TypeError(`channelFetch only reaches ${channel.storeOrigin}, not ${url.origin}.`);
    }
    if (!METHODS.includes(request.method)) throw new TypeError(`channelFetch does not send ${request.method} calls.`);
    const query: ChannelQuery = {};
    for (const [key, value] of url.searchParams) {
      const current = query[key];
      query[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
    }
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        throw new TypeError('channelFetch sends JSON bodies only.');
      }
    }
    const fingerprint = request.headers.get('x-device-fingerprint');
    const answer = await channel.request(
      {
        method: request.method as ChannelMethod,
        path: url.pathname,
        ...(Object.keys(query).length > 0 ? { query } : {}),
        ...(body === undefined ? {} : { body }),
        ...(fingerprint ? { fingerprint } : {}),
      },
      request.signal,
    );
    return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    });
  };
}
