import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogueKit, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('generated art', () => {
  let kit: CatalogueKit;
  const get = (url: string, headers: Record<string, string> = {}) => kit.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    kit = await openCatalogueKit(100);
  });
  afterAll(async () => kit.close());

  it('should draw box art with the product title as cacheable SVG', async () => {
    for (const kind of ['front', 'back', 'detail', 'thumbnail']) {
      const res = await get(`/art/product/1/${kind}.svg`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain('aria-label="Stellar Odyssey"');
    }
  });

  it('should draw the same picture every time and answer 304 to a matching ETag', async () => {
    const first = await get('/art/product/2/screenshot/1.svg');
    const second = await get('/art/product/2/screenshot/1.svg');
    expect(second.body).toBe(first.body);
    const cached = await get('/art/product/2/screenshot/1.svg', { 'if-none-match': String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
    const other = await get('/art/product/2/screenshot/2.svg');
    expect(other.body).not.toBe(first.body);
  });

  it('should serve every URL the catalogue hands out', async () => {
    const media = await kit.db.selectFrom('media').select(['sources', 'thumbnail_url']).limit(40).execute();
    const promos = await kit.db.selectFrom('promotions').select(['background_image', 'banner_image', 'small_image']).execute();
    const heroes = await kit.db.selectFrom('hero_items').select(['big_image', 'small_image']).execute();
    const tiles = await kit.db.selectFrom('ad_tiles').select('image').execute();
    const collections = await kit.db.selectFrom('collections').select('image').execute();
    const urls = [
      ...media.flatMap((m) => [m.thumbnail_url, ...(JSON.parse(m.sources) as { url: string }[]).map((s) => s.url)]),
      ...promos.flatMap((p) => [p.background_image, p.banner_image, p.small_image]),
      ...heroes.flatMap((h) => [h.big_image, h.small_image]),
      ...tiles.map((t) => t.image),
      ...collections.map((c) => c.image),
      '/art/badge/new.svg', '/art/badge/sale.svg', '/art/rating/600.svg', '/art/rating/2400.svg',
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('should escape titles inside the SVG', async () => {
    await kit.db.updateTable('products').set({ title: 'Fish & <Chips> "Deluxe"' }).where('id', '=', 30).execute();
    const res = await get('/art/product/30/front.svg');
    expect(res.body).toContain('Fish &amp; &lt;Chips&gt;');
    expect(res.body).not.toContain('<Chips>');
  });

  it('should answer 404 for unknown products, media, kinds and files', async () => {
    for (const url of ['/art/product/999999/front.svg', '/art/product/1/side.svg', '/art/product/1/front.png', '/art/product/1/screenshot/99.svg', '/art/product/1/video/9.svg', '/art/promotion/5/banner.svg', '/art/rating/123.svg', '/art/badge/x.svg', '/art/tile/nope.svg', '/art/collection/1.svg', '/art/hero/99/big.svg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
