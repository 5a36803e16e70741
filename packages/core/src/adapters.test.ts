import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters, browserCookies, browserStorage, createScheduler, memoryCookies, memoryStorage, systemClock } from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('memory adapters', () => {
  it('should expire cookies by their max age on the given clock', () => {
    let now = 0;
    const cookies = memoryCookies(() => now);
    cookies.set('region', '302', { maxAgeSeconds: 3600 });
    cookies.set('token', 'abc');
    now = 3_599_999;
    expect(cookies.entries()).toEqual({ region: '302', token: 'abc' });
    now = 3_600_000;
    expect(cookies.get('region')).toBeUndefined();
    cookies.remove('token');
    expect(cookies.entries()).toEqual({});
  });

  it('should keep storage items as strings', () => {
    const storage = memoryStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});

describe('browser adapters', () => {
  it('should fall back to memory where the host has no document or storage (Node)', () => {
    const cookies = browserCookies();
    cookies.set('a', '1');
    expect(cookies.get('a')).toBe('1');
    const storage = browserStorage();
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    expect(typeof browserAdapters().fetch).toBe('function');
  });

  it('should read and write document.cookie with encoding and expiry', () => {
    const doc = { cookie: '' };
    const writes: string[] = [];
    Object.defineProperty(doc, 'cookie', {
      get: () => 'other=x; token=a%20b; empty',
      set: (value: string) => writes.push(value),
    });
    vi.stubGlobal('document', doc);
    vi.stubGlobal('location', { protocol: 'https:' });
    const cookies = browserCookies();
    expect(cookies.get('token')).toBe('a b');
    expect(cookies.get('missing')).toBeUndefined();
    cookies.set('aff', 'p 1', { maxAgeSeconds: 60 });
    cookies.remove('token');
    expect(writes).toEqual(['aff=p%201; Path=/; Max-Age=60; SameSite=Lax; Secure', 'token=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
  });

  it('should use memory storage when localStorage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    });
    const storage = browserStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('should explain what to do without a global fetch', () => {
    vi.stubGlobal('fetch', undefined);
    expect(() => browserAdapters()).toThrow('browserAdapters() found no global fetch: pass one, e.g. browserAdapters({ fetch: myFetch }).');
    const own = async () => new Response('');
    expect(browserAdapters({ fetch: own }).fetch).toBe(own);
  });
});

describe('scheduler', () => {
  it('should track timers until they fire or are cleared, and clear them all at once', () => {
    vi.useFakeTimers();
    const scheduler = createScheduler(systemClock());
    const fired = vi.fn();
    scheduler.setTimeout(fired, 100);
    const interval = scheduler.setInterval(fired, 50);
    expect(scheduler.activeTimers).toBe(2);
    vi.advanceTimersByTime(100);
    expect(fired).toHaveBeenCalledTimes(3);
    expect(scheduler.activeTimers).toBe(1);
    scheduler.clearInterval(interval);
    expect(scheduler.activeTimers).toBe(0);
    scheduler.setTimeout(fired, 100);
    scheduler.setInterval(fired, 10);
    scheduler.clearAll();
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
