/**
 * A fake `fetch` adapter that plays the server's documented answers, for unit tests. Routes are
 * matched newest first, so a test can override a default answer.
 */
import type { FetchAdapter } from '../adapters.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Responder = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

interface Route {
  method: string;
  path: string;
  responder: Responder;
  times: number;
}

export interface FakeServer {
  fetch: FetchAdapter;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Answers `method path` (exact path, no query) with `reply`; `times` limits how often. */
  on(method: string, path: string, reply: Responder, times?: number): FakeServer;
  /** Makes every request fail as if the network were down. */
  offline(down?: boolean): void;
  /** Requests to one `method path`. */
  calls(method: string, path: string): RecordedRequest[];
}

export function fakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  let down = false;
  const server: FakeServer = {
    requests,
    async fetch(input, init) {
      const request = input instanceof Request ? input : new Request(input, init);
      if (down) throw new TypeError('fetch failed');
      const url = new URL(request.url);
      const text = await request.text();
      const recorded: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(recorded);
      const route = [...routes].reverse().find((r) => r.method === request.method && r.path === url.pathname && r.times > 0);
      if (!route) return json(404, { message: `No fake route for ${request.method} ${url.pathname}` });
      route.times -= 1;
      const reply = typeof route.responder === 'function' ? await route.responder(recorded) : route.responder;
      if (reply.body === undefined) return new Response(null, { status: reply.status ?? 200 });
      return json(reply.status ?? 200, reply.body);
    },
    on(method, path, reply, times = Number.POSITIVE_INFINITY) {
      routes.push({ method, path, responder: reply, times });
      return server;
    },
    offline(value = true) {
      down = value;
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
  return server;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
