import { describe, expect, it } from 'vitest';
import { CHANNEL_PROTOCOL, isApiPath, parseChannelMessage, parsePartnerMessage } from './protocol.js';

const request = (extra: Record<string, unknown> = {}) => ({ d2d: CHANNEL_PROTOCOL, kind: 'request', id: 'abc-1', method: 'GET', path: '/api/account/shopping_carts', ...extra });

describe('isApiPath', () => {
  it('should accept the store API paths', () => {
    for (const path of ['/api/account/shopping_carts', '/api/product/get/1042', '/d2d/regions/get_region/', '/api/account/shopping_carts/17']) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it('should refuse URLs, other paths and every way out of the API', () => {
    for (const path of [
      'https://evil.example/api/x',
      '//evil.example/api/x',
      '/embed/channel.html',
      '/dev/mail.json',
      '/api/../dev/mail.json',
      '/api/%2e%2e/dev/mail.json',
      '/api/account%2flogout',
      '/api/a\\b',
      '/api//evil.example',
      '/api/./x',
      '/api/x?y=1',
      '/api/x#y',
      'api/x',
      '/API/x',
      '/api',
      `/api/${'a'.repeat(3000)}`,
      42,
      null,
    ]) {
      expect(isApiPath(path), String(path)).toBe(false);
    }
  });
});

describe('parsePartnerMessage', () => {
  it('should read a hello and a well-formed request', () => {
    expect(parsePartnerMessage({ d2d: CHANNEL_PROTOCOL, kind: 'hello' })).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'hello' });
    const full = request({ method: 'POST', body: { product_id: 1042 }, query: { a: '1', 'platform[]': ['1100', '1310'] }, fingerprint: 'abcdef0123456789' });
    expect(parsePartnerMessage(full)).toEqual(full);
  });

  it('should ignore messages of other protocols or kinds', () => {
    for (const data of [null, 'hello', 42, [], { kind: 'hello' }, { d2d: 'other/1', kind: 'hello' }, { d2d: CHANNEL_PROTOCOL, kind: 'response' }, { d2d: CHANNEL_PROTOCOL }]) {
      expect(parsePartnerMessage(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('should ignore a request with any malformed or extra field', () => {
    const bad: Array<Record<string, unknown>> = [
      request({ id: '' }),
      request({ id: 'a b' }),
      request({ id: 'x'.repeat(65) }),
      request({ id: 7 }),
      request({ method: 'get' }),
      request({ method: 'OPTIONS' }),
      request({ path: 'https://evil.example/api/x' }),
      request({ query: 'a=1' }),
      request({ query: { a: 1 } }),
      request({ query: { a: [1] } }),
      request({ query: { a: ['x'], b: { c: 'd' } } }),
      request({ body: { a: 1 } }),
      request({ method: 'DELETE', path: '/api/account/shopping_carts/1', body: {} }),
      request({ method: 'POST', body: { when: new Date() } }),
      request({ method: 'POST', body: { n: Number.NaN } }),
      request({ method: 'POST', body: { f: () => 1 } }),
      request({ fingerprint: 'short' }),
      request({ fingerprint: 'has spaces in it!' }),
      request({ url: 'https://evil.example' }),
      request({ headers: { authorization: 'Bearer x' } }),
    ];
    for (const data of bad) expect(parsePartnerMessage(data), JSON.stringify(data)).toBeNull();
  });

  it('should ignore objects that are not plain and bodies nested too deep', () => {
    class Fake {
      d2d = CHANNEL_PROTOCOL;
      kind = 'hello';
    }
    expect(parsePartnerMessage(new Fake())).toBeNull();
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) deep = { deep };
    expect(parsePartnerMessage(request({ method: 'POST', body: deep }))).toBeNull();
  });
});

describe('parseChannelMessage', () => {
  it('should read ready, session, response and failure messages', () => {
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true })).toEqual({ d2d: CHANNEL_PROTOCOL, kind: 'ready', session: true });
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'session', session: false })?.kind).toBe('session');
    const response = { d2d: CHANNEL_PROTOCOL, kind: 'response', id: 'a-1', status: 200, body: '{}', contentType: 'application/json' };
    expect(parseChannelMessage(response)).toEqual(response);
    expect(parseChannelMessage({ d2d: CHANNEL_PROTOCOL, kind: 'failure', id: 'a-1', message: 'down' })?.kind).toBe('failure');
  });

  it('should ignore malformed answers', () => {
    const ok = { d2d: CHANNEL_PROTOCOL, kind: 'response', id: 'a-1', status: 200, body: '{}', contentType: null };
    for (const data of [
      { ...ok, status: 0 },
      { ...ok, status: 700 },
      { ...ok, status: 200.5 },
      { ...ok, body: {} },
      { ...ok, id: '../x' },
      { ...ok, extra: 1 },
      { d2d: CHANNEL_PROTOCOL, kind: 'ready', session: 'yes' },
      { d2d: CHANNEL_PROTOCOL, kind: 'request', id: 'a', method: 'GET', path: '/api/x' },
    ]) {
      expect(parseChannelMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
