import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_CONFIG_ID, readEmbeddedAllowlist } from './channelPage.js';

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
