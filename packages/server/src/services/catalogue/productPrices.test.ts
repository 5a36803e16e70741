import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productQueryResultSchema } from '@d2d/contract';
import { SHOWCASE_IDS } from '../../seed/catalogue/showcase.js';
import { openCatalogueKit, type CatalogueKit } from '../../routes/catalogue/__tests__/catalogueKit.js';

/** The product_prices read model must follow every write to offers and offer_prices. */
describe('browse prices follow the offers', () => {
  let kit: CatalogueKit;
  const inBand = async (query: string) =>
    (await kit.getOk(`/api/productquery/findpage?${query}&pagesize=1000`, productQueryResultSchema)).products.items.map((i) => i.id);
  const readModel = (productId: number) => kit.db.selectFrom('product_prices').selectAll().where('product_id', '=', productId).orderBy('site_id').execute();

  beforeEach(async () => {
    kit = await openCatalogueKit(40);
  });
  afterEach(async () => kit.close());

  it('should hold the primary offer prices of every sellable product on every site', async () => {
    const rows = await readModel(SHOWCASE_IDS.onSale);
    expect(rows.map((r) => [r.site_id, r.list_price])).toEqual([[1, 2999], [2, 2399], [3, 2799]]);
    const notForSale = await kit.db.selectFrom('product_prices').select('product_id').where('product_id', '=', SHOWCASE_IDS.unpublished + 1000).execute();
    expect(notForSale).toEqual([]);
  });

  it('should follow a price change and a new sale', async () => {
    const offerId = SHOWCASE_IDS.oneKeyA * 10;
    await kit.db.updateTable('offer_prices').set({ list_price: 499 }).where('offer_id', '=', offerId).where('site_id', '=', 1).execute();
    expect(await inBand('price.underprice=5')).toContain(SHOWCASE_IDS.oneKeyA);
    const ends = new Date(Date.now() + 3_600_000).toISOString();
    await kit.db.updateTable('offer_prices').set({ sale_price: 99, sale_ends_at: ends }).where('offer_id', '=', offerId).execute();
    expect(await inBand('onsale=true')).toContain(SHOWCASE_IDS.oneKeyA);
    expect(await inBand('price.underprice=1')).toContain(SHOWCASE_IDS.oneKeyA);
  });

  it('should drop a product whose offer prices or primary offer go away, and pick up a new primary offer', async () => {
    await kit.db.deleteFrom('offer_prices').where('offer_id', '=', SHOWCASE_IDS.oneKeyB * 10).execute();
    expect(await readModel(SHOWCASE_IDS.oneKeyB)).toEqual([]);
    await kit.db.updateTable('offers').set({ is_primary: 0 }).where('id', '=', SHOWCASE_IDS.subscribe * 10).execute();
    expect(await readModel(SHOWCASE_IDS.subscribe)).toEqual([]);
    await kit.db.updateTable('offers').set({ is_primary: 1 }).where('id', '=', SHOWCASE_IDS.subscribe * 10 + 1).execute();
    expect((await readModel(SHOWCASE_IDS.subscribe)).map((r) => r.list_price)).toEqual([0, 0, 0]);
    await kit.db.deleteFrom('offers').where('id', '=', SHOWCASE_IDS.subscribe * 10 + 1).execute();
    expect(await readModel(SHOWCASE_IDS.subscribe)).toEqual([]);
  });
});
