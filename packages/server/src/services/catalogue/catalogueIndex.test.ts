import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES, type FindpageQuery } from '@d2d/contract';
import { openTestDatabase, type TestDatabase } from '../../__tests__/harness.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { catalogueIndexFor, currentCatalogueIndex } from './catalogueIndex.js';
import { findProductIds, findProductIdsBySql } from './productQuery.js';

// the index against the SQL reference on random queries: every filter and sort of spec §7,
// paging, and clocks just before, at and after the sale ends the catalogue holds
describe('findpage index', () => {
  let database: TestDatabase;
  let saleEnds: string[] = [];
  let collections: number[] = [];
  let prices: number[] = [];

  const ctxAt = (siteIndex: number, now: Date): ShopperContext => {
    const site = SITES[siteIndex % SITES.length] as (typeof SITES)[number];
    return { site, country: site.id === 2 ? 'GB' : site.id === 3 ? 'DE' : 'US', now };
  };

  beforeAll(async () => {
    database = await openTestDatabase('catalogue-index', { seed: { catalogue: { products: 600 } } });
    const ends = await sql<{ e: string }>`SELECT DISTINCT sale_ends_at AS e FROM product_prices WHERE sale_ends_at IS NOT NULL ORDER BY e`.execute(database.db);
    saleEnds = ends.rows.map((r) => r.e);
    const cols = await sql<{ id: number }>`SELECT id FROM collections ORDER BY id`.execute(database.db);
    collections = cols.rows.map((r) => Number(r.id));
    // price bounds exactly at the catalogue's prices test the edges (at most, above)
    const seen = await sql<{ v: number }>`SELECT DISTINCT list_price AS v FROM product_prices UNION SELECT DISTINCT sale_price AS v FROM product_prices WHERE sale_price IS NOT NULL`.execute(database.db);
    prices = seen.rows.map((r) => Number(r.v) / 100);
  }, 120_000);
  afterAll(async () => database.remove());

  const day = fc.date({ min: new Date('1995-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const words = ['stellar', 'kingdom', 'iron', 'neon', 'dri', 'shadow', 'ody', 'legion', 'fro', 'garden', 'the', 'of', 'zzqx', 'a'];
  // up to three filters a query (more rarely match anything in a small catalogue), any order and page
  const filters = {
    platform: fc.uniqueArray(fc.constantFrom(1100, 1200, 1310, 1400, 1500, 1600), { minLength: 1, maxLength: 3 }),
    genre: fc.uniqueArray(fc.constantFrom('1', '2', '3', '7', 'Action', 'rpg', 'Hidden-Object', 'No-Such-Genre'), { minLength: 1, maxLength: 3 }),
    publisher: fc.uniqueArray(fc.constantFrom('1', '2', '3', '4', '5', '6', '9', 'nobody'), { minLength: 1, maxLength: 3 }),
    collection: fc.constantFrom(1, 2, 3, 4, 5, 999),
    esrb: fc.uniqueArray(fc.constantFrom(100, 200, 300, 400, 500, 600, 700, 2003, 2007, 2012, 2016, 2018), { minLength: 1, maxLength: 4 }),
    'search.keywords': fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    'search.titleonly': fc.boolean(),
    bestselling: fc.boolean(),
    bundles: fc.boolean(),
    drm_types: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
    d2d_plus: fc.constantFrom(1, 2),
    'price.underprice': fc.constantFrom(0, 4.99, 10, 19.99, 20, 35.5, 60),
    'price.overprice': fc.constantFrom(0, 4.99, 9.99, 20, 40),
    onsale: fc.boolean(),
    release_date: fc.integer({ min: 1, max: 6 }),
    'releasedate.startdate': day,
    'releasedate.enddate': day,
    'userrating.lowerrating': fc.integer({ min: 0, max: 10 }),
    'userrating.upperrating': fc.integer({ min: 0, max: 10 }),
  };
  const someFilters = fc
    .subarray(Object.keys(filters) as Array<keyof typeof filters>, { maxLength: 3 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, filters[k]])) as Record<string, fc.Arbitrary<unknown>>));
  const query: fc.Arbitrary<FindpageQuery> = fc
    .tuple(
      someFilters,
      fc.record(
        {
          pagesize: fc.integer({ min: 1, max: 60 }),
          pageindex: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 8 })),
          'sort.field': fc.constantFrom('releaseDate', 'bestselling', 'title', 'newlyAvailable', 'price'),
          'sort.direction': fc.constantFrom('asc', 'desc'),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([f, paging]) => ({ ...f, ...paging }) as FindpageQuery);
  // clocks around the sale ends (a millisecond before, at, after), and far from them
  const clock = fc.oneof(
    fc.tuple(fc.nat(), fc.constantFrom(-1, 0, 1)).map(([i, shift]) => (saleEnds.length === 0 ? new Date('2026-06-01T00:00:00Z') : new Date(Date.parse(saleEnds[i % saleEnds.length] as string) + shift))),
    fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-01-01T00:00:00Z'), noInvalidDate: true }),
  );

  it('should answer every random query with the SQL reference\'s ids, order and exact total', async () => {
    await catalogueIndexFor(database.db);
    // collections from the seed (the arbitrary's ids are a guess; keep the real ones in play)
    // now and then: one in five queries each
    const rarely = <T,>(values: T[]) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom(...values), weight: 1 });
    const atPrice = rarely(prices.length > 0 ? prices : [9.99]);
    const withCollection = fc
      .tuple(query, rarely(collections.length > 0 ? collections : [1]), atPrice, atPrice)
      .map(([q, c, under, over]) => ({
        ...q,
        ...(c === undefined ? {} : { collection: c }),
        ...(under === undefined ? {} : { 'price.underprice': under }),
        ...(over === undefined ? {} : { 'price.overprice': over }),
      }));
    let matched = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(withCollection, fc.nat({ max: 2 }), clock, async (q, siteIndex, now) => {
        const ctx = ctxAt(siteIndex, now);
        expect(await currentCatalogueIndex(database.db)).not.toBeNull();
        const fast = await findProductIds(database.db, q, ctx);
        const reference = await findProductIdsBySql(database.db, q, ctx);
        expect(fast).toEqual(reference);
        runs++;
        if (reference.totalItems > 0) matched++;
      }),
      { numRuns: 500 },
    );
    // the queries must mostly find something, or equal answers would prove little
    expect(matched / runs).toBeGreaterThan(0.5);
  });

  it('should page through a whole listing as SQL does, sale ends around now included', async () => {
    await catalogueIndexFor(database.db);
    for (const sort of ['price', 'title', 'bestselling'] as const) {
      for (const now of [new Date(Date.parse(saleEnds[0] ?? '2026-01-01T00:00:00Z') - 1), new Date(Date.parse(saleEnds.at(-1) ?? '2026-01-01T00:00:00Z') + 1)]) {
        const q: FindpageQuery = { 'sort.field': sort, 'sort.direction': 'desc', pagesize: 1000 };
        const ctx = ctxAt(0, now);
        expect(await findProductIds(database.db, q, ctx)).toEqual(await findProductIdsBySql(database.db, q, ctx));
      }
    }
  });

  it('should stop using the index when the catalogue changes and rebuild it with the change', async () => {
    const before = await catalogueIndexFor(database.db);
    const ctx = ctxAt(0, new Date('2026-06-01T00:00:00Z'));
    const q: FindpageQuery = { onsale: true, 'sort.field': 'price', pagesize: 50 };
    const first = await findProductIds(database.db, q, ctx);
    // a sale ends early and a product is withdrawn: both change the answer
    await sql`UPDATE offer_prices SET sale_price = NULL, sale_ends_at = NULL WHERE sale_price IS NOT NULL AND offer_id IN (
      SELECT o.id FROM offers o WHERE o.is_primary = 1 AND o.product_id = ${first.ids[0] ?? -1})`.execute(database.db);
    await sql`UPDATE products SET is_published = 0 WHERE id = ${first.ids[1] ?? -1}`.execute(database.db);
    expect(await currentCatalogueIndex(database.db)).toBeNull();
    // meanwhile the answer is SQL's, already with the change
    const during = await findProductIds(database.db, q, ctx);
    expect(during).toEqual(await findProductIdsBySql(database.db, q, ctx));
    if (first.ids.length >= 2) expect(during.ids.slice(0, 2)).not.toEqual(first.ids.slice(0, 2));
    const after = await catalogueIndexFor(database.db);
    expect(after.version).toBeGreaterThan(before.version);
    expect(await currentCatalogueIndex(database.db)).toBe(after);
    expect(await findProductIds(database.db, q, ctx)).toEqual(during);
  });
});
