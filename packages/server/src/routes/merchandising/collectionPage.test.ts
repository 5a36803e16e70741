/**
 * What the collection pages read (issue 21): `/collection` shows each promotion's first row of
 * products from `getpromotions`, and `/collections/{cid}` and `/arcade-stores/{cid}` title
 * themselves with the collection's name from findpage's `promotions`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_ITEMS_PER_ROW, productQueryResultSchema, promotionPageSchema, promotionSchema } from '@d2d/contract';
import { MERCHANDISING_IDS } from '../../seed/catalogue/merchandisingRows.js';
import { openCatalogueKit, regionCookie, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('the collection pages', () => {
  let kit: CatalogueKit;

  beforeAll(async () => {
    kit = await openCatalogueKit();
  });
  afterAll(async () => kit.close());

  it('lists each running promotion with its first row of products, in the promotion page order', async () => {
    const page = await kit.getOk('/api/merchandising/getpromotions?pagenumber=1&pagesize=1000', promotionPageSchema);
    expect(page.items.length).toBeGreaterThan(0);
    for (const listed of page.items) {
      const full = await kit.getOk(`/api/merchandising/getpromotion/${listed.id}`, promotionSchema);
      const row = (full.products ?? []).slice(0, GRID_ITEMS_PER_ROW).map((p) => p.id);
      expect(row.length).toBeGreaterThan(0);
      expect(listed.products?.map((p) => p.id)).toEqual(row);
    }
  });

  it('prices the listed products for the region', async () => {
    const uk = await kit.getOk('/api/merchandising/getpromotions?pagenumber=1&pagesize=2', promotionPageSchema, { headers: regionCookie(2) });
    const prices = uk.items.flatMap((p) => p.products ?? []).map((p) => p.offerActions?.[0]?.purchasePrice?.currency.isoCode);
    expect(prices.length).toBeGreaterThan(0);
    expect(new Set(prices)).toEqual(new Set(['GBP']));
  });

  it.each([
    [MERCHANDISING_IDS.arcadeStores[1], 'Legends Arcade'],
    [MERCHANDISING_IDS.collections[0], 'Indie Darlings'],
  ])('answers collection %i with its name first among the promotions', async (cid, name) => {
    const result = await kit.getOk(`/api/productquery/findpage?collection=${cid}&pagesize=10&pageindex=1`, productQueryResultSchema);
    expect(result.promotions?.[0]).toMatchObject({ id: cid, name });
    expect(result.products.items.length).toBeGreaterThan(0);
  });

  it('answers no promotion for a plain list or an unknown collection', async () => {
    const plain = await kit.getOk('/api/productquery/findpage?pagesize=10&pageindex=1', productQueryResultSchema);
    expect(plain.promotions).toEqual([]);
    const unknown = await kit.getOk('/api/productquery/findpage?collection=424242&pagesize=10&pageindex=1', productQueryResultSchema);
    expect(unknown.promotions).toEqual([]);
  });
});
