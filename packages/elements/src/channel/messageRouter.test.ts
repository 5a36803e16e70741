import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChannelWindow, messageEvent } from '../test/messages.js';
import { routeMessages, type MessageRouter } from './messageRouter.js';
import { CHANNEL_PROTOCOL } from './protocol.js';

const STORE = 'https://store.test';
const PARTNER = 'https://blog.example';
const OTHER = 'https://other-partner.example';

describe('routeMessages', () => {
  let fake: ReturnType<typeof fakeChannelWindow>;
  let router: MessageRouter;
  const routed = { hello: vi.fn(), call: vi.fn(), login: vi.fn() };
  const send = (data: unknown, origin = PARTNER, source: unknown = fake.parent) => fake.win.dispatchEvent(messageEvent(data, origin, source));
  const hello = { d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 2 };
  const call = { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'c1', op: 'product', arg: 1 };
  const handoff = { d2d: 'd2d-login-handoff/1', token: 'tok-' + 'x'.repeat(24) };

  beforeEach(() => {
    vi.clearAllMocks();
    fake = fakeChannelWindow(STORE);
    router = routeMessages(fake.win, [PARTNER, OTHER], routed);
  });

  afterEach(() => router.stop());

  it('should hand on a hello and a call from an allowed origin, as read by the protocol', () => {
    send(hello);
    send(call);
    expect(routed.hello).toHaveBeenCalledWith({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 2 });
    expect(routed.call).toHaveBeenCalledWith(call);
  });

  it('should drop origins off the allowlist, other windows and malformed messages', () => {
    send(hello, 'https://blog.example.evil.test');
    send(hello, 'null');
    send(hello, PARTNER, {});
    send({ ...call, op: 'checkout' });
    send({ ...hello, extra: 1 });
    expect(routed.hello).not.toHaveBeenCalled();
    expect(routed.call).not.toHaveBeenCalled();
  });

  it('should listen only to the first partner origin that sent a well-formed message', () => {
    send('not a message', OTHER);
    send(hello);
    send(hello, OTHER);
    expect(routed.hello).toHaveBeenCalledTimes(1);
  });

  it('should post nothing before a partner spoke, then only to its exact origin with the protocol tag', () => {
    router.post({ kind: 'result', id: 'x', value: null });
    expect(fake.posted).toEqual([]);
    send(hello);
    router.post({ kind: 'result', id: 'x', value: null });
    expect(fake.posted).toEqual([{ message: { d2d: CHANNEL_PROTOCOL, kind: 'result', id: 'x', value: null }, targetOrigin: PARTNER }]);
  });

  it("should take a login handoff only from a window of the store's own origin", () => {
    const loginWindow = {};
    send(handoff, PARTNER, fake.parent);
    send(handoff, 'https://evil.example', loginWindow);
    send({ ...handoff, token: 'bad token' }, STORE, loginWindow);
    expect(routed.login).not.toHaveBeenCalled();
    send(handoff, STORE, loginWindow);
    expect(routed.login).toHaveBeenCalledWith(handoff.token);
  });

  it('should hear nothing once stopped', () => {
    router.stop();
    send(hello);
    expect(routed.hello).not.toHaveBeenCalled();
  });
});
