import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchAdapter } from './adapters.js';
import { systemClock } from './browserAdapters.js';
import { TimeoutError, sendRequest, type RequestSettings } from './sendRequest.js';

/** A fetch answering from a list, one answer (or thrown error) per call, recording what it got. */
function scripted(answers: Array<Response | Error | 'hang'>) {
  const seen: Request[] = [];
  const fetch: FetchAdapter = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    const next = answers.shift() ?? new Response(null, { status: 599 });
    if (next === 'hang') return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, seen };
}

const read: RequestSettings = { method: 'GET', headers: { Accept: 'application/json' }, timeoutMs: false, retries: 2, clock: systemClock() };

afterEach(() => {
  vi.useRealTimers();
});

describe('sendRequest', () => {
  it('should send the JSON body with its content type and the query on the url', async () => {
    const { fetch, seen } = scripted([new Response('{}', { status: 200 })]);
    const params = new URLSearchParams([['platform', '1100'], ['platform', '1310']]);
    await sendRequest(fetch, 'https://api.test/api/x', { ...read, method: 'POST', json: { a: 1 }, searchParams: params, retries: 0 });
    expect(seen[0]?.url).toBe('https://api.test/api/x?platform=1100&platform=1310');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ a: 1 });
  });

  it('should hand back an error status as an answer, without retrying a write', async () => {
    const { fetch, seen } = scripted([new Response('{}', { status: 502 })]);
    const answer = await sendRequest(fetch, 'https://api.test/x', { ...read, method: 'POST', retries: 0 });
    expect(answer.status).toBe(502);
    expect(seen).toHaveLength(1);
  });

  it('should retry a read after a gateway status or a network failure, 0.3 s then 0.6 s later', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = scripted([new Response(null, { status: 504 }), new TypeError('fetch failed'), new Response('ok', { status: 200 })]);
    const answer = sendRequest(fetch, 'https://api.test/x', read);
    await vi.advanceTimersByTimeAsync(299);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    expect((await answer).status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('should give the last answer or failure once the retries are spent, and not retry other statuses', async () => {
    vi.useFakeTimers();
    const failing = scripted([new TypeError('a'), new TypeError('b'), new TypeError('c')]);
    const failure = sendRequest(failing.fetch, 'https://api.test/x', read).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failure).toMatchObject({ message: 'c' });
    const notFound = scripted([new Response(null, { status: 404 })]);
    expect((await sendRequest(notFound.fetch, 'https://api.test/x', read)).status).toBe(404);
    expect(notFound.seen).toHaveLength(1);
  });

  it("should wait for a 429's Retry-After", async () => {
    vi.useFakeTimers();
    const { fetch, seen } = scripted([new Response(null, { status: 429, headers: { 'Retry-After': '2' } }), new Response(null, { status: 204 })]);
    const answer = sendRequest(fetch, 'https://api.test/x', read);
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(204);
  });

  it('should fail an attempt that outlives its timeout with a TimeoutError, without retrying it', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = scripted(['hang']);
    const failure = sendRequest(fetch, 'https://api.test/x', { ...read, timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failure).toBeInstanceOf(TimeoutError);
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("should reject with the caller's abort reason, during an exchange or a wait", async () => {
    vi.useFakeTimers();
    const during = new AbortController();
    const hanging = scripted(['hang']);
    const first = sendRequest(hanging.fetch, 'https://api.test/x', { ...read, signal: during.signal }).catch((e: unknown) => e);
    during.abort(new Error('left the page'));
    expect(await first).toMatchObject({ message: 'left the page' });

    const waiting = new AbortController();
    const retried = scripted([new Response(null, { status: 502 })]);
    const second = sendRequest(retried.fetch, 'https://api.test/x', { ...read, signal: waiting.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    waiting.abort(new Error('changed filters'));
    expect(await second).toMatchObject({ message: 'changed filters' });
    expect(retried.seen).toHaveLength(1);
  });
});
