import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  merchandisingDisplaySchema, MESSAGES, promotionBackgroundSchema, promotionPageSchema, promotionSchema, rewardOffersSchema,
  shelvesResponseSchema,
} from '@d2d/contract';
import { MERCHANDISING_IDS } from '../../seed/catalogue/merchandisingRows.js';
import { openCatalogueKit, regionCookie, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('merchandising calls', () => {
  let kit: CatalogueKit;

  beforeAll(async () => {
    kit = await openCatalogueKit();
  });
  afterAll(async () => kit.close());

  describe('GET /api/merchandising/getdisplay', () => {
    it('should answer hero items of every type, the featured tabs, the bottom carousel and ad tiles', async () => {
      const display = await kit.getOk('/api/merchandising/getdisplay', merchandisingDisplaySchema);
      expect(new Set(display.heroItems.map((h) => h.type))).toEqual(new Set([0, 1, 2, 3]));
      const productHero = display.heroItems.find((h) => h.type === 0)!;
      expect(productHero.product?.id).toBe(1);
      expect(productHero.product?.offerActions?.[0]?.purchasePrice?.currency.isoCode).toBe('USD');
      const timed = display.heroItems.find((h) => h.timer)!;
      expect(timed.linkUrl).toBe('/promotion/120');
      // the flash sale ends two days after seeding
      expect(timed.timer!.timeToLive).toBeGreaterThan(47 * 3600);
      expect(timed.timer!.timeToLive).toBeLessThanOrEqual(48 * 3600);
      expect(display.heroItems.find((h) => h.type === 3)?.video_code).toBeTruthy();
      expect(display.featuredTabs.map((t) => t.name)).toEqual(['Featured', 'Popular', 'New', 'On Sale', 'Pre-Purchase', 'Under 10', 'Under 30']);
      const today = new Date().toISOString().slice(0, 10);
      expect(display.bottomCarousel).toHaveLength(15);
      expect(display.bottomCarousel!.every((p) => (p.releaseDate ?? '') <= today)).toBe(true);
      expect(display.adTiles!.length).toBeGreaterThan(0);
    });

    it('should price hero products for the region and refuse unknown displays', async () => {
      const uk = await kit.getOk('/api/merchandising/getdisplay?name=home', merchandisingDisplaySchema, { headers: regionCookie(2) });
      expect(uk.heroItems.find((h) => h.type === 0)!.product?.offerActions?.[0]?.purchasePrice?.currency.isoCode).toBe('GBP');
      expect((await kit.inject({ method: 'GET', url: '/api/merchandising/getdisplay?name=nope' })).statusCode).toBe(404);
    });
  });

  describe('POST /api/merchandising/shelves', () => {
    it('should fill each shelf with page 1 of 15 of its query', async () => {
      const res = await kit.inject({
        method: 'POST',
        url: '/api/merchandising/shelves',
        payload: { shelves: [{ name: 'On Sale', query: { onsale: true } }, { name: 'Mac', query: { 'platform[]': ['1200'], 'sort.field': 'title' }, pagesize: 5 }] },
      });
      expect(res.statusCode).toBe(200);
      const body = shelvesResponseSchema.parse(res.json());
      expect(body.shelves.map((s) => s.name)).toEqual(['On Sale', 'Mac']);
      const [onSale, mac] = body.shelves;
      expect(onSale!.result.products).toMatchObject({ pageSize: 15, currentPageIndex: 1 });
      expect(onSale!.result.products.items).toHaveLength(15);
      expect(onSale!.result.products.items.every((p) => p.offerActions?.[0]?.isOnSale)).toBe(true);
      expect(mac!.result.products.items).toHaveLength(5);
      expect(mac!.result.products.items.every((p) => p.platformIds?.includes(1200))).toBe(true);
    });

    it('should answer 400 for malformed shelves', async () => {
      for (const payload of [{}, { shelves: [] }, { shelves: [{ query: {} }] }, { shelves: [{ name: 'x', query: { platform: 'bad' } }] }, { shelves: [{ name: 'x', query: {}, extra: 1 }] }]) {
        const res = await kit.inject({ method: 'POST', url: '/api/merchandising/shelves', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });

  describe('promotions', () => {
    it('should answer a running promotion with its products, and one without end', async () => {
      const promo = await kit.getOk(`/api/merchandising/getpromotion/${MERCHANDISING_IDS.evergreenPromotion}`, promotionSchema);
      expect(promo.name).toBe('Evergreen Deals');
      expect(Number(promo.endDate!.slice(0, 4))).toBeGreaterThan(2098);
      expect(promo.products!.length).toBeGreaterThan(6);
      expect(promo.designImages?.background).toBe('/art/promotion/88/background.svg');
    });

    it("should answer 'This offer is not available.' for ended, future and unknown promotions", async () => {
      for (const id of [MERCHANDISING_IDS.endedPromotion, MERCHANDISING_IDS.upcomingPromotion, 424242, 'abc']) {
        const res = await kit.inject({ method: 'GET', url: `/api/merchandising/getpromotion/${id}` });
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json().message).toBe(MESSAGES.offerNotAvailable);
      }
    });

    it('should answer the background of a promotion', async () => {
      const bg = await kit.getOk('/api/merchandising/getpromotion_background/88', promotionBackgroundSchema);
      expect(bg).toMatchObject({ id: 88, backgroundImage: '/art/promotion/88/background.svg' });
      expect((await kit.inject({ method: 'GET', url: '/api/merchandising/getpromotion_background/424242' })).statusCode).toBe(404);
    });

    it('should list running promotions, paged', async () => {
      const all = await kit.getOk('/api/merchandising/getpromotions?pagenumber=1&pagesize=1000', promotionPageSchema);
      const ids = all.items.map((p) => p.id);
      expect(ids).toContain(88);
      expect(ids).not.toContain(MERCHANDISING_IDS.endedPromotion);
      expect(ids).not.toContain(MERCHANDISING_IDS.upcomingPromotion);
      expect(all).toMatchObject({ totalItems: ids.length, isLastPage: true });
      const second = await kit.getOk('/api/merchandising/getpromotions?pagenumber=2&pagesize=3', promotionPageSchema);
      expect(second.items.map((p) => p.id)).toEqual(ids.slice(3, 6));
      expect((await kit.inject({ method: 'GET', url: '/api/merchandising/getpromotions?pagesize=1001' })).statusCode).toBe(400);
    });
  });

  describe('GET /api/merchandising/reward_offers', () => {
    it('should list the reward products in the site currency', async () => {
      const offers = await kit.getOk('/api/merchandising/reward_offers?pagenumber=1&pagesize=1000', rewardOffersSchema, { headers: regionCookie(284) });
      expect(offers.items).toHaveLength(8);
      expect(offers.items.every((p) => p.offerActions?.[0]?.purchasePrice?.currency.isoCode === 'EUR')).toBe(true);
    });
  });
});
