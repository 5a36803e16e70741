import { afterEach, describe, expect, it } from 'vitest';
import { memoryCookies, memoryStorage, systemClock } from '@d2d/core';
import { tableFetch, type StoreCall, type StoreRoutes } from '../test/bridge.js';
import { CHANNEL_CONFIG_ID, openChannelStore, readEmbeddedAllowlist } from './channelPage.js';

describe('readEmbeddedAllowlist', () => {
  afterEach(() => document.head.replaceChildren());

  function embed(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CHANNEL_CONFIG_ID;
    script.textContent = text;
    document.head.append(script);
  }

  it('should read the partner origins the server wrote into the page', () => {
    embed('{"partnerOrigins":["https://blog.example","http://localhost:8081/"]}');
    expect(readEmbeddedAllowlist(document)).toEqual(['https://blog.example', 'http://localhost:8081']);
  });

  it('should allow nobody when the block is missing or broken', () => {
    expect(readEmbeddedAllowlist(document)).toEqual([]);
    embed('{not json');
    expect(readEmbeddedAllowlist(document)).toEqual([]);
    document.head.replaceChildren();
    embed('{"partnerOrigins":"https://blog.example"}');
    expect(readEmbeddedAllowlist(document)).toEqual([]);
    document.head.replaceChildren();
    embed('{"partnerOrigins":["https://blog.example/with/path"]}');
    expect(readEmbeddedAllowlist(document)).toEqual([]);
  });
});

describe('openChannelStore', () => {
  const open = (routes: StoreRoutes, fallback: 1 | 2 | 3 = 1) => {
    const calls: StoreCall[] = [];
    const adapters = { fetch: tableFetch(routes, calls), cookies: memoryCookies(), storage: memoryStorage(), clock: systemClock() };
    return openChannelStore('https://store.test', fallback, adapters);
  };

  it('should price for the shopper region on the store', async () => {
    const store = await open({ 'GET /d2d/regions/get_region/': () => ({ body: { region: { view: 2, code: 302 } } }) });
    expect(store.site).toBe(2);
    expect(store.apiBase).toBe('https://store.test');
    store.dispose();
  });

  it("should keep the partner's site when the store cannot tell the region", async () => {
    const store = await open({}, 3);
    expect(store.site).toBe(3);
    store.dispose();
  });
});
