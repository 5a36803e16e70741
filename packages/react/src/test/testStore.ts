import { configure } from '@testing-library/react';
import { endpoints, TOKEN_COOKIE } from '@d2d/contract';
import { createStore, memoryCookies, memoryStorage, systemClock, type Store } from '@d2d/core';

// tests with a store wait for real (scripted) calls; on a busy two-core machine running every
// suite at once, the default 1 s wait is too tight
configure({ asyncUtilTimeout: 5000 });

/** Answers of the scripted server, by `METHOD /path` (no query). */
export type Routes = Record<string, (request: Request) => unknown | Response | Promise<unknown | Response>>;

let counter = 0;

/**
 * A real core store whose `fetch` is answered from a table, for component tests and stories.
 * Each call gets its own api base, so stores never leak between tests. Like core's test store,
 * it checks every call with the contract's schemas (`validate: endpoints`), so a scripted answer
 * that drifts from the wire fails the test with a `ResponseShapeError`.
 * @param routes - Answers by `METHOD /path`; a non-Response value is sent as JSON 200.
 * @param options - A token cookie to start logged in; `validate: false` for a store that does
 *   not check (what the elements build).
 * @returns The store and the requests it sent.
 */
export function createTestStore(routes: Routes = {}, options: { token?: string; site?: 1 | 2 | 3; validate?: boolean } = {}): { store: Store; requests: Request[] } {
  counter += 1;
  const requests: Request[] = [];
  const cookies = memoryCookies();
  if (options.token) cookies.set(TOKEN_COOKIE, options.token);
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const store = createStore({
    apiBase: `http://store-${counter}.test`,
    site: options.site ?? 1,
    adapters: { fetch, cookies, storage: memoryStorage(), clock: systemClock() },
    fingerprint: 'test-fingerprint-0001',
    ...(options.validate === false ? {} : { validate: endpoints }),
  });
  return { store, requests };
}

/** A JSON error answer. */
export function jsonError(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
