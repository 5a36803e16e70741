import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeChannel, type Bridge } from '../test/bridge.js';
import { cartJson, productJson } from '../test/fixtures.js';
import { messageEvent } from '../test/messages.js';
import { ChannelError } from './channelError.js';
import { openChannel, type Channel } from './channelClient.js';
import { CHANNEL_PROTOCOL, type ShopperState } from './protocol.js';

const STORE = 'https://store.test';

const visitor: ShopperState = { loggedIn: false, site: 1, cart: null, lines: [], totals: null, loading: false, offers: {} };

describe('openChannel', () => {
  let channel: Channel;
  let bridge: Bridge | undefined;

  const shopperRoutes = (loggedIn: () => boolean) => ({
    'GET /api/account/getcurrent': () => (loggedIn() ? { body: { id: 1, emailAddress: 'ann@example.com' } } : { status: 401, body: { message: 'Unauthorized' } }),
    'GET /api/account/shopping_carts': () => ({ body: cartJson([{ id: 7, title: 'Seven Seas' }]) }),
  });

  beforeEach(() => {
    channel = openChannel({ storeOrigin: STORE, site: 2, affiliate: 'blog42', readyTimeoutMs: 500 });
  });

  afterEach(() => {
    bridge?.stop();
    bridge = undefined;
    channel.dispose();
    vi.useRealTimers();
  });

  it('should add one hidden iframe on the store channel page, with the affiliate', () => {
    const frames = document.querySelectorAll('iframe[data-d2d-channel]');
    expect(frames).toHaveLength(1);
    expect(channel.frame.src).toBe(`${STORE}/embed/channel.html?aff=blog42`);
    expect(channel.frame.getAttribute('aria-hidden')).toBe('true');
    expect(channel.frame.tabIndex).toBe(-1);
  });

  it('should become ready with the shopper the store has: login, cart lines and site', async () => {
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, token: 'tok', routes: shopperRoutes(() => true) });
    const state = await channel.ready;
    expect(state.loggedIn).toBe(true);
    expect(state.lines.map((line) => line.line.product.title)).toEqual(['Seven Seas']);
    // the thumbnail points at the store, not at the partner page
    expect(state.lines[0]!.line.product.thumbnail_image).toBe(`${STORE}/art/product/7/thumbnail.svg`);
    // the store could not tell the region: the page's site stands
    expect(state.site).toBe(2);
    expect(channel.state()).toEqual(state);
    expect(bridge.calls.find((call) => call.path === '/api/account/getcurrent')?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('should match answers to their calls when several are in flight', async () => {
    bridge = bridgeChannel(channel.frame, {
      storeOrigin: STORE,
      routes: {
        'GET /api/product/get/1': async () => {
          await new Promise((r) => setTimeout(r, 30));
          return { body: productJson(1, 'One') };
        },
        'GET /api/product/get/2': () => ({ body: productJson(2, 'Two') }),
      },
    });
    const [one, two] = await Promise.all([channel.call('product', 1), channel.call('product', 2)]);
    expect([one.title, two.title]).toEqual(['One', 'Two']);
    expect(one.frontImage).toBe(`${STORE}/art/product/1/front.svg`);
    // each product loaded gets its offer button in the shopper's state
    expect(channel.state()!.offers[1]?.label).toBe('Add to Cart');
    expect(channel.state()!.offers[2]?.action).toBe('add-to-cart');
  });

  it('should report login changes made on the store', async () => {
    let loggedIn = false;
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, routes: shopperRoutes(() => loggedIn) });
    expect((await channel.ready).loggedIn).toBe(false);
    const seen: boolean[] = [];
    channel.subscribe((state) => seen.push(state.loggedIn));
    loggedIn = true;
    bridge.setToken('logged-in');
    await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
    await vi.waitFor(() => expect(channel.state()!.lines).toHaveLength(1));
    bridge.setToken(undefined);
    await vi.waitFor(() => expect(channel.state()!.loggedIn).toBe(false));
    expect(channel.state()!.cart).toBeNull();
  });

  it('should turn a refusal into a ChannelError with its reason and the text to show', async () => {
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, routes: {} });
    await channel.ready;
    await expect(channel.call('product', 404)).rejects.toMatchObject({ name: 'ChannelError', code: 'not-found', message: 'This offer is not available.' });
    await expect(channel.call('add', 1)).rejects.toMatchObject({ code: 'login', message: 'Please Login.' });
  });

  it('should ignore messages from another origin, another window or of another shape', async () => {
    const frameWindow = channel.frame.contentWindow;
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: visitor }, 'https://evil.example', frameWindow));
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: visitor }, STORE, window));
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: { loggedIn: 'yes' } }, STORE, frameWindow));
    window.dispatchEvent(messageEvent({ d2d: 'd2d-channel/1', kind: 'ready', session: true }, STORE, frameWindow));
    await new Promise((r) => setTimeout(r, 10));
    expect(channel.state()).toBeNull();
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: visitor }, STORE, frameWindow));
    await expect(channel.ready).resolves.toEqual(visitor);
  });

  it('should address every message to the store origin, never to *', async () => {
    const targets: string[] = [];
    const frameWindow = channel.frame.contentWindow as unknown as { postMessage: (m: unknown, o: string) => void };
    frameWindow.postMessage = (_message, targetOrigin) => targets.push(targetOrigin);
    channel.frame.dispatchEvent(new Event('load'));
    window.dispatchEvent(messageEvent({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state: visitor }, STORE, channel.frame.contentWindow));
    await channel.ready;
    void channel.call('product', 1).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(targets.length).toBeGreaterThan(1);
    expect(new Set(targets)).toEqual(new Set([STORE]));
  });

  it('should greet the channel once its page has loaded, not before and not again while waiting', async () => {
    const hellos: unknown[] = [];
    const frameWindow = channel.frame.contentWindow as unknown as { postMessage: (m: unknown, o: string) => void };
    frameWindow.postMessage = (message) => hellos.push(message);
    await new Promise((r) => setTimeout(r, 300));
    // nothing posted to about:blank: a browser would print a warning for each
    expect(hellos).toEqual([]);
    channel.frame.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 300));
    expect(hellos).toEqual([{ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 2 }]);
  });

  it('should fail with a sentence naming the allowlist when the channel never answers', async () => {
    await expect(channel.ready).rejects.toThrow(ChannelError);
    await expect(channel.ready).rejects.toThrow(`Is ${window.location.origin} on the store's partner allowlist (PARTNER_ORIGINS)?`);
    await expect(channel.call('product', 1)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('should put the iframe back when the host page removed it, and greet the new channel', async () => {
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, routes: { 'GET /api/product/get/3': () => ({ body: productJson(3, 'Three') }) } });
    await channel.ready;
    channel.frame.remove();
    const loading = channel.call('product', 3);
    await vi.waitFor(() => expect(channel.frame.isConnected).toBe(true));
    // the frame reloads: the old channel is gone, a new one answers the greeting
    bridge.stop();
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, routes: { 'GET /api/product/get/3': () => ({ body: productJson(3, 'Three') }) } });
    channel.frame.dispatchEvent(new Event('load'));
    channel.frame.dispatchEvent(new Event('load'));
    expect((await loading).title).toBe('Three');
  });

  it('should fail calls in flight and remove the iframe when disposed', async () => {
    bridge = bridgeChannel(channel.frame, { storeOrigin: STORE, routes: { 'GET /api/product/get/1': () => new Promise(() => undefined) } });
    await channel.ready;
    const pending = channel.call('product', 1);
    await new Promise((r) => setTimeout(r, 5));
    channel.dispose();
    await expect(pending).rejects.toThrow('The store channel was closed.');
    expect(document.querySelector('iframe[data-d2d-channel]')).toBeNull();
  });
});
