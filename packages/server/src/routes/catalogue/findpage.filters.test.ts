import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQueryResultSchema, releaseDateRange, type ProductQueryResult } from '@d2d/contract';
import { openCatalogueKit, regionCookie, type CatalogueKit } from './__tests__/catalogueKit.js';

type Item = ProductQueryResult['products']['items'][number];

describe('GET /api/productquery/findpage filters', () => {
  let kit: CatalogueKit;
  const find = async (query: string, headers: Record<string, string> = {}) =>
    kit.getOk(`/api/productquery/findpage?${query}`, productQueryResultSchema, { headers });
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(kit.db)).rows[0]?.n ?? 0);
  const purchase = (item: Item) => item.offerActions?.find((o) => o.offerActionType === 'Purchase');
  const column = async <T,>(ids: number[], name: 'user_rating' | 'units_sold' | 'available_at' | 'publisher_id'): Promise<Map<number, T>> => {
    const rows = await kit.db.selectFrom('products').select(['id', name]).where('id', 'in', ids.length > 0 ? ids : [-1]).execute();
    return new Map(rows.map((r) => [r.id, (r as Record<string, unknown>)[name] as T]));
  };

  beforeAll(async () => {
    kit = await openCatalogueKit();
  });
  afterAll(async () => kit.close());

  it('should list published products 25 to a page by default with the paging fields', async () => {
    const result = await find('');
    const published = await count(sql`SELECT count(*) n FROM products WHERE is_published = 1`);
    expect(result.products.totalItems).toBe(published);
    expect(result.products.items).toHaveLength(25);
    expect(result.products).toMatchObject({ currentPageIndex: 1, pageSize: 25, isFirstPage: true, isLastPage: false });
    expect(result.promotions).toEqual([]);
  });

  it('should filter by platform given as platform[], platform or a comma list, and count every match', async () => {
    const expected = await count(sql`SELECT count(*) n FROM products p WHERE is_published = 1 AND EXISTS (SELECT 1 FROM product_platforms pp WHERE pp.product_id = p.id AND pp.platform_id = 1310)`);
    for (const query of ['platform[]=1310&pagesize=100', 'platform=1310&pagesize=100']) {
      const result = await find(query);
      expect(result.products.totalItems).toBe(expected);
      expect(result.products.items.every((i) => i.platformIds?.includes(1310))).toBe(true);
    }
    const both = await find('platform=1400,1500&pagesize=100');
    expect(both.products.items.length).toBeGreaterThan(0);
    expect(both.products.items.every((i) => i.platformIds?.some((p) => p === 1400 || p === 1500))).toBe(true);
    const repeated = await find('platform[]=1400&platform[]=1500&pagesize=100');
    expect(repeated.products.totalItems).toBe(both.products.totalItems);
  });

  it('should filter by genre id, name or slug', async () => {
    const byId = await find('genre[]=7&pagesize=100');
    expect(byId.products.items.length).toBeGreaterThan(0);
    expect(byId.products.items.every((i) => i.genres?.includes('Hidden Object'))).toBe(true);
    expect((await find('genre=Hidden-Object&pagesize=100')).products.totalItems).toBe(byId.products.totalItems);
    expect((await find('genre=hidden%20object&pagesize=100')).products.totalItems).toBe(byId.products.totalItems);
    expect((await find('genre=No-Such-Genre')).products.totalItems).toBe(0);
  });

  it('should filter by publisher ids and names', async () => {
    const result = await find('publisher[]=1&publisher[]=2&pagesize=100');
    const publishers = await column<number>(result.products.items.map((i) => i.id), 'publisher_id');
    expect(result.products.items.length).toBeGreaterThan(0);
    expect([...publishers.values()].every((p) => p === 1 || p === 2)).toBe(true);
    const byName = await find('publisher=Ironclad%20Interactive&pagesize=100');
    expect(byName.products.items.every((i) => i.publisher === 'Ironclad Interactive')).toBe(true);
  });

  it('should list a collection or arcade store in its curated order', async () => {
    for (const id of [88, 89, 1305, 1306]) {
      const rows = await kit.db.selectFrom('collection_products as cp').innerJoin('products as p', 'p.id', 'cp.product_id').select('p.id').where('cp.collection_id', '=', id).where('p.is_published', '=', 1).orderBy('cp.position').execute();
      const result = await find(`collection=${id}&pagesize=100`);
      expect(result.products.items.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    }
    expect((await find('collection=999999')).products.totalItems).toBe(0);
  });

  it('should filter by ESRB codes on the US site and PEGI codes on the UK site', async () => {
    const us = await find('esrb[]=600&esrb[]=700&pagesize=100');
    expect(us.products.items.length).toBeGreaterThan(0);
    expect(us.products.items.every((i) => i.contentRating?.system === 'ESRB' && [600, 700].includes(i.contentRating.code ?? 0))).toBe(true);
    const uk = await find('esrb=2500&pagesize=100', regionCookie(302));
    expect(uk.products.items.length).toBeGreaterThan(0);
    expect(uk.products.items.every((i) => i.contentRating?.system === 'PEGI' && i.contentRating.code === 2500)).toBe(true);
  });

  it('should list only bundles with bundles=true', async () => {
    const result = await find('bundles=true&pagesize=100');
    expect(result.products.items.length).toBeGreaterThan(0);
    expect(result.products.items.every((i) => i.productType === 'Bundle' || i.productType === 'CustomBundle')).toBe(true);
  });

  it('should answer running promotions with promotionsSize', async () => {
    const result = await find('promotionsSize=3&pagesize=1');
    expect(result.promotions).toHaveLength(3);
    const now = new Date().toISOString();
    for (const promo of result.promotions ?? []) expect((promo.endDate ?? '') > now).toBe(true);
  });

  it('should filter by DRM filter codes (ADS is 12)', async () => {
    const result = await find('drm_types[]=12&drm_types[]=2&pagesize=100');
    expect(result.products.items.length).toBeGreaterThan(0);
    expect(result.products.items.every((i) => i.drmType === 'ADS' || i.drmType === 'Steam')).toBe(true);
    const ads = await find('drm_types=12&pagesize=100');
    expect(ads.products.items.every((i) => i.drmType === 'ADS')).toBe(true);
  });

  it('should list trade-in titles with d2d_plus=1 and rentals with d2d_plus=2', async () => {
    const tradeIn = await find('d2d_plus=1&pagesize=100');
    expect(tradeIn.products.items.length).toBeGreaterThan(0);
    expect(tradeIn.products.items.every((i) => i.allow_trade_in === true && (purchase(i)?.trade_in_price ?? 0) > 0)).toBe(true);
    const rental = await find('d2d_plus=2&pagesize=100');
    expect(rental.products.items.length).toBeGreaterThan(0);
    expect(rental.products.items.every((i) => (purchase(i)?.rentalPrice ?? 0) > 0)).toBe(true);
  });

  it('should apply price bands to the price paid now in the site currency', async () => {
    const under = await find('price.underprice=10&pagesize=100');
    expect(under.products.items.length).toBeGreaterThan(0);
    expect(under.products.items.every((i) => (purchase(i)?.purchasePrice?.amount ?? Infinity) <= 10)).toBe(true);
    const over = await find('price.overprice=50&pagesize=100');
    expect(over.products.items.length).toBeGreaterThan(0);
    expect(over.products.items.every((i) => (purchase(i)?.purchasePrice?.amount ?? 0) > 50)).toBe(true);
    const pounds = await find('price.underprice=10&pagesize=100', regionCookie(2));
    expect(pounds.products.items.every((i) => purchase(i)?.purchasePrice?.currency.symbol === '£' && (purchase(i)?.purchasePrice?.amount ?? Infinity) <= 10)).toBe(true);
    // pound prices are lower than dollar prices, so the same band holds more products on the UK site
    expect(pounds.products.totalItems).toBeGreaterThan(under.products.totalItems);
  });

  it('should list only offers on sale now with onsale=true', async () => {
    const result = await find('onsale=true&pagesize=100');
    const running = await count(sql`SELECT count(*) n FROM products p JOIN offers o ON o.product_id = p.id AND o.is_primary = 1
      JOIN offer_prices op ON op.offer_id = o.id AND op.site_id = 1
      WHERE p.is_published = 1 AND op.sale_price < op.list_price AND op.sale_ends_at > ${new Date().toISOString()}`);
    expect(result.products.totalItems).toBe(running);
    for (const item of result.products.items) {
      const offer = purchase(item);
      expect(offer?.isOnSale).toBe(true);
      expect(offer?.totalPercentOff).toBeGreaterThan(0);
      expect((offer?.purchasePrice?.amount ?? 0) < (offer?.listPrice ?? 0)).toBe(true);
      expect(offer?.purchasePrice?.endTime).toBeTruthy();
    }
  });

  it('should apply every release-date preset', async () => {
    const now = new Date();
    for (const value of [1, 2, 3, 4, 5, 6]) {
      const range = releaseDateRange(value, now);
      const result = await find(`release_date=${value}&pagesize=100`);
      expect(result.products.items.length, `preset ${value}`).toBeGreaterThan(0);
      for (const item of result.products.items) {
        if (range?.startdate) expect(item.releaseDate! >= range.startdate, `preset ${value}`).toBe(true);
        if (range?.enddate) expect(item.releaseDate! <= range.enddate, `preset ${value}`).toBe(true);
      }
    }
    const comingSoon = await find('release_date=1&pagesize=100');
    const today = now.toISOString().slice(0, 10);
    expect(comingSoon.products.items.every((i) => i.releaseDate! > today)).toBe(true);
    expect(comingSoon.products.items.some((i) => purchase(i)?.isPreorderOffer === true)).toBe(true);
  });

  it('should apply explicit release date ranges', async () => {
    const result = await find('releasedate.startdate=2003-01-01&releasedate.enddate=2004-12-31&pagesize=100');
    expect(result.products.items.length).toBeGreaterThan(0);
    expect(result.products.items.every((i) => i.releaseDate! >= '2003-01-01' && i.releaseDate! <= '2004-12-31')).toBe(true);
  });

  it('should filter by user rating bands, including not rated', async () => {
    const high = await find('userrating.lowerrating=9&userrating.upperrating=10&pagesize=100');
    const ratings = await column<number | null>(high.products.items.map((i) => i.id), 'user_rating');
    expect(high.products.items.length).toBeGreaterThan(0);
    expect([...ratings.values()].every((r) => r !== null && r >= 9)).toBe(true);
    const unrated = await find('userrating.lowerrating=0&userrating.upperrating=0&pagesize=100');
    const none = await column<number | null>(unrated.products.items.map((i) => i.id), 'user_rating');
    expect(unrated.products.items.length).toBeGreaterThan(0);
    expect([...none.values()].every((r) => r === null)).toBe(true);
  });

  it('should combine filters with AND', async () => {
    const result = await find('platform=1100&genre=Action&onsale=1&price.underprice=20&pagesize=100');
    for (const item of result.products.items) {
      expect(item.platformIds).toContain(1100);
      expect(item.genres).toContain('Action');
      expect(purchase(item)?.isOnSale).toBe(true);
      expect(purchase(item)?.purchasePrice?.amount ?? Infinity).toBeLessThanOrEqual(20);
    }
  });

  it('should price items in the site of the region cookie', async () => {
    const us = await find('pagesize=5&sort.field=title');
    const uk = await find('pagesize=5&sort.field=title', regionCookie(302));
    const eu = await find('pagesize=5&sort.field=title', regionCookie(284));
    expect(us.products.items.map((i) => i.id)).toEqual(uk.products.items.map((i) => i.id));
    expect(purchase(us.products.items[0]!)?.purchasePrice?.currency).toEqual({ isoCode: 'USD', symbol: '$' });
    expect(purchase(uk.products.items[0]!)?.purchasePrice?.currency).toEqual({ isoCode: 'GBP', symbol: '£' });
    expect(purchase(eu.products.items[0]!)?.purchasePrice?.currency).toEqual({ isoCode: 'EUR', symbol: '€' });
    expect(uk.products.items[0]!.contentRating?.system).toBe('PEGI');
  });

  it('should answer 400 with model state for unknown codes and bad values, never 500', async () => {
    for (const query of ['platform=9999', 'pagesize=0', 'pageindex=-1', 'drm_types=99', 'd2d_plus=3', 'sort.field=rating', 'release_date=9', 'releasedate.startdate=yesterday', 'userrating.lowerrating=11', 'price.underprice=abc', `search.keywords=${'x'.repeat(26)}`, 'pagesize=1&pagesize=2']) {
      const res = await kit.inject({ method: 'GET', url: `/api/productquery/findpage?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().modelState).length, query).toBeGreaterThan(0);
    }
  });
});
