/**
 * The home page's featured tabs each follow their own rule (issue 21): the store asks findpage
 * for each tab's query of `FEATURED_TABS`, and no two of Featured, New and Pre-Purchase may open
 * on the same titles. Dates are compared with each other, not with the calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_QUERY_PAGE_SIZE, FEATURED_TABS, productQueryResultSchema, type ProductSummary } from '@d2d/contract';
import { openCatalogueKit, type CatalogueKit } from '../catalogue/__tests__/catalogueKit.js';

describe('the featured tabs of the home page', () => {
  let kit: CatalogueKit;
  const lists = new Map<string, ProductSummary[]>();

  beforeAll(async () => {
    kit = await openCatalogueKit();
    // the same request the home page's carousel sends for each tab
    for (const tab of FEATURED_TABS) {
      const params = new URLSearchParams({ pagesize: String(FEATURED_QUERY_PAGE_SIZE), pageindex: '1', platform: '1100' });
      for (const [key, value] of Object.entries(tab.query)) params.set(key, String(value));
      const result = await kit.getOk(`/api/productquery/findpage?${params}`, productQueryResultSchema);
      lists.set(tab.value, result.products.items);
    }
  });
  afterAll(async () => kit.close());

  const ids = (tab: string) => (lists.get(tab) ?? []).map((p) => p.id);
  const days = (tab: string) => (lists.get(tab) ?? []).map((p) => p.releaseDate ?? '');

  it('opens Featured, Popular, New and Pre-Purchase on different titles', () => {
    const firstRows = ['featured', 'popular', 'new', 'prepurchase'].map((tab) => ids(tab).slice(0, 5));
    for (const row of firstRows) expect(row).toHaveLength(5);
    expect(new Set(firstRows.map((row) => row.join()))).toHaveProperty('size', 4);
    expect(ids('featured')[0]).not.toBe(ids('prepurchase')[0]);
  });

  it('lists pre-purchase titles released after every new title, soonest first', () => {
    const pre = days('prepurchase');
    const fresh = days('new');
    expect(pre.length).toBeGreaterThan(0);
    expect([...pre].sort()).toEqual(pre);
    expect(pre[0]! > fresh[0]!).toBe(true);
  });

  it('lists new titles newest first, none of them a pre-purchase', () => {
    const fresh = days('new');
    expect([...fresh].sort().reverse()).toEqual(fresh);
    const pre = new Set(ids('prepurchase'));
    expect(ids('new').some((id) => pre.has(id))).toBe(false);
  });

  it('features only released titles, none of them a pre-purchase', () => {
    const pre = new Set(ids('prepurchase'));
    expect(ids('featured').length).toBeGreaterThan(0);
    expect(ids('featured').some((id) => pre.has(id))).toBe(false);
  });

  it('orders Popular as the best-selling sort does', async () => {
    const sold = await kit.getOk(`/api/productquery/findpage?pagesize=${FEATURED_QUERY_PAGE_SIZE}&pageindex=1&platform=1100&sort.field=bestselling`, productQueryResultSchema);
    expect(ids('popular')).toEqual(sold.products.items.map((p) => p.id));
  });
});
