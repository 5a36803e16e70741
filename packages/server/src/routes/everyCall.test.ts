/**
 * Every call of the contract's endpoint table answers on the server: a call the store makes and
 * the server does not route is a "Page not found" for a shopper.
 */
import { endpoints } from '@d2d/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../__tests__/harness.js';

describe('the endpoint table against the routes', () => {
  let store: TestApp;
  beforeAll(async () => {
    store = await openTestApp({ name: 'every-call' });
  });
  afterAll(async () => {
    await store.close();
  });

  it('should route every call of the contract', () => {
    const unrouted = Object.entries(endpoints)
      .filter(([, e]) => !store.app.hasRoute({ method: e.method, url: e.path.replace(/\{(\w+)\}/g, ':$1') }))
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
    expect(unrouted).toEqual([]);
    expect(Object.keys(endpoints).length).toBeGreaterThan(100);
    // the check can fail: a path nobody registered is not routed
    expect(store.app.hasRoute({ method: 'GET', url: '/api/product/get/:nope/extra' })).toBe(false);
  });
});
