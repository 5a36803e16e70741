import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQueryResultSchema, type ProductQueryResult } from '@d2d/contract';
import { SHOWCASE_IDS } from '../../seed/catalogue/showcase.js';
import { openCatalogueKit, type CatalogueKit } from './__tests__/catalogueKit.js';

type Item = ProductQueryResult['products']['items'][number];

/** Whether `values` never goes against `direction` (equal neighbours are fine). */
function ordered<T>(values: T[], direction: 'asc' | 'desc', compare: (a: T, b: T) => number): boolean {
  return values.every((v, i) => i === 0 || (direction === 'asc' ? compare(values[i - 1] as T, v) <= 0 : compare(values[i - 1] as T, v) >= 0));
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNumber = (a: number, b: number) => a - b;

describe('GET /api/productquery/findpage order, paging and search', () => {
  let kit: CatalogueKit;
  const find = async (query: string) => kit.getOk(`/api/productquery/findpage?${query}`, productQueryResultSchema);
  const price = (item: Item) => item.offerActions?.find((o) => o.offerActionType === 'Purchase')?.purchasePrice?.amount;
  const dbColumn = async (ids: number[], name: 'units_sold' | 'available_at'): Promise<Array<number | string>> => {
    const rows = await kit.db.selectFrom('products').select(['id', name]).where('id', 'in', ids).execute();
    const map = new Map(rows.map((r) => [r.id, (r as Record<string, number | string>)[name] as number | string]));
    return ids.map((id) => map.get(id) as number | string);
  };

  beforeAll(async () => {
    kit = await openCatalogueKit();
  });
  afterAll(async () => kit.close());

  it('should sort by release date both ways, newest first by default', async () => {
    const byDefault = (await find('pagesize=100')).products.items.map((i) => i.releaseDate ?? '');
    expect(ordered(byDefault, 'desc', byText)).toBe(true);
    const asc = (await find('sort.field=releaseDate&sort.direction=asc&pagesize=100')).products.items.map((i) => i.releaseDate ?? '');
    expect(ordered(asc, 'asc', byText)).toBe(true);
    expect(asc[0]! < '1990-01-01').toBe(true);
  });

  it('should sort by units sold for bestselling, and with bestselling=true alone', async () => {
    for (const query of ['sort.field=bestselling&pagesize=100', 'bestselling=true&pagesize=100']) {
      const items = (await find(query)).products.items;
      expect(ordered(await dbColumn(items.map((i) => i.id), 'units_sold') as number[], 'desc', byNumber)).toBe(true);
      expect(items[0]!.id).toBe(SHOWCASE_IDS.onSale);
    }
    const asc = (await find('sort.field=bestselling&sort.direction=ASC&pagesize=100')).products.items;
    expect(ordered(await dbColumn(asc.map((i) => i.id), 'units_sold') as number[], 'asc', byNumber)).toBe(true);
  });

  it('should sort by title case-insensitively, A to Z by default', async () => {
    const asc = (await find('sort.field=title&pagesize=100')).products.items.map((i) => i.title.toLowerCase());
    expect(ordered(asc, 'asc', byText)).toBe(true);
    const desc = (await find('sort.field=title&sort.direction=desc&pagesize=100')).products.items.map((i) => i.title.toLowerCase());
    expect(ordered(desc, 'desc', byText)).toBe(true);
  });

  it('should sort by newly available, latest listing first', async () => {
    const items = (await find('sort.field=newlyAvailable&pagesize=100')).products.items;
    expect(ordered(await dbColumn(items.map((i) => i.id), 'available_at') as string[], 'desc', byText)).toBe(true);
  });

  it('should sort by the price paid now, ascending and descending, with products not for sale last', async () => {
    const asc = (await find('sort.field=price&sort.direction=asc&pagesize=100')).products.items;
    expect(ordered(asc.map((i) => price(i) ?? Infinity), 'asc', byNumber)).toBe(true);
    expect(price(asc[0]!)).toBe(0);
    const desc = (await find('sort.field=price&sort.direction=desc&pagesize=100')).products.items;
    expect(ordered(desc.map((i) => price(i) ?? -1), 'desc', byNumber)).toBe(true);
    const last = await find('sort.field=price&sort.direction=desc&pagesize=10&pageindex=1000');
    expect(last.products.items).toEqual([]);
    const total = (await find('pagesize=1')).products.totalItems;
    const tail = (await find(`sort.field=price&pagesize=25&pageindex=${Math.ceil(total / 25)}`)).products.items;
    expect(tail.at(-1)!.offerActions).toEqual([]);
  });

  it('should page without overlap and flag the first and last pages', async () => {
    const total = (await find('pagesize=1')).products.totalItems;
    const first = await find('sort.field=title&pagesize=25&pageindex=1');
    const second = await find('sort.field=title&pagesize=25&pageindex=2');
    const both = await find('sort.field=title&pagesize=50&pageindex=1');
    expect([...first.products.items, ...second.products.items].map((i) => i.id)).toEqual(both.products.items.map((i) => i.id));
    expect(second.products).toMatchObject({ currentPageIndex: 2, isFirstPage: false, isLastPage: false, totalItems: total });
    const lastIndex = Math.ceil(total / 25);
    const last = await find(`sort.field=title&pagesize=25&pageindex=${lastIndex}`);
    expect(last.products).toMatchObject({ currentPageIndex: lastIndex, isFirstPage: false, isLastPage: true });
    expect(last.products.items).toHaveLength(total - (lastIndex - 1) * 25);
    const beyond = await find(`pagesize=25&pageindex=${lastIndex + 1}`);
    expect(beyond.products).toMatchObject({ items: [], isLastPage: true, totalItems: total });
    const single = await find('collection=88&pagesize=100');
    expect(single.products).toMatchObject({ isFirstPage: true, isLastPage: true });
  });

  it('should find products by keyword prefixes, best title match first', async () => {
    const exact = await find('search.keywords=stellar%20odyssey');
    expect(exact.products.items[0]!.id).toBe(SHOWCASE_IDS.onSale);
    expect(exact.products.items.every((i) => /stellar/i.test(i.title) || /stellar/i.test(i.shortDescription ?? ''))).toBe(true);
    const prefix = await find('search.keywords=stell%20odys');
    expect(prefix.products.items.map((i) => i.id)).toContain(SHOWCASE_IDS.onSale);
    const accents = await find('search.keywords=St%C3%A9llar');
    expect(accents.products.items.map((i) => i.id)).toContain(SHOWCASE_IDS.onSale);
  });

  it('should search descriptions too unless titleonly is set', async () => {
    const anywhere = await find('search.keywords=aircraft&pagesize=100');
    expect(anywhere.products.totalItems).toBeGreaterThan(0);
    expect(anywhere.products.items.every((i) => /aircraft/i.test(`${i.title} ${i.shortDescription}`))).toBe(true);
    const titles = await find('search.keywords=aircraft&search.titleonly=true');
    expect(titles.products.items.every((i) => /aircraft/i.test(i.title))).toBe(true);
    expect(titles.products.totalItems).toBeLessThan(anywhere.products.totalItems);
    const titleWord = await find('search.keywords=odyssey&search.titleonly=true&pagesize=100');
    expect(titleWord.products.items.length).toBeGreaterThan(0);
    expect(titleWord.products.items.every((i) => /odyssey/i.test(i.title))).toBe(true);
  });

  it('should keep the keyword order when another sort is asked, and treat FTS syntax as text', async () => {
    const sorted = await find('search.keywords=stellar&sort.field=title&pagesize=100');
    expect(ordered(sorted.products.items.map((i) => i.title.toLowerCase()), 'asc', byText)).toBe(true);
    for (const hostile of ['"', 'title:x', 'a OR b', 'NEAR(a b)', '*', '^stellar', '-', "';DROP TABLE products;--"]) {
      const res = await kit.inject({ method: 'GET', url: `/api/productquery/findpage?search.keywords=${encodeURIComponent(hostile)}` });
      expect(res.statusCode, hostile).toBe(200);
      productQueryResultSchema.parse(res.json());
    }
    const stillThere = await find('search.keywords=stellar');
    expect(stillThere.products.totalItems).toBeGreaterThan(0);
  });

  it('should give typeahead suggestions, 15 by default, from 3 characters', async () => {
    const res = await kit.getOk('/api/productquery/typeahead?keywords=the', productQueryResultSchema);
    expect(res.products.items).toHaveLength(15);
    expect(res.products.pageSize).toBe(15);
    expect(res.products.items.every((i) => /\bthe/i.test(`${i.title} ${i.shortDescription}`))).toBe(true);
    const short = await kit.getOk('/api/productquery/typeahead?keywords=st', productQueryResultSchema);
    expect(short.products.items).toEqual([]);
    const onMac = await kit.getOk('/api/productquery/typeahead?keywords=stel&platform=1200&titleonly=true', productQueryResultSchema);
    expect(onMac.products.items.length).toBeGreaterThan(0);
    expect(onMac.products.items.every((i) => i.platformIds?.includes(1200) && /stel/i.test(i.title))).toBe(true);
    const second = await kit.getOk('/api/productquery/typeahead?keywords=the&pageSize=15&pageIndex=2', productQueryResultSchema);
    expect(second.products.items.map((i) => i.id)).not.toContain(res.products.items[0]!.id);
    const bad = await kit.inject({ method: 'GET', url: '/api/productquery/typeahead?keywords=abc&pageSize=500' });
    expect(bad.statusCode).toBe(400);
  });
});
