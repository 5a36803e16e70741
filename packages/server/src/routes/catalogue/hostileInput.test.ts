import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contentRatingListSchema, downloadLocationResponseSchema, genreListSchema, mailingListResultSchema, mediaPageSchema,
  merchandisingDisplaySchema, platformListSchema, productQueryResultSchema, productSchema, promotionBackgroundSchema,
  promotionPageSchema, promotionSchema, publisherListSchema, regionInfoSchema, rewardOffersSchema, shelvesResponseSchema,
  sitemapSchema,
} from '@d2d/contract';
import { issueTokens } from '../../services/accounts/sessions.js';
import { openCatalogueKit, type CatalogueKit } from './__tests__/catalogueKit.js';

/** Parameter names the routes read, so generated queries hit real code paths and not only unknown keys. */
const KNOWN_KEYS = [
  'pagesize', 'pageindex', 'platform', 'platform[]', 'genre[]', 'publisher[]', 'collection', 'esrb[]', 'search.keywords',
  'search.titleonly', 'bestselling', 'bundles', 'promotionsSize', 'drm_types[]', 'd2d_plus', 'sort.field', 'sort.direction',
  'price.underprice', 'price.overprice', 'onsale', 'release_date', 'releasedate.startdate', 'releasedate.enddate',
  'userrating.lowerrating', 'userrating.upperrating', 'keywords', 'titleonly', 'pageSize', 'pageIndex', 'productid', 'type',
  'region', 'skuId', 'name', 'pagenumber', 'expires', 'signature', 'size', '__proto__', 'constructor',
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '9'.repeat(40), '1.5', '0x10', 'true', 'null', '[]', '{}',
    '"', "'", '*', 'title:x', 'NEAR(a b)', 'a OR b', '%', '\u0000', '😀😀😀', '<script>', '../../etc/passwd', 'releaseDate', 'price',
    '1100', '1310', '12', '2500', '88', '2020-01-01', '2020-13-45', 'asc', 'DESC'),
  fc.integer().map(String),
  fc.double().map(String),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 12 })), hostileText), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
const rawTail = fc.constantFrom('', '&%', '&a=%zz', '&b=%E0%A4%A', '&&&', '&=x', '&platform[]', '&x[]=1&x[]=2');
const pathSegment = fc.oneof(fc.nat({ max: 3000 }).map(String), hostileText.filter((s) => s.length > 0).map(encodeURIComponent));
const cookie = fc.oneof(fc.constant(undefined), hostileText.map((v) => `region=${encodeURIComponent(v)}`), fc.constantFrom('region=302', 'region=284', 'region'));

type Check = z.ZodType | 'svg' | 'file';
const GET_ROUTES: Array<[string, Check]> = [
  ['/api/productquery/findpage', productQueryResultSchema],
  ['/api/productquery/typeahead', productQueryResultSchema],
  ['/api/product/get/:id', productSchema],
  ['/api/product/preview/:id', productSchema],
  ['/api/product/getmedia', mediaPageSchema],
  ['/api/product/preview_media', mediaPageSchema],
  ['/api/merchandising/getdisplay', merchandisingDisplaySchema],
  ['/api/merchandising/getpromotion/:id', promotionSchema],
  ['/api/merchandising/getpromotion_background/:id', promotionBackgroundSchema],
  ['/api/merchandising/getpromotions', promotionPageSchema],
  ['/api/merchandising/reward_offers', rewardOffersSchema],
  ['/d2d/genres', genreListSchema],
  ['/d2d/platforms', platformListSchema],
  ['/d2d/publishers', publisherListSchema],
  ['/d2d/content_ratings', contentRatingListSchema],
  ['/d2d/sitemap', sitemapSchema],
  ['/d2d/regions/get_region/', regionInfoSchema],
  ['/d2d/downloads/:id/:id', 'file'],
  ['/art/product/:id/:id', 'svg'],
  ['/art/product/:id/screenshot/:id', 'svg'],
  ['/art/promotion/:id/:id', 'svg'],
  ['/art/rating/:id', 'svg'],
];
const POST_ROUTES: Array<[string, z.ZodType]> = [
  ['/api/product/downloadlocations', downloadLocationResponseSchema],
  ['/api/merchandising/shelves', shelvesResponseSchema],
  ['/d2d/regions/switch', regionInfoSchema],
  ['/d2d/mailchimp/subscribe', mailingListResultSchema],
];

const body = fc.oneof(
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"skuIds":', '[]', 'null', '{"shelves":[{"name":"x","query":{"platform":"1100,abc"}}]}', '{"__proto__":{"a":1}}'),
  fc.record({
    skuIds: fc.array(fc.oneof(fc.nat({ max: 20000 }), fc.integer(), hostileText), { maxLength: 5 }),
    filetype: hostileText,
    forhttp: fc.anything({ maxDepth: 0 }),
  }).map((v) => JSON.stringify(v)),
  fc.record({
    shelves: fc.array(fc.record({ name: hostileText, query: fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 }))), pagesize: fc.integer() }, { requiredKeys: ['name', 'query'] }), { maxLength: 3 }),
  }).map((v) => JSON.stringify(v)),
  fc.record({ email: hostileText, region_id: fc.oneof(fc.integer(), hostileText) }).map((v) => JSON.stringify(v)),
  fc.record({ code: hostileText }).map((v) => JSON.stringify(v)),
);

describe('hostile input to every catalogue, merchandising and art route', () => {
  let kit: CatalogueKit;
  let token: string;

  beforeAll(async () => {
    kit = await openCatalogueKit(300);
    const now = Date.now();
    const account = await kit.db
      .insertInto('accounts')
      .values({
        email: 'fuzz@example.com', email_confirmed_at: now, unconfirmed_email: null, user_name: 'fuzz', last_name: null, password_hash: null,
        allow_tracking: null, gdpr_opt_in: null, address_user_name: null, address_street_1: null, address_street_2: null, address_city: null,
        address_state: null, address_zipcode: null, address_country_code_id: null, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = (await issueTokens(kit.db, account.id, now)).token;
  });
  afterAll(async () => kit.close());

  it.each(GET_ROUTES)('GET %s should never answer 5xx and every 200 should match the contract', async (route, check) => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathSegment, { minLength: 2, maxLength: 2 }), queryString, rawTail, cookie, async (segments, query, tail, regionCookie) => {
        let i = 0;
        const path = route.replace(/:id/g, () => segments[i++] ?? '1');
        const res = await kit.inject({ method: 'GET', url: `${path}?${query}${tail}`, headers: regionCookie ? { cookie: regionCookie } : {} });
        expect(res.statusCode, `${path}?${query}${tail} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 200) {
          if (check === 'svg') expect(res.headers['content-type']).toContain('image/svg+xml');
          else if (check === 'file') expect(res.headers['content-disposition']).toContain('attachment');
          else check.parse(res.json());
        } else if (res.statusCode !== 304) {
          expect(typeof res.json().message).toBe('string');
        }
      }),
      { numRuns: 40 },
    );
  });

  it('should answer 200 with at most pagesize contract-valid items for any mix of valid findpage filters', async () => {
    const validPair = fc.oneof(
      fc.constantFrom(1100, 1200, 1300, 1310, 1320, 1400, 1500).map((v) => `platform[]=${v}`),
      fc.constantFrom('Action', 'hidden-object', '3', 'RPG').map((v) => `genre[]=${encodeURIComponent(v)}`),
      fc.integer({ min: 1, max: 40 }).map((v) => `publisher[]=${v}`),
      fc.constantFrom(88, 89, 1305, 1306).map((v) => `collection=${v}`),
      fc.constantFrom(300, 500, 600, 2000, 2500).map((v) => `esrb[]=${v}`),
      fc.string({ maxLength: 25 }).map((v) => `search.keywords=${encodeURIComponent(v)}`),
      fc.boolean().map((v) => `search.titleonly=${v}`),
      fc.boolean().map((v) => `bestselling=${v}`),
      fc.boolean().map((v) => `bundles=${v}`),
      fc.integer({ min: 0, max: 5 }).map((v) => `promotionsSize=${v}`),
      fc.integer({ min: 1, max: 15 }).map((v) => `drm_types[]=${v}`),
      fc.constantFrom(1, 2).map((v) => `d2d_plus=${v}`),
      fc.constantFrom('releaseDate', 'bestselling', 'title', 'newlyAvailable', 'price').map((v) => `sort.field=${v}`),
      fc.constantFrom('asc', 'desc').map((v) => `sort.direction=${v}`),
      fc.constantFrom(10, 20, 30.5, 50).map((v) => `price.underprice=${v}`),
      fc.constantFrom(0, 50).map((v) => `price.overprice=${v}`),
      fc.boolean().map((v) => `onsale=${v}`),
      fc.integer({ min: 1, max: 6 }).map((v) => `release_date=${v}`),
      fc.constantFrom('1985-01-01', '2010-06-30').map((v) => `releasedate.startdate=${v}`),
      fc.constantFrom('1999-12-31', '2030-01-01').map((v) => `releasedate.enddate=${v}`),
      fc.integer({ min: 0, max: 10 }).map((v) => `userrating.lowerrating=${v}`),
      fc.integer({ min: 0, max: 10 }).map((v) => `userrating.upperrating=${v}`),
    );
    const pageSize = fc.integer({ min: 1, max: 60 });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(validPair, { maxLength: 6, selector: (p) => p.split('=')[0] }), pageSize, fc.integer({ min: 1, max: 5 }), cookie, async (pairs, size, index, regionCookie) => {
        const url = `/api/productquery/findpage?${[...pairs, `pagesize=${size}`, `pageindex=${index}`].join('&')}`;
        const res = await kit.inject({ method: 'GET', url, headers: regionCookie ? { cookie: regionCookie } : {} });
        expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBe(200);
        const result = productQueryResultSchema.parse(res.json());
        expect(result.products.items.length).toBeLessThanOrEqual(size);
        expect(result.products.isLastPage).toBe(index * size >= result.products.totalItems);
      }),
      { numRuns: 150 },
    );
  });

  it.each(POST_ROUTES)('POST %s should never answer 5xx and every 200 should match the contract', async (route, schema) => {
    await fc.assert(
      fc.asyncProperty(body, queryString, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), fc.boolean(), async (payload, query, type, authed) => {
        const headers: Record<string, string> = { 'content-type': type };
        if (authed) headers.authorization = `Bearer ${token}`;
        const res = await kit.inject({ method: 'POST', url: `${route}?${query}`, payload, headers });
        expect(res.statusCode, `${route} ${type} ${payload.slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 200) schema.parse(res.json());
        else expect(typeof res.json().message === 'string' || typeof res.json().errors === 'object').toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
