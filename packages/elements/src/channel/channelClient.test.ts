import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeChannel, type Bridge } from '../test/bridge.js';
import { messageEvent } from '../test/messages.js';
import { ChannelClient, ChannelUnavailableError } from './channelClient.js';
import { CHANNEL_PROTOCOL } from './protocol.js';

const STORE = 'https://store.test';

describe('ChannelClient', () => {
  let client: ChannelClient;
  let bridge: Bridge | undefined;
  let token: string | undefined;

  beforeEach(() => {
    token = 'tok';
    client = new ChannelClient({ storeOrigin: STORE, affiliate: 'blog42', readyTimeoutMs: 500 });
  });

  afterEach(() => {
    bridge?.stop();
    bridge = undefined;
    client.dispose();
    vi.useRealTimers();
  });

  it('should add one hidden iframe on the store channel page, with the affiliate', () => {
    const frames = document.querySelectorAll('iframe[data-d2d-channel]');
    expect(frames).toHaveLength(1);
    expect(client.frame.src).toBe(`${STORE}/embed/channel.html?aff=blog42`);
    expect(client.frame.getAttribute('aria-hidden')).toBe('true');
    expect(client.frame.tabIndex).toBe(-1);
  });

  it('should become ready with the store login state and relay calls', async () => {
    bridge = bridgeChannel(client.frame, { storeOrigin: STORE, token: () => token, routes: { 'GET /api/account/shopping_carts': () => ({ body: { id: 9 } }) } });
    await expect(client.ready).resolves.toBe(true);
    const answer = await client.request({ method: 'GET', path: '/api/account/shopping_carts' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: 9 });
    expect(bridge.calls[0]!.headers.Authorization).toBe('Bearer tok');
  });

  it('should match answers to their requests when several are in flight', async () => {
    bridge = bridgeChannel(client.frame, {
      storeOrigin: STORE,
      routes: {
        'GET /api/product/get/1': async () => {
          await new Promise((r) => setTimeout(r, 30));
          return { body: { id: 1 } };
        },
        'GET /api/product/get/2': () => ({ body: { id: 2 } }),
      },
    });
    const [one, two] = await Promise.all([
      client.request({ method: 'GET', path: '/api/product/get/1' }),
      client.request({ method: 'GET', path: '/api/product/get/2' }),
    ]);
    expect(JSON.parse(one.body)).toEqual({ id: 1 });
    expect(JSON.parse(two.body)).toEqual({ id: 2 });
  });

  it('should report store login changes', async () => {
    token = undefined;
    bridge = bridgeChannel(client.frame, { storeOrigin: STORE, token: () => token, routes: {} });
    expect(await client.ready).toBe(false);
    const seen: boolean[] = [];
    client.onSession((session) => seen.push(session));
    token = 'logged-in';
    await vi.waitFor(() => expect(seen).toEqual([true]));
    expect(client.session).toBe(true);
    client.markSignedOut();
    expect(client.session).toBe(false);
  });

  it('should ignore messages from another origin or another window', async () => {
    const frameWindow = client.frame.contentWindow;
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true }, 'https://evil.example', frameWindow));
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true }, STORE, window));
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: 'yes' }, STORE, frameWindow));
    await new Promise((r) => setTimeout(r, 10));
    expect(client.isReady).toBe(false);
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true }, STORE, frameWindow));
    await expect(client.ready).resolves.toBe(true);
  });

  it('should address every message to the store origin, never to *', async () => {
    const targets: string[] = [];
    const frameWindow = client.frame.contentWindow as unknown as { postMessage: (m: unknown, o: string) => void };
    frameWindow.postMessage = (_message, targetOrigin) => targets.push(targetOrigin);
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: false }, STORE, client.frame.contentWindow));
    await client.ready;
    void client.request({ method: 'GET', path: '/api/product/get/1' }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(targets.length).toBeGreaterThan(0);
    expect(new Set(targets)).toEqual(new Set([STORE]));
  });

  it('should fail with a sentence naming the allowlist when the channel never answers', async () => {
    await expect(client.ready).rejects.toThrow(ChannelUnavailableError);
    await expect(client.ready).rejects.toThrow(`Is ${window.location.origin} on the store's partner allowlist (PARTNER_ORIGINS)?`);
    await expect(client.request({ method: 'GET', path: '/api/product/get/1' })).rejects.toThrow(ChannelUnavailableError);
  });

  it('should stop waiting for an answer when the call is aborted', async () => {
    bridge = bridgeChannel(client.frame, { storeOrigin: STORE, routes: { 'GET /api/product/get/1': () => new Promise(() => undefined) } });
    await client.ready;
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: '/api/product/get/1' }, controller.signal);
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toThrow('stop');
  });

  it('should fail calls in flight and remove the iframe when disposed', async () => {
    bridge = bridgeChannel(client.frame, { storeOrigin: STORE, routes: { 'GET /api/product/get/1': () => new Promise(() => undefined) } });
    await client.ready;
    const pending = client.request({ method: 'GET', path: '/api/product/get/1' });
    await new Promise((r) => setTimeout(r, 5));
    client.dispose();
    await expect(pending).rejects.toThrow('The store channel was closed.');
    expect(document.querySelector('iframe[data-d2d-channel]')).toBeNull();
  });
});
