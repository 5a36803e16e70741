import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_TYPE, isMatureRating, mediaPageSchema, merchandisingDisplaySchema, videoUrls } from '@d2d/contract';
import { openCatalogueKit, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('demo videos', () => {
  let kit: CatalogueKit;
  const get = (url: string, headers: Record<string, string> = {}) => kit.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    kit = await openCatalogueKit(100);
  });
  afterAll(async () => kit.close());

  it('should give both video heroes a clip of the store with a poster frame, the product one of a mature title', async () => {
    const display = merchandisingDisplaySchema.parse((await get('/api/merchandising/getdisplay')).json());
    const videos = display.heroItems.filter((h) => h.type === HERO_TYPE.PRODUCT_VIDEO || h.type === HERO_TYPE.EXTERNAL_VIDEO);
    expect(videos).toHaveLength(2);
    for (const hero of videos) {
      const urls = videoUrls(hero.video_code);
      expect(urls, hero.title).not.toBeNull();
      const clip = await get(urls!.src);
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toBe('video/webm');
      // a WebM (Matroska) file starts with the EBML magic number
      expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(clip.rawPayload.length).toBeLessThan(150_000);
      const poster = await get(urls!.poster);
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
    }
    const productVideo = videos.find((h) => h.type === HERO_TYPE.PRODUCT_VIDEO)!;
    expect(isMatureRating(productVideo.product?.contentRating?.code)).toBe(true);
  });

  it('should answer a range request, as a player seeking asks', async () => {
    const res = await get('/media/video/gameplay.webm', { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('should let a product video play a clip, with the product poster card as its tile', async () => {
    const page = mediaPageSchema.parse((await get('/api/product/getmedia?productid=1&type=0&pageSize=100&pageIndex=1')).json());
    expect(page.items.length).toBeGreaterThan(0);
    for (const media of page.items) {
      const byDefinition = new Map(media.item.sources.map((s) => [s.definition, s.url]));
      expect(byDefinition.get('thumbnail')).toMatch(/^\/art\/product\/1\/video\/\d\.svg/);
      expect((await get(byDefinition.get('SD')!)).statusCode).toBe(200);
      expect((await get(byDefinition.get('poster')!)).statusCode).toBe(200);
    }
  });

  it('should serve nothing but the clips and posters', async () => {
    for (const url of ['/media/video/', '/media/video/nope.webm', '/media/video/gameplay.mp4', '/media/video/..%2Fpackage.json', '/media/video/.hidden.webm']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
