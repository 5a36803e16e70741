import { describe, expect, it } from 'vitest';
import { resolveServerUrls, serverUrlBase } from './serverUrls.js';
import { cart, cartLine, product, testStore } from './__tests__/fixtures.js';

const BASE = 'https://store.example.com/';

describe('server URLs in answers', () => {
  it('should make art, media and downloads absolute and leave page routes as sent', () => {
    const answer = {
      thumbnailImage: '/art/product/1/thumbnail.svg',
      url: '/download-game/1',
      linkUrl: '/promotion/88',
      overlays: [{ overlayImage: '/art/badge/new.svg', overlayURL: '/promotion/88' }],
      topMedia: { item: { sources: [{ url: '/art/product/1/screenshot/1.svg?size=small' }] } },
      locations: [{ url: '/api/product/download/3?sig=x' }, { url: null }],
      designImages: { big: 'https://cdn.example/big.png', small: 'data:image/png;base64,AA==' },
      publisherSupportUri: 'https://publisher.example/support',
    };
    expect(resolveServerUrls(answer, BASE)).toEqual({
      thumbnailImage: 'https://store.example.com/art/product/1/thumbnail.svg',
      url: '/download-game/1',
      linkUrl: '/promotion/88',
      overlays: [{ overlayImage: 'https://store.example.com/art/badge/new.svg', overlayURL: '/promotion/88' }],
      topMedia: { item: { sources: [{ url: 'https://store.example.com/art/product/1/screenshot/1.svg?size=small' }] } },
      locations: [{ url: 'https://store.example.com/api/product/download/3?sig=x' }, { url: null }],
      designImages: { big: 'https://cdn.example/big.png', small: 'data:image/png;base64,AA==' },
      publisherSupportUri: 'https://publisher.example/support',
    });
  });

  it('should resolve only against an absolute http(s) apiBase', () => {
    expect(serverUrlBase('https://store.example.com')).toBe(BASE);
    expect(serverUrlBase('http://localhost:8080/api')).toBe('http://localhost:8080/api');
    expect(serverUrlBase('/')).toBeUndefined();
    expect(serverUrlBase('')).toBeUndefined();
  });

  it("should give the store's answers absolute image URLs on the API's origin", async () => {
    const { store, server } = testStore({ token: 't' });
    try {
      server.on('GET', '/api/product/get/1042', { body: product({ thumbnailImage: '/art/product/1042/thumbnail.svg', url: '/download-game/1042' }) });
      server.on('GET', '/api/account/shopping_carts', { body: cart([cartLine(1, {}, { thumbnail_image: '/art/product/1/thumbnail.svg' })]) });
      const found = await store.api.catalogue.product(1042);
      const origin = new URL(store.apiBase).origin;
      expect(found.thumbnailImage).toBe(`${origin}/art/product/1042/thumbnail.svg`);
      expect(found.url).toBe('/download-game/1042');
      const answer = await store.api.cart.get();
      expect(answer.cart_details[0]?.product.thumbnail_image).toBe(`${origin}/art/product/1/thumbnail.svg`);
    } finally {
      store.dispose();
    }
  });
});
