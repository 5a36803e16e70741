import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHANNEL_PROTOCOL, parseChannelMessage, parsePartnerMessage } from './protocol.js';

const call = (extra: Record<string, unknown> = {}) => ({ d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'p-1', op: 'product', arg: 1042, ...extra });

describe('parsePartnerMessage', () => {
  it('should read a hello and each operation of the protocol', () => {
    expect(parsePartnerMessage({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 2 })).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 2 });
    expect(parsePartnerMessage(call())).toEqual(call());
    expect(parsePartnerMessage(call({ op: 'add', arg: 7 }))).toEqual(call({ op: 'add', arg: 7 }));
    expect(parsePartnerMessage(call({ op: 'remove', arg: 700 }))).toEqual(call({ op: 'remove', arg: 700 }));
    expect(parsePartnerMessage(call({ op: 'search', arg: 'star' }))).toEqual(call({ op: 'search', arg: 'star' }));
    const refresh = { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'r', op: 'refresh' };
    expect(parsePartnerMessage(refresh)).toEqual(refresh);
  });

  it('should ignore a message with any malformed, missing or extra field', () => {
    const bad: unknown[] = [
      'hello',
      null,
      [],
      { d2d: CHANNEL_PROTOCOL, kind: 'hello' },
      { d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 4 },
      { d2d: CHANNEL_PROTOCOL, kind: 'hello', site: '1' },
      { d2d: CHANNEL_PROTOCOL, kind: 'hello', site: 1, extra: true },
      { d2d: 'd2d-channel/1', kind: 'hello', site: 1 },
      { d2d: 'd2d-channel/1', kind: 'request', id: 'a', method: 'GET', path: '/api/account/inventories' },
      call({ id: '' }),
      call({ id: 'a b' }),
      call({ id: 'x'.repeat(65) }),
      call({ id: 7 }),
      call({ op: 'checkout' }),
      call({ op: 'request', arg: '/api/account/getcurrent' }),
      call({ op: 'toString' }),
      call({ arg: '1042' }),
      call({ arg: 0 }),
      call({ arg: -3 }),
      call({ arg: 1.5 }),
      call({ arg: 1e13 }),
      call({ arg: undefined }),
      call({ op: 'search', arg: '' }),
      call({ op: 'search', arg: '   ' }),
      call({ op: 'search', arg: 'x'.repeat(26) }),
      call({ op: 'search', arg: 5 }),
      call({ op: 'refresh', arg: 1 }),
      call({ path: '/api/account/update_password' }),
      call({ headers: { authorization: 'Bearer x' } }),
    ];
    for (const data of bad) expect(parsePartnerMessage(data), JSON.stringify(data)).toBeNull();
  });

  it('should ignore objects that are not plain', () => {
    class Fake {
      d2d = CHANNEL_PROTOCOL;
      kind = 'hello';
      site = 1;
    }
    expect(parsePartnerMessage(new Fake())).toBeNull();
  });

  it('should never accept a message that is not exactly one of the protocol (fuzzed)', () => {
    const ops = new Set(['product', 'add', 'remove', 'search', 'refresh']);
    fc.assert(
      fc.property(
        fc.record({ d2d: fc.constantFrom(CHANNEL_PROTOCOL, 'x'), kind: fc.constantFrom('hello', 'call', 'request'), id: fc.string(), op: fc.string(), arg: fc.anything(), site: fc.anything() }, { requiredKeys: [] }),
        (data) => {
          const parsed = parsePartnerMessage(data);
          if (!parsed) return;
          expect(parsed.d2d).toBe(CHANNEL_PROTOCOL);
          if (parsed.kind === 'hello') expect([1, 2, 3]).toContain(parsed.site);
          else expect(ops.has(parsed.op)).toBe(true);
        },
      ),
    );
  });
});

describe('parseChannelMessage', () => {
  const state = { loggedIn: false, site: 1, cart: null, lines: [], totals: null, loading: false, offers: {} };

  it('should read ready, state, result and error messages', () => {
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'ready', state })?.kind).toBe('ready');
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'state', state })?.kind).toBe('state');
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'result', id: 'a-1', value: null })?.kind).toBe('result');
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'error', id: 'a-1', code: 'refused', message: 'No.' })?.kind).toBe('error');
  });

  it('should ignore messages of another protocol or shape', () => {
    for (const data of [
      { d2d: 'd2d-channel/1', kind: 'ready', session: true },
      { d2d: CHANNEL_PROTOCOL, kind: 'ready', state: { loggedIn: 'yes' } },
      { d2d: CHANNEL_PROTOCOL, kind: 'state' },
      { d2d: CHANNEL_PROTOCOL, kind: 'result', value: 1 },
      { d2d: CHANNEL_PROTOCOL, kind: 'error', id: 'a-1', code: 'refused' },
      { d2d: CHANNEL_PROTOCOL, kind: 'call', id: 'a', op: 'product', arg: 1 },
    ]) {
      expect(parseChannelMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
