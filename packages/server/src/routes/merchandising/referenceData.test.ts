import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentRatingListSchema, genreListSchema, mailingListResultSchema, MESSAGES, platformListSchema, publisherListSchema, regionInfoSchema,
  sitemapSchema, unprocessableBodySchema,
} from '@d2d/contract';
import { openCatalogueKit, regionCookie, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('reference data, regions and the mailing list', () => {
  let kit: CatalogueKit;

  beforeAll(async () => {
    kit = await openCatalogueKit(100);
  });
  afterAll(async () => kit.close());

  it('should list genres under items with their route slugs', async () => {
    const genres = await kit.getOk('/d2d/genres', genreListSchema);
    expect(genres.items.length).toBeGreaterThanOrEqual(20);
    expect(genres.items).toContainEqual(expect.objectContaining({ name: 'Hidden Object', slug: 'Hidden-Object' }));
  });

  it('should list every platform code and the publishers with 26 featured', async () => {
    const platforms = await kit.getOk('/d2d/platforms', platformListSchema);
    expect(platforms.items.map((p) => p.code)).toEqual([1100, 1200, 1300, 1310, 1320, 1400, 1500]);
    const publishers = await kit.getOk('/d2d/publishers', publisherListSchema);
    expect(publishers.items.filter((p) => p.featured)).toHaveLength(26);
  });

  it('should list ESRB ratings on the US site and PEGI on the UK and EU sites', async () => {
    const us = await kit.getOk('/d2d/content_ratings', contentRatingListSchema);
    expect(us.items.every((r) => r.system === 'ESRB')).toBe(true);
    expect(us.items.map((r) => r.code)).toEqual([50, 100, 200, 300, 400, 500, 550, 600, 700]);
    for (const region of [302, 284]) {
      const pegi = await kit.getOk('/d2d/content_ratings', contentRatingListSchema, { headers: regionCookie(region) });
      expect(pegi.items.map((r) => r.code)).toEqual([2000, 2100, 2200, 2400, 2500, 2700, 2800]);
    }
  });

  it('should answer the sitemap with genres, platforms, stores, sub-stores, 26 publishers and company links', async () => {
    const map = await kit.getOk('/d2d/sitemap', sitemapSchema);
    expect(map.publishers).toHaveLength(26);
    expect(map.genres.length).toBeGreaterThanOrEqual(20);
    expect(map.platforms).toHaveLength(7);
    const urls = [...map.stores, ...map.subStores, ...map.company].map((l) => l.url);
    for (const url of ['/pc', '/pc/tradein', '/pc/comingsoon?releaseDate=1&sort=3', '/promotion/88', '/pc/onsale?price=1', '/collection', '/about-us', '/about-us/terms-of-use', '/my-account', '/my-account/wallet', '/collections/88', '/arcade-stores/1306']) {
      expect(urls, url).toContain(url);
    }
  });

  it('should answer region view 1, 2 or 3 from the region cookie, US without one', async () => {
    const cases: Array<[string | undefined, number, number]> = [[undefined, 1, 301], ['1', 1, 1], ['2', 2, 2], ['284', 3, 284], ['286', 3, 286], ['301', 1, 301], ['302', 2, 302], ['garbage', 1, 301], ['999', 1, 301]];
    for (const [cookie, view, code] of cases) {
      const res = await kit.getOk('/d2d/regions/get_region/', regionInfoSchema, { headers: cookie === undefined ? {} : { cookie: `region=${cookie}` } });
      expect(res.region, String(cookie)).toEqual({ view, code });
    }
  });

  it('should switch the region with a 1-hour cookie: UK 302, EU 284, anything else 301', async () => {
    for (const [code, region, view] of [['UK', 302, 2], ['uk', 302, 2], ['EU', 284, 3], ['US', 301, 1], ['FR', 301, 1]] as const) {
      const res = await kit.inject({ method: 'POST', url: '/d2d/regions/switch', payload: { code } });
      expect(res.statusCode).toBe(200);
      expect(regionInfoSchema.parse(res.json()).region).toEqual({ view, code: region });
      const cookie = res.cookies.find((c) => c.name === 'region')!;
      expect(cookie).toMatchObject({ value: String(region), maxAge: 3600, path: '/' });
    }
    expect((await kit.inject({ method: 'POST', url: '/d2d/regions/switch', payload: {} })).statusCode).toBe(400);
  });

  it('should subscribe an e-mail once, answer the region coupon on the first sign-up only, and stay idempotent', async () => {
    const subscribe = (email: string, region_id: number) => kit.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email, region_id } });
    const first = await subscribe('Fan@Example.com', 302);
    expect(first.statusCode).toBe(200);
    expect(mailingListResultSchema.parse(first.json())).toEqual({ success: true, coupon_code: 'WELCOME10UK' });
    const again = await subscribe('fan@example.com', 302);
    expect(again.json()).toEqual({ success: true, coupon_code: null });
    const rows = await kit.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'fan@example.com').execute();
    expect(rows).toHaveLength(1);
    expect((await subscribe('eu@example.com', 284)).json().coupon_code).toBe('WELCOME10EU');
    expect((await subscribe('us@example.com', 1)).json().coupon_code).toBe('WELCOME10US');
  });

  it('should answer 422 with the e-mail rule message for a bad address and 400 for other bad bodies', async () => {
    for (const email of ['not-an-email', '', '.a@example.com']) {
      const res = await kit.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email, region_id: 1 } });
      expect(res.statusCode, email).toBe(422);
      const body = unprocessableBodySchema.parse(res.json());
      expect(body.errors?.email?.[0]).toBe(email === '' ? MESSAGES.fieldRequired : MESSAGES.invalidEmailAddress);
    }
    const noRegion = await kit.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email: 'ok@example.com' } });
    expect(noRegion.statusCode).toBe(400);
  });
});
