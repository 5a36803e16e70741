import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRM_TYPES, ESRB_RATINGS, PEGI_RATINGS, PLATFORMS } from '@d2d/contract';
import type { Db } from '../../index.js';
import { productIdsInOrder } from '../../services/catalogue/data/productSearch.js';
import { takeFreeKey } from '../../services/orders/data/activationKeys.js';
import { openTestDatabase, type TestDatabase } from '../../__tests__/testDatabase.js';
import { SHOWCASE_IDS } from './showcase.js';
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from './seedCatalogue.js';
import { MERCHANDISING_IDS } from './merchandisingRows.js';

/** A migrated, empty database (a SQLite file, or PostgreSQL with `TEST_DATABASE_URL`). */
function freshDb(): Promise<TestDatabase> {
  return openTestDatabase('seed');
}

const distinct = async (db: Db, column: 'platform_id' | 'esrb_rating' | 'pegi_rating' | 'drm_type' | 'product_type') =>
  (await db.selectFrom('products').select(column).distinct().execute()).map((r) => r[column]);

describe('seedCatalogue', () => {
  let database: TestDatabase;
  let db: Db;
  let elapsedMs: number;
  const now = new Date();

  beforeAll(async () => {
    database = await freshDb();
    db = database.db;
    const started = performance.now();
    await seedCatalogue(db, { now });
    elapsedMs = performance.now() - started;
  });
  afterAll(async () => {
    await database.remove();
  });

  it('should write the default 2,000 products quickly', async () => {
    const { n } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(DEFAULT_PRODUCT_COUNT);
    // generous bound for a loaded CI machine; it takes about one second alone
    expect(elapsedMs).toBeLessThan(6000);
  });

  it('should cover every platform code, content rating, DRM type and product type of spec §3', async () => {
    expect(new Set(await distinct(db, 'platform_id'))).toEqual(new Set(PLATFORMS.map((p) => p.code)));
    expect(new Set(await distinct(db, 'esrb_rating'))).toEqual(new Set(ESRB_RATINGS.map((r) => r.code)));
    expect(new Set(await distinct(db, 'pegi_rating'))).toEqual(new Set(PEGI_RATINGS.map((r) => r.code)));
    expect(new Set(await distinct(db, 'drm_type'))).toEqual(new Set(DRM_TYPES.map((d) => d.name)));
    expect(new Set(await distinct(db, 'product_type'))).toEqual(new Set(['Game', 'ConsoleGame', 'Bundle', 'CustomBundle', 'DLC']));
  });

  it('should seed about twenty genres, 26 featured publishers and developers', async () => {
    const genres = await db.selectFrom('genres').selectAll().execute();
    expect(genres.length).toBeGreaterThanOrEqual(20);
    expect(genres.find((g) => g.name === 'Family/Kids')?.slug).toBe('Family-Kids');
    const featured = await db.selectFrom('publishers').select('id').where('featured', '=', 1).execute();
    expect(featured).toHaveLength(26);
    const developers = await db.selectFrom('developers').select('name').execute();
    expect(new Set(developers.map((d) => d.name)).size).toBe(developers.length);
  });

  it('should price every sellable offer on all three sites in integer minor units', async () => {
    const rows = await db.selectFrom('offer_prices').select(['offer_id', 'site_id', 'list_price', 'sale_price']).execute();
    const sites = new Map<number, Set<number>>();
    for (const r of rows) {
      expect(Number.isInteger(r.list_price)).toBe(true);
      if (r.sale_price !== null) expect(Number.isInteger(r.sale_price)).toBe(true);
      sites.set(r.offer_id, (sites.get(r.offer_id) ?? new Set()).add(r.site_id));
    }
    for (const set of sites.values()) expect([...set].sort()).toEqual([1, 2, 3]);
  });

  it('should include running sales, ended sales, pre-orders, pre-purchases, rentals, trade-ins and instant play', async () => {
    const iso = now.toISOString();
    const today = iso.slice(0, 10);
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
    expect(await count(sql`SELECT count(*) n FROM offer_prices WHERE sale_price < list_price AND sale_ends_at > ${iso}`)).toBeGreaterThan(50);
    expect(await count(sql`SELECT count(*) n FROM offer_prices WHERE sale_price IS NOT NULL AND sale_ends_at <= ${iso}`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM offers o JOIN products p ON p.id = o.product_id WHERE o.is_preorder = 1 AND p.release_date > ${today}`)).toBeGreaterThan(5);
    expect(await count(sql`SELECT count(*) n FROM offers o JOIN products p ON p.id = o.product_id WHERE o.is_preorder = 0 AND p.release_date > ${today}`)).toBeGreaterThan(5);
    expect(await count(sql`SELECT count(*) n FROM offer_prices op JOIN offers o ON o.id = op.offer_id JOIN products p ON p.id = o.product_id WHERE op.trade_in_price > 0 AND p.drm_type = 'ADS' AND p.allow_trade_in = 1`)).toBeGreaterThan(10);
    expect(await count(sql`SELECT count(*) n FROM offer_prices WHERE rental_price > 0`)).toBeGreaterThan(10);
    expect(await count(sql`SELECT count(*) n FROM offers WHERE instant_play_oid IS NOT NULL AND instant_play_end_at > ${iso}`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM offers WHERE offer_action_type = 'Subscribe'`)).toBeGreaterThan(0);
  });

  it('should give bundles SKUs of other products and custom bundles a pick count', async () => {
    const bundle = await db.selectFrom('bundle_contents as bc').innerJoin('skus as s', 's.id', 'bc.sku_id').select('s.product_id').where('bc.bundle_product_id', '=', SHOWCASE_IDS.bundle).execute();
    expect(bundle.map((b) => b.product_id).sort((a, b) => a - b)).toEqual([1, 4, 5]);
    const custom = await db.selectFrom('products').select(['product_type', 'bundle_pick_count']).where('id', '=', SHOWCASE_IDS.customBundle).executeTakeFirstOrThrow();
    expect(custom).toEqual({ product_type: 'CustomBundle', bundle_pick_count: 3 });
    const contents = await db.selectFrom('bundle_contents').select('sku_id').where('bundle_product_id', '=', SHOWCASE_IDS.customBundle).execute();
    expect(contents).toHaveLength(8);
  });

  it('should give the one-key showcase products exactly one free key and others a pool', async () => {
    const keys = async (productId: number) =>
      db.selectFrom('activation_keys as k').innerJoin('skus as s', 's.id', 'k.sku_id').select(['k.key', 'k.assigned_inventory_id']).where('s.product_id', '=', productId).execute();
    expect(await keys(SHOWCASE_IDS.oneKeyA)).toHaveLength(1);
    expect(await keys(SHOWCASE_IDS.oneKeyB)).toHaveLength(1);
    const pool = await keys(SHOWCASE_IDS.onSale);
    expect(pool).toHaveLength(5);
    expect(pool.every((k) => k.assigned_inventory_id === null && /^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(k.key))).toBe(true);
  });

  it('should let exactly one of two competing writers take a single-key pool', async () => {
    // each in a transaction of its own, as completion takes keys (on PostgreSQL, two connections)
    const take = (inventoryId: number) => db.transaction().execute((trx) => takeFreeKey(trx, SHOWCASE_IDS.oneKeyB * 10, inventoryId));
    const results = await Promise.all([take(1), take(2)]);
    expect(results.map((r) => (r === undefined ? 0 : 1)).sort()).toEqual([0, 1]);
    await sql`UPDATE activation_keys SET assigned_inventory_id = NULL WHERE sku_id = ${SHOWCASE_IDS.oneKeyB * 10}`.execute(db);
  });

  it('should seed media, reviews, bonus items, country restrictions and an unpublished product', async () => {
    const media = await db.selectFrom('media').select(['type']).where('product_id', '=', SHOWCASE_IDS.onSale).execute();
    expect(media.filter((m) => m.type === 0)).toHaveLength(2);
    expect(media.filter((m) => m.type === 1)).toHaveLength(6);
    const product = await db.selectFrom('products').selectAll().where('id', '=', SHOWCASE_IDS.onSale).executeTakeFirstOrThrow();
    const reviews = await db.selectFrom('reviews').select('score').where('product_id', '=', SHOWCASE_IDS.onSale).execute();
    expect(reviews).toHaveLength(8);
    expect(product.user_rating).toBeCloseTo(reviews.reduce((a, r) => a + r.score, 0) / reviews.length, 1);
    const bonus = await db.selectFrom('bonus_items').selectAll().where('product_id', '=', SHOWCASE_IDS.onSale).execute();
    expect(bonus).toHaveLength(2);
    const restricted = await db.selectFrom('products').select('country_restrictions').where('id', '=', SHOWCASE_IDS.restricted).executeTakeFirstOrThrow();
    expect(JSON.parse(restricted.country_restrictions)).toEqual(['GB', 'DE']);
    const hidden = await db.selectFrom('products').select('is_published').where('id', '=', SHOWCASE_IDS.unpublished).executeTakeFirstOrThrow();
    expect(hidden.is_published).toBe(0);
  });

  it('should seed the merchandising the spec names', async () => {
    const collections = await db.selectFrom('collections').select(['id', 'kind']).orderBy('id').execute();
    expect(collections).toEqual([
      { id: 88, kind: 'collection' }, { id: 89, kind: 'collection' }, { id: 1305, kind: 'arcade_store' }, { id: 1306, kind: 'arcade_store' },
    ]);
    const evergreen = await db.selectFrom('promotions').select('end_date').where('id', '=', MERCHANDISING_IDS.evergreenPromotion).executeTakeFirstOrThrow();
    expect(Number(evergreen.end_date.slice(0, 4))).toBeGreaterThan(2098);
    const heroTypes = await db.selectFrom('hero_items').select('type').distinct().execute();
    expect(new Set(heroTypes.map((h) => h.type))).toEqual(new Set([0, 1, 2, 3]));
    const tabs = await db.selectFrom('featured_tabs').select('name').orderBy('position').execute();
    expect(tabs.map((t) => t.name)).toEqual(['Featured', 'Popular', 'New', 'On Sale', 'Pre-Purchase', 'Under 10', 'Under 30']);
  });

  it('should index every product for full-text search', async () => {
    const search = { siteId: 1, nowIso: now.toISOString(), keywords: { terms: ['stellar', 'odyssey'], titleOnly: false } };
    const hits = await productIdsInOrder(db, search, { by: 'relevance' }, { limit: 10, offset: 0 });
    expect(hits[0]).toBe(SHOWCASE_IDS.onSale);
    const titles = await productIdsInOrder(db, { ...search, keywords: { terms: ['odys'], titleOnly: true } }, { by: 'relevance' }, { limit: 10, offset: 0 });
    expect(titles).toContain(SHOWCASE_IDS.onSale);
  });

  it('should refuse to seed a database that already has a catalogue', async () => {
    await expect(seedCatalogue(db, { products: 50 })).rejects.toThrow(/already holds/);
  });
});

describe('seedCatalogue determinism', () => {
  it('should write the same catalogue for the same seed and clock, and a different one for another seed', async () => {
    const now = new Date('2030-01-15T12:00:00Z');
    const snapshot = async (seed: number) => {
      const database = await freshDb();
      const { db } = database;
      await seedCatalogue(db, { products: 120, now, seed });
      const products = await db.selectFrom('products').select(['id', 'title', 'release_date', 'drm_type', 'platform_id']).orderBy('id').execute();
      const prices = await db.selectFrom('offer_prices').selectAll().orderBy('offer_id').orderBy('site_id').execute();
      const keys = await db.selectFrom('activation_keys').select('key').orderBy('id').execute();
      await database.remove();
      return JSON.stringify({ products, prices, keys });
    };
    const a = await snapshot(7);
    expect(await snapshot(7)).toBe(a);
    expect(await snapshot(8)).not.toBe(a);
  });

  it('should reject catalogues smaller than the showcase', async () => {
    const database = await freshDb();
    await expect(seedCatalogue(database.db, { products: 5 })).rejects.toThrow(RangeError);
    await database.remove();
  });
});
