import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChannelWindow, flush, messageEvent } from '../test/messages.js';
import { readCookie, startChannelHost, type ChannelHost } from './channelHost.js';
import { CHANNEL_PROTOCOL } from './protocol.js';

const STORE = 'https://store.test';
const PARTNER = 'https://blog.example';

interface FetchCall {
  url: string;
  init: RequestInit;
}

describe('startChannelHost', () => {
  let fake: ReturnType<typeof fakeChannelWindow>;
  let calls: FetchCall[];
  let token: string | undefined;
  let host: ChannelHost;
  let answer: () => Response;

  const send = (data: unknown, origin = PARTNER, source: unknown = fake.parent) => fake.win.dispatchEvent(messageEvent(data, origin, source));
  const request = (extra: Record<string, unknown> = {}) => ({ d2d: CHANNEL_PROTOCOL, kind: 'request', id: 'r-1', method: 'GET', path: '/api/account/shopping_carts', ...extra });

  beforeEach(() => {
    fake = fakeChannelWindow(STORE);
    calls = [];
    token = 'tok-123';
    answer = () => new Response(JSON.stringify({ id: 1, cart_details: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    host = startChannelHost({
      window: fake.win,
      allowlist: [PARTNER],
      readToken: () => token,
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return answer();
      },
    });
  });

  afterEach(() => {
    host.stop();
    vi.useRealTimers();
  });

  it('should answer a hello from an allowed origin with ready, posted to that exact origin', async () => {
    send({ d2d: CHANNEL_PROTOCOL, kind: 'hello' });
    expect(fake.posted).toEqual([{ message: { d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true }, targetOrigin: PARTNER }]);
  });

  it('should relay a request with the store token and post the answer to the exact origin', async () => {
    send(request({ query: { page: '2', 'platform[]': ['1100', '1310'] }, fingerprint: 'fp-0123456789' }));
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${STORE}/api/account/shopping_carts?page=2&platform%5B%5D=1100&platform%5B%5D=1310`);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['X-Device-Fingerprint']).toBe('fp-0123456789');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[0]!.init.redirect).toBe('error');
    expect(fake.posted).toEqual([
      {
        message: { d2d: CHANNEL_PROTOCOL, kind: 'response', id: 'r-1', status: 200, body: '{"id":1,"cart_details":[]}', contentType: 'application/json' },
        targetOrigin: PARTNER,
      },
    ]);
    expect(fake.posted.some((p) => p.targetOrigin === '*')).toBe(false);
  });

  it('should send the JSON body of a write', async () => {
    send(request({ method: 'POST', body: { product_id: 1042 } }));
    await flush();
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"product_id":1042}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('should give no answer at all to an origin off the allowlist, however close it looks', async () => {
    for (const origin of ['https://evil.example', 'https://blog.example.evil.test', 'http://blog.example', 'https://blog.example:444', 'null', '']) {
      send({ d2d: CHANNEL_PROTOCOL, kind: 'hello' }, origin);
      send(request(), origin);
    }
    await flush();
    expect(calls).toEqual([]);
    expect(fake.posted).toEqual([]);
  });

  it('should ignore messages that do not come from its parent frame', async () => {
    send(request(), PARTNER, {});
    send(request(), PARTNER, null);
    await flush();
    expect(calls).toEqual([]);
    expect(fake.posted).toEqual([]);
  });

  it('should ignore malformed messages without answering', async () => {
    for (const data of ['hello', null, { kind: 'request' }, request({ id: 'bad id' }), request({ path: 'https://evil.example/steal' }), request({ method: 'TRACE' }), request({ extra: true })]) {
      send(data);
    }
    await flush();
    expect(calls).toEqual([]);
    expect(fake.posted).toEqual([]);
  });

  it('should refuse with 403 and without calling the server a call partner pages may not make', async () => {
    send(request({ path: '/api/account/inventories' }));
    send(request({ id: 'r-2', method: 'PATCH', path: '/api/account/update_password', body: { account: {} } }));
    await flush();
    expect(calls).toEqual([]);
    expect(fake.posted.map((p) => (p.message as { status: number; id: string }).status)).toEqual([403, 403]);
    expect(fake.posted.every((p) => p.targetOrigin === PARTNER)).toBe(true);
  });

  it('should mask the account before the partner sees it', async () => {
    answer = () => new Response(JSON.stringify({ id: 3, emailAddress: 'ana@example.com', token: 'tok-123', address: { city: 'Oslo' } }), { status: 200 });
    send(request({ path: '/api/account/getcurrent' }));
    await flush();
    const body = (fake.posted[0]!.message as { body: string }).body;
    expect(JSON.parse(body)).toEqual({ id: 3, emailAddress: 'a•••@example.com' });
  });

  it('should pass error statuses through and report an unreachable server as a failure', async () => {
    answer = () => new Response('{"message":"nope"}', { status: 422 });
    send(request());
    await flush();
    expect((fake.posted[0]!.message as { status: number }).status).toBe(422);
    answer = () => {
      throw new TypeError('network down');
    };
    send(request({ id: 'r-2' }));
    await flush();
    expect(fake.posted[1]!.message).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'failure', id: 'r-2', message: 'The store could not be reached.' });
  });

  it('should send no token for a visitor', async () => {
    token = undefined;
    send(request());
    await flush();
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('should tell the partner when the store login changes', async () => {
    host.stop();
    vi.useFakeTimers();
    token = undefined;
    host = startChannelHost({ window: fake.win, allowlist: [PARTNER], readToken: () => token, pollMs: 1000, fetch: async () => answer() });
    send({ d2d: CHANNEL_PROTOCOL, kind: 'hello' });
    expect(fake.posted.at(-1)!.message).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: false });
    token = 'new-login';
    vi.advanceTimersByTime(1000);
    expect(fake.posted.at(-1)).toEqual({ message: { d2d: CHANNEL_PROTOCOL, kind: 'session', session: true }, targetOrigin: PARTNER });
    vi.advanceTimersByTime(3000);
    expect(fake.posted).toHaveLength(2);
    token = undefined;
    vi.advanceTimersByTime(1000);
    expect(fake.posted.at(-1)!.message).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'session', session: false });
  });

  it('should do nothing when it is not inside a frame', async () => {
    const top = fakeChannelWindow(STORE);
    Object.assign(top.win, { parent: top.win });
    const lone = startChannelHost({ window: top.win, allowlist: [PARTNER], readToken: () => 'x', fetch: async () => answer() });
    top.win.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'hello' }, PARTNER, top.win));
    expect(top.posted).toEqual([]);
    lone.stop();
  });
});

describe('readCookie', () => {
  it('should read one cookie by its exact name', () => {
    expect(readCookie('a=1; token=abc%20d; tokenx=no', 'token')).toBe('abc d');
    expect(readCookie('xtoken=1', 'token')).toBeUndefined();
    expect(readCookie('token=', 'token')).toBeUndefined();
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });
});
