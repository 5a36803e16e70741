import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLocationResponseSchema, mediaPageSchema, MESSAGES, productSchema, type Product } from '@d2d/contract';
import { issueTokens } from '../../services/accounts/sessions.js';
import { SHOWCASE_IDS } from '../../seed/catalogue/showcase.js';
import { openCatalogueKit, regionCookie, type CatalogueKit } from './__tests__/catalogueKit.js';

describe('product calls', () => {
  let kit: CatalogueKit;
  let token: string;
  const product = (id: number, headers: Record<string, string> = {}) => kit.getOk(`/api/product/get/${id}`, productSchema, { headers });
  const purchase = (p: Product) => p.offerActions?.find((o) => o.offerActionType === 'Purchase');

  beforeAll(async () => {
    kit = await openCatalogueKit();
    const now = Date.now();
    const account = await kit.db
      .insertInto('accounts')
      .values({
        email: 'shopper@example.com', email_confirmed_at: now, unconfirmed_email: null, user_name: 'shopper', last_name: null, password_hash: null,
        allow_tracking: null, gdpr_opt_in: null, address_user_name: null, address_street_1: null, address_street_2: null, address_city: null,
        address_state: null, address_zipcode: null, address_country_code_id: null, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = (await issueTokens(kit.db, account.id, now)).token;
    // the shopper's library: the free game, the pre-order, and product 1 (a Steam key game with a bonus)
    const owned = [SHOWCASE_IDS.free, SHOWCASE_IDS.preorder, SHOWCASE_IDS.onSale];
    await kit.db
      .insertInto('inventory_items')
      .values(owned.map((productId) => ({
        account_id: account.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: productId,
        sku_id: productId * 10, purchase_type: 'purchase' as const, is_preorder: productId === SHOWCASE_IDS.preorder ? 1 as const : 0 as const,
        entitlement_status: 'activated' as const, rental_expires_at: null, traded_in_at: null, created_at: now,
      })))
      .execute();
  });
  afterAll(async () => kit.close());

  describe('GET /api/product/get/{id}', () => {
    it('should answer every detail field of a product on sale in dollars', async () => {
      const p = await product(SHOWCASE_IDS.onSale);
      expect(p).toMatchObject({ id: 1, title: 'Stellar Odyssey', productType: 'Game', platformId: 1100, platformIds: [1100, 1200], drmType: 'Steam' });
      expect(p.frontImage).toBe('/art/product/1/front.svg');
      expect(p.description).toContain('<p>');
      expect(p.requirements).toContain('Minimum');
      expect(p.techSpecs?.length).toBeGreaterThan(0);
      expect(p.bonusItems).toHaveLength(2);
      expect(p.recommendedProducts?.length).toBeGreaterThan(0);
      expect(p.recommendedProducts?.some((r) => r.id === p.id)).toBe(false);
      expect(p.topMedia?.type).toBe(0);
      expect(p.hasPurchaseActivationKeys).toBe(true);
      expect(p.bundlesOfferedIn?.map((b) => b.id)).toEqual(expect.arrayContaining([SHOWCASE_IDS.bundle, SHOWCASE_IDS.customBundle]));
      const offer = purchase(p)!;
      expect(offer).toMatchObject({ skuId: 10, listPrice: 29.99, isOnSale: true, totalPercentOff: 40, buyableFromCountry: 'Y', isPreorderOffer: false });
      expect(offer.purchasePrice).toMatchObject({ amount: 17.99, currency: { isoCode: 'USD', symbol: '$' } });
      expect(Date.parse(offer.purchasePrice!.endTime!)).toBeGreaterThan(Date.now());
      expect(offer.instant_play).toMatchObject({ instant_play_enable: true, canInstantPlay: true });
      expect(offer).not.toHaveProperty('vipPrice');
      expect(p.contentRating?.system).toBe('ESRB');
    });

    it('should answer pounds and PEGI on the UK site and euros on the EU site', async () => {
      const uk = await product(SHOWCASE_IDS.onSale, regionCookie(302));
      expect(purchase(uk)!.purchasePrice!.currency).toEqual({ isoCode: 'GBP', symbol: '£' });
      expect(purchase(uk)!.listPrice).toBe(23.99);
      expect(uk.contentRating?.system).toBe('PEGI');
      expect(uk.contentRating?.code).toBeGreaterThanOrEqual(2000);
      const eu = await product(SHOWCASE_IDS.onSale, regionCookie(286));
      expect(purchase(eu)!.purchasePrice!.currency).toEqual({ isoCode: 'EUR', symbol: '€' });
      expect(purchase(eu)!.listPrice).toBe(27.99);
    });

    it('should mark a pre-order and a pre-purchase before their release', async () => {
      const preorder = await product(SHOWCASE_IDS.preorder);
      expect(purchase(preorder)!.isPreorderOffer).toBe(true);
      expect(preorder.buttonState).toBe('purchase-preorder');
      expect(preorder.releaseDate! > new Date().toISOString().slice(0, 10)).toBe(true);
      const prePurchase = await product(SHOWCASE_IDS.prePurchase);
      expect(purchase(prePurchase)!.isPreorderOffer).toBe(false);
      expect(prePurchase.releaseDate! > new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('should carry trade-in and rental prices on an ADS title', async () => {
      const ads = await product(SHOWCASE_IDS.ads);
      expect(ads.drmType).toBe('ADS');
      expect(ads.allow_trade_in).toBe(true);
      expect(purchase(ads)).toMatchObject({ trade_in_price: 6, rentalPrice: 2.99 });
    });

    it('should list the contents of a bundle and the choices of a custom bundle', async () => {
      const bundle = await product(SHOWCASE_IDS.bundle);
      expect(bundle.productType).toBe('Bundle');
      expect(bundle.bundledSkuProducts?.map((b) => b.id)).toEqual([1, 4, 5]);
      const custom = await product(SHOWCASE_IDS.customBundle);
      expect(custom).toMatchObject({ productType: 'CustomBundle', buttonState: 'build', url: '/byob-build-your-own-indie-bundle/7' });
      expect(custom.bundledSkuProducts?.map((b) => b.offerActions?.[0]?.skuId)).toEqual([10, 40, 110, 120, 160, 170, 180, 190]);
    });

    it('should name the base games a DLC requires', async () => {
      const single = await product(SHOWCASE_IDS.dlc);
      expect(single.productType).toBe('DLC');
      expect(single.productRequirements).toEqual([expect.objectContaining({ id: 1, title: 'Stellar Odyssey', isRequired: true })]);
      const multiple = await product(SHOWCASE_IDS.dlcMultiple);
      expect(multiple.productRequirements?.map((r) => r.id)).toEqual([1, 12]);
    });

    it('should mark free products and country restrictions', async () => {
      const free = await product(SHOWCASE_IDS.free);
      expect(purchase(free)).toMatchObject({ isFreePurchase: true, listPrice: 0 });
      expect(free.buttonState).toBe('purchase-free');
      const restricted = await product(SHOWCASE_IDS.restricted);
      expect(restricted.countryRestrictions).toEqual(['GB', 'DE']);
      expect(purchase(restricted)!.buyableFromCountry).toBe('Y');
      expect(purchase(await product(SHOWCASE_IDS.restricted, regionCookie(302)))!.buyableFromCountry).toBe('N');
      const fromFrance = await product(SHOWCASE_IDS.restricted, { ...regionCookie(284), 'cf-ipcountry': 'FR' });
      expect(purchase(fromFrance)!.buyableFromCountry).toBe('Y');
    });

    it('should offer a subscription beside the purchase where there is one', async () => {
      const p = await product(SHOWCASE_IDS.subscribe);
      expect(p.offerActions?.map((o) => o.offerActionType)).toEqual(['Purchase', 'Subscribe']);
      expect(p.offerActions?.[1]).toMatchObject({ canSubscribe: true });
    });

    it('should answer 404 for unknown, malformed and unpublished ids', async () => {
      for (const url of ['/api/product/get/999999', '/api/product/get/abc', '/api/product/get/0', `/api/product/get/${SHOWCASE_IDS.unpublished}`, '/api/product/get/99999999999999999999']) {
        const res = await kit.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('The product was not found.');
      }
    });
  });

  describe('GET /api/product/preview/{id}', () => {
    it('should show unpublished products, priced for the region parameter', async () => {
      const p = await kit.getOk(`/api/product/preview/${SHOWCASE_IDS.unpublished}?region=2`, productSchema);
      expect(p.id).toBe(SHOWCASE_IDS.unpublished);
      expect(purchase(p)!.purchasePrice!.currency.isoCode).toBe('GBP');
      const noRegion = await kit.getOk(`/api/product/preview/${SHOWCASE_IDS.onSale}`, productSchema, { headers: regionCookie(284) });
      expect(purchase(noRegion)!.purchasePrice!.currency.isoCode).toBe('EUR');
      expect((await kit.inject({ method: 'GET', url: '/api/product/preview/1?region=x' })).statusCode).toBe(400);
      expect((await kit.inject({ method: 'GET', url: '/api/product/preview/999999' })).statusCode).toBe(404);
    });
  });

  describe('GET /api/product/getmedia and preview_media', () => {
    it('should page screenshots and videos by type', async () => {
      const shots = await kit.getOk('/api/product/getmedia?productid=1&type=1', mediaPageSchema);
      expect(shots).toMatchObject({ totalItems: 6, pageSize: 100, isFirstPage: true, isLastPage: true });
      expect(shots.items.every((m) => m.type === 1 && m.item.sources.some((s) => s.url.startsWith('/art/product/1/screenshot/')))).toBe(true);
      const videos = await kit.getOk('/api/product/getmedia?productid=1&type=0', mediaPageSchema);
      expect(videos.items.map((m) => m.type)).toEqual([0, 0]);
      const paged = await kit.getOk('/api/product/getmedia?productid=1&pageSize=3&pageIndex=2', mediaPageSchema);
      expect(paged).toMatchObject({ totalItems: 8, currentPageIndex: 2, isLastPage: false });
      expect(paged.items).toHaveLength(3);
    });

    it('should hide unpublished products from getmedia but not from preview_media', async () => {
      expect((await kit.inject({ method: 'GET', url: `/api/product/getmedia?productid=${SHOWCASE_IDS.unpublished}` })).statusCode).toBe(404);
      const preview = await kit.getOk(`/api/product/preview_media?productid=${SHOWCASE_IDS.unpublished}&region=2`, mediaPageSchema);
      expect(preview.totalItems).toBeGreaterThan(0);
    });

    it('should answer 400 for a missing product id or a page size over 100', async () => {
      for (const url of ['/api/product/getmedia', '/api/product/getmedia?productid=1&pageSize=101', '/api/product/getmedia?productid=1&type=2']) {
        expect((await kit.inject({ method: 'GET', url })).statusCode, url).toBe(400);
      }
    });
  });

  describe('POST /api/product/downloadlocations', () => {
    const post = (payload: unknown, auth = true) =>
      kit.inject({ method: 'POST', url: '/api/product/downloadlocations', payload: payload as object, headers: auth ? { authorization: `Bearer ${token}` } : {} });

    it('should need a login', async () => {
      expect((await post({ skuIds: [80] }, false)).statusCode).toBe(401);
    });

    it('should answer signed links for owned released games and bonus items, pending for pre-orders, nothing for unowned skus', async () => {
      const bonus = await kit.db.selectFrom('bonus_items').select('sku_id').where('product_id', '=', 1).where('is_downloadable', '=', 1).executeTakeFirstOrThrow();
      const res = await post({ skuIds: [80, SHOWCASE_IDS.preorder * 10, 10, bonus.sku_id, 999_999, SHOWCASE_IDS.ads * 10], filetype: 'exe', forhttp: true });
      expect(res.statusCode).toBe(200);
      const { locations } = downloadLocationResponseSchema.parse(res.json());
      expect(locations.map((l) => l.locationStatus)).toEqual(['LocationAvailable', 'PreorderPendingRelease', 'NoDownloadAvailable', 'LocationAvailable', 'LocationNotFound', 'NotOwned']);
      expect(locations.filter((l) => l.locationStatus !== 'LocationAvailable').every((l) => l.url === null)).toBe(true);
      const file = await kit.inject({ method: 'GET', url: locations[0]!.url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('pixel-garden-setup.exe');
      expect(file.body).toContain('Product: Pixel Garden');
    });

    it('should stop answering a link once the game is traded in', async () => {
      await kit.db.updateTable('inventory_items').set({ traded_in_at: Date.now() }).where('product_id', '=', SHOWCASE_IDS.free).execute();
      const { locations } = downloadLocationResponseSchema.parse((await post({ skuIds: [80] })).json());
      expect(locations[0]!.locationStatus).toBe('NotOwned');
      await kit.db.updateTable('inventory_items').set({ traded_in_at: null }).where('product_id', '=', SHOWCASE_IDS.free).execute();
    });

    it('should refuse tampered or expired download links', async () => {
      const { locations } = downloadLocationResponseSchema.parse((await post({ skuIds: [80] })).json());
      const url = new URL(locations[0]!.url!, 'http://store.test');
      const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
      const expired = `${url.pathname}?expires=1000&signature=${url.searchParams.get('signature')}`;
      const otherSku = url.pathname.replace('/80/', '/90/') + url.search;
      for (const bad of [tampered, expired, otherSku, url.pathname]) {
        const res = await kit.inject({ method: 'GET', url: bad });
        expect(res.statusCode, bad).toBe(403);
        expect(res.json().message).toBe(MESSAGES.downloadLocationUnavailable);
      }
    });

    it('should answer 400 for bodies that are not a list of sku ids', async () => {
      for (const payload of [{}, { skuIds: [] }, { skuIds: ['x'] }, { skuIds: [1], extra: true }, { skuIds: Array.from({ length: 51 }, (_, i) => i + 1) }]) {
        expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });
});
