import { describe, expect, it } from 'vitest';
import { storeLinks, storeUrl } from './storeLinks.js';

describe('storeLinks', () => {
  it('should link to the store hash-bang routes with the affiliate before the hash', () => {
    const links = storeLinks('https://store.example.com', 'blog42');
    expect(links.cart()).toBe('https://store.example.com/?aff=blog42#!/cart');
    expect(links.login()).toBe('https://store.example.com/?aff=blog42#!/?login=1');
    expect(links.product({ id: 1042, title: 'Half-Life 2', uriSafeTitle: 'half-life-2' })).toBe('https://store.example.com/?aff=blog42#!/download-half-life-2/1042');
    expect(links.product({ id: 7, title: 'Build Your Own Indie Bundle', productType: 'CustomBundle' })).toBe('https://store.example.com/?aff=blog42#!/byob-build-your-own-indie-bundle/7');
    expect(links.search('doom & quake')).toBe('https://store.example.com/?aff=blog42#!/search?q=doom+%26+quake');
  });

  it('should leave the query out without an affiliate', () => {
    expect(storeLinks('https://store.example.com').cart()).toBe('https://store.example.com/#!/cart');
  });
});

describe('storeUrl', () => {
  it('should make the store relative paths absolute and refuse other schemes', () => {
    expect(storeUrl('/art/product/1/front.svg', 'https://store.test')).toBe('https://store.test/art/product/1/front.svg');
    expect(storeUrl('https://cdn.example/x.png', 'https://store.test')).toBe('https://cdn.example/x.png');
    expect(storeUrl('javascript:alert(1)', 'https://store.test')).toBeNull();
    expect(storeUrl(null, 'https://store.test')).toBeNull();
  });
});

