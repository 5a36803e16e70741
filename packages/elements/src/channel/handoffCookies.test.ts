import { describe, expect, it } from 'vitest';
import { memoryCookies, memoryStorage } from '@d2d/core';
import { HANDOFF_COOKIE, HANDOFF_TOKEN_KEY, channelTokenStorage, handoffCookies } from './handoffCookies.js';

describe('handoffCookies', () => {
  it('should read a handed-over login when the store cookie cannot be seen', () => {
    const storage = memoryStorage();
    const cookies = handoffCookies(memoryCookies(), storage);
    expect(cookies.get('token')).toBeUndefined();
    cookies.accept('handed-over-token-0123456789');
    expect(cookies.get('token')).toBe('handed-over-token-0123456789');
    expect(storage.getItem(HANDOFF_TOKEN_KEY)).toBe('handed-over-token-0123456789');
    // other cookies are only the page's own
    expect(cookies.get('aff')).toBeUndefined();
  });

  it('should prefer the store cookie when the channel can see it', () => {
    const base = memoryCookies();
    const cookies = handoffCookies(base, memoryStorage());
    cookies.accept('older-handed-over-token-01234');
    base.set('token', 'cookie-token');
    expect(cookies.get('token')).toBe('cookie-token');
  });

  it('should forget both when the login is removed (a 401, a logout)', () => {
    const base = memoryCookies();
    const storage = memoryStorage();
    const cookies = handoffCookies(base, storage);
    base.set('token', 'cookie-token');
    cookies.accept('handed-over-token-0123456789');
    cookies.remove('token');
    expect(cookies.get('token')).toBeUndefined();
    expect(storage.getItem(HANDOFF_TOKEN_KEY)).toBeNull();
  });
});

describe('channelTokenStorage', () => {
  function fakeDocument() {
    const written: string[] = [];
    const jar = new Map<string, string>();
    const doc = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(text: string) {
        written.push(text);
        const [pair] = text.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (/Max-Age=0\b/.test(text)) jar.delete(name);
        else jar.set(name, value);
      },
    };
    return { doc: doc as unknown as Document, written };
  }

  it('should keep a handed-over login in a partitioned cookie of the channel path, and in storage', () => {
    const { doc, written } = fakeDocument();
    const fallback = memoryStorage();
    const storage = channelTokenStorage(doc, fallback);
    storage.setItem(HANDOFF_TOKEN_KEY, 'handed-over-token-0123456789');
    expect(written[0]).toBe(`${HANDOFF_COOKIE}=handed-over-token-0123456789; Path=/embed/; Max-Age=2592000; SameSite=None; Secure; Partitioned`);
    expect(storage.getItem(HANDOFF_TOKEN_KEY)).toBe('handed-over-token-0123456789');
    expect(fallback.getItem(HANDOFF_TOKEN_KEY)).toBe('handed-over-token-0123456789');
    storage.removeItem(HANDOFF_TOKEN_KEY);
    expect(storage.getItem(HANDOFF_TOKEN_KEY)).toBeNull();
    expect(written.at(-1)).toContain('Max-Age=0');
  });

  it('should fall back to storage where the cookie does not stick', () => {
    const doc = { cookie: '' } as unknown as Document;
    Object.defineProperty(doc, 'cookie', { get: () => '', set: () => undefined });
    const storage = channelTokenStorage(doc, memoryStorage());
    storage.setItem(HANDOFF_TOKEN_KEY, 'handed-over-token-0123456789');
    expect(storage.getItem(HANDOFF_TOKEN_KEY)).toBe('handed-over-token-0123456789');
  });
});
