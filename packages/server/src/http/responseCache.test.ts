/**
 * The anonymous response cache on a real seeded SQLite file, through `app.inject`: hits answer
 * as misses do, and never hide a shopper's own states, a catalogue write, another region or the
 * end of a sale.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CHEAP, STORE_CONFIG, numberedBuyers, openTestDatabase, relogin, putInLibrary, regionCookie, testClock, type TestDatabase } from '../__tests__/harness.js';
import { offerTimeBoundary, nextUtcMidnight } from './offerTimeBoundary.js';
import { ResponseCacheStore } from './responseCacheStore.js';

const clock = testClock(Date.parse('2031-03-10T12:00:00.000Z'));
let database: TestDatabase;
let app: FastifyInstance;
let productId: number;
/** How many product gets reached their handler. */
let handled = 0;

const BR = { 'accept-encoding': 'br, gzip' };
const url = (): string => `/api/product/get/${productId}`;
const get = (headers: Record<string, string> = {}, path = url()): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: path, headers });

/** The JSON of an answer, decompressed as a browser would. */
function json<T>(res: LightMyRequestResponse): T {
  const bytes = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** What a client sees of an answer: status, body bytes and every header but the date. */
function seen(res: LightMyRequestResponse) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, body: res.rawPayload.toString('base64'), headers };
}

beforeAll(async () => {
  database = await openTestDatabase('response-cache', { seed: { catalogue: { products: 40 } } });
  app = await buildApp({
    db: database.db,
    config: STORE_CONFIG,
    accounts: { ...CHEAP, now: () => clock.now },
    orders: { jobs: false },
    // a long max age, so the sale's end is what ends an answer below
    responseCache: { checkIntervalMs: 0, maxAgeMs: 2 * 60 * 60_000 },
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === '/api/product/get/:id') handled += 1;
  });
  const page = (await app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=1&sort=title' })).json<{ products: { items: { id: number }[] } }>();
  productId = page.products.items[0]!.id;
});

afterAll(async () => {
  await app.close();
  await database.remove();
});

beforeEach(async () => {
  // a write to the catalogue starts every test with an empty cache
  await database.db.updateTable('products').set({ patch_version: `test-${clock.now}-${Math.random()}` }).where('id', '=', productId).execute();
  handled = 0;
});

describe('the anonymous response cache', () => {
  it('answers a repeated visitor read from memory with the same body and headers, compressed as asked', async () => {
    const miss = await get(BR);
    const hit = await get(BR);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.etag).toMatch(/^W\//);
    expect(handled).toBe(1);
    expect(seen(hit)).toEqual(seen(miss));
    // another encoding is another answer
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toEqual(json(hit));
    expect(handled).toBe(2);
  });

  it('answers If-None-Match on a hit with 304, as on a miss', async () => {
    const first = await get(BR);
    const revalidated = await get({ ...BR, 'if-none-match': String(first.headers.etag) });
    expect(handled).toBe(1);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('never gives a signed-in shopper the visitors\' answer, nor keeps theirs', async () => {
    const ana = await relogin(database.db, await numberedBuyers(database.db, 'cache-ana')(), clock.now);
    await putInLibrary(database.db, ana.id, productId, { at: clock.now - 1000 });
    const visitor = json<{ skuIdsPurchased: number[] }>(await get(BR));
    const own = await get({ ...BR, authorization: `Bearer ${ana.token}` });
    const ownByCookie = await get({ ...BR, cookie: `token=${ana.token}` });
    expect(visitor.skuIdsPurchased).toEqual([]);
    for (const res of [own, ownByCookie]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(json<{ skuIdsPurchased: number[] }>(res).skuIdsPurchased.length).toBeGreaterThan(0);
    }
    // the visitor's answer is still the visitor's
    const again = await get(BR);
    expect(json<{ skuIdsPurchased: number[] }>(again).skuIdsPurchased).toEqual([]);
    expect(handled).toBe(3);
  });

  it('sees a catalogue write at once', async () => {
    const before = json<{ offerActions: { listPrice: number }[] }>(await get(BR));
    const offers = await database.db.selectFrom('offers').select('id').where('product_id', '=', productId).execute();
    await database.db.updateTable('offer_prices').set({ list_price: 123_456 }).where('offer_id', 'in', offers.map((o) => o.id)).where('site_id', '=', 1).execute();
    const after = json<{ offerActions: { listPrice: number }[] }>(await get(BR));
    expect(before.offerActions[0]?.listPrice).not.toBe(1234.56);
    expect(after.offerActions[0]?.listPrice).toBe(1234.56);
    expect(handled).toBe(2);
  });

  it('answers each region with its own site', async () => {
    const currency = (res: LightMyRequestResponse) => json<{ offerActions: { purchasePrice: { currency: { isoCode: string } } }[] }>(res).offerActions[0]?.purchasePrice.currency.isoCode;
    const us = await get(BR);
    const uk = await get({ ...BR, ...regionCookie(302) });
    const ukAgain = await get({ ...BR, ...regionCookie(302) });
    const usAgain = await get({ ...BR, ...regionCookie(301) });
    expect([currency(us), currency(uk), currency(ukAgain), currency(usAgain)]).toEqual(['USD', 'GBP', 'GBP', 'USD']);
    // 301 is site 1 as no cookie is: the same answer
    expect(handled).toBe(2);
  });

  it('replays no Set-Cookie and keeps no answer that sets one', async () => {
    const referred = `${url()}?aff=partner1`;
    const first = await get(BR, referred);
    const second = await get(BR, referred);
    expect(first.headers['set-cookie']).toBeDefined();
    expect(second.headers['set-cookie']).toBeDefined();
    expect(handled).toBe(2);
    await get(BR);
    const hit = await get(BR);
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(handled).toBe(3);
  });

  it('stops serving an answer when a sale in it ends, with no write in between', async () => {
    const offers = await database.db.selectFrom('offers').select('id').where('product_id', '=', productId).where('offer_action_type', '=', 'Purchase').execute();
    const endsAt = new Date(clock.now + 60 * 60_000).toISOString();
    await database.db.updateTable('offer_prices').set({ list_price: 4000, sale_price: 1000, sale_ends_at: endsAt })
      .where('offer_id', 'in', offers.map((o) => o.id)).where('site_id', '=', 1).execute();
    const onSale = (res: LightMyRequestResponse) => json<{ offerActions: { isOnSale: boolean }[] }>(res).offerActions.some((o) => o.isOnSale);
    try {
      expect(onSale(await get(BR))).toBe(true);
      clock.advance(60 * 60_000 - 1);
      expect(onSale(await get(BR))).toBe(true);
      expect(handled).toBe(1);
      clock.advance(1);
      expect(onSale(await get(BR))).toBe(false);
      expect(handled).toBe(2);
    } finally {
      clock.advance(-60 * 60_000);
    }
  });

  it('serves an answer no longer than its max age (what the catalogue version does not count: key pools)', async () => {
    // the UK site: the sale of the test above is on the US one
    const uk = { ...BR, ...regionCookie(302) };
    await get(uk);
    clock.advance(2 * 60 * 60_000 - 1);
    await get(uk);
    expect(handled).toBe(1);
    clock.advance(1);
    await get(uk);
    expect(handled).toBe(2);
    clock.advance(-2 * 60 * 60_000);
  });

  it('answers HEAD and errors uncached', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/product/get/99999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/product/get/99999999' })).statusCode).toBe(404);
    await app.inject({ method: 'HEAD', url: url() });
    await app.inject({ method: 'HEAD', url: url() });
    expect(handled).toBe(4);
  });
});

describe('offerTimeBoundary', () => {
  const now = Date.parse('2031-03-10T12:00:00.000Z');
  const offer = (fields: object) => ({ offerActions: [{ purchasePrice: { endTime: null }, instant_play: null, ...fields }] });

  it('is the next UTC midnight when nothing in the answer ends sooner', () => {
    expect(offerTimeBoundary(offer({}), now)).toBe(Date.parse('2031-03-11T00:00:00.000Z'));
    expect(nextUtcMidnight(Date.parse('2031-03-10T23:59:59.999Z'))).toBe(Date.parse('2031-03-11T00:00:00.000Z'));
  });

  it('finds sale ends and Instant Play windows in nested cards, ignoring the past', () => {
    const answer = {
      ...offer({ purchasePrice: { endTime: '2031-03-10T11:00:00.000Z' } }),
      recommendedProducts: [offer({ instant_play: { start_at: '2031-03-01T00:00:00.000Z', end_at: '2031-03-10T15:00:00.000Z' } })],
    };
    expect(offerTimeBoundary(answer, now)).toBe(Date.parse('2031-03-10T15:00:00.001Z'));
    expect(offerTimeBoundary({ bundlesOfferedIn: [offer({ purchasePrice: { endTime: '2031-03-10T13:00:00.000Z' } })] }, now)).toBe(Date.parse('2031-03-10T13:00:00.000Z'));
    expect(offerTimeBoundary(offer({ instant_play: { start_at: '2031-03-10T12:30:00.000Z', end_at: '2031-03-20T00:00:00.000Z' } }), now)).toBe(Date.parse('2031-03-10T12:30:00.000Z'));
  });
});

describe('ResponseCacheStore', () => {
  const answer = (body: string) => ({ body, headers: {}, version: 1, createdAt: 0, expiresAt: 1 });

  it('evicts the least recently used answer over its entry and byte limits', () => {
    const store = new ResponseCacheStore({ maxEntries: 2, maxBytes: 10 });
    store.set('a', answer('aaa'));
    store.set('b', answer('bbb'));
    store.get('a');
    store.set('c', answer('ccc'));
    expect([store.get('a') !== undefined, store.get('b') !== undefined, store.get('c') !== undefined]).toEqual([true, false, true]);
    store.set('d', answer('dddddddd'));
    expect(store.size).toBe(1);
    expect(store.byteSize).toBe(8);
    store.set('huge', answer('x'.repeat(11)));
    expect(store.get('huge')).toBeUndefined();
  });
});
