import { cartSchema, FINGERPRINT_HEADER } from '@d2d/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount, openTestApp, seededTemplate, type ConfirmedAccount, type TestApp } from '../__tests__/harness.js';
import { ConfigError, parseApiOrigins, readConfig } from '../config.js';
import { PREFLIGHT_MAX_AGE_SECONDS } from './apiCors.js';
import { CROSS_SITE_REFUSED } from './csrfGuard.js';

const APP = 'https://shop.example.com';
const OTHER = 'https://evil.example';
const CARTS = '/api/account/shopping_carts';
const PRODUCT = 16;
const SEED = { catalogue: { products: 60 } };

const preflight = (app: TestApp, origin: string, method = 'POST') =>
  app.app.inject({
    method: 'OPTIONS',
    url: CARTS,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': `authorization,content-type,${FINGERPRINT_HEADER.toLowerCase()}` },
  });

describe('API_ORIGINS: calls from integrators’ apps on other origins', () => {
  let store: TestApp;
  let ana: ConfirmedAccount;
  beforeAll(async () => {
    store = await openTestApp({ name: 'cors', database: { template: await seededTemplate(SEED) }, config: { apiOrigins: [APP] } });
    ana = await confirmedAccount(store.app, 'ana@example.com');
  });
  afterAll(async () => {
    await store.close();
  });

  it('should answer a preflight from a listed origin with 2xx and the CORS headers', async () => {
    const res = await preflight(store, APP);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const name of ['authorization', 'content-type', FINGERPRINT_HEADER.toLowerCase()]) expect(allowed).toContain(name);
    expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    // the bearer header is the app's credential: cookies never travel on these calls
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('should give a preflight from an unlisted origin no CORS header', async () => {
    const res = await preflight(store, OTHER);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.statusCode).toBe(404);
  });

  it('should add to the cart from a listed origin with the bearer header, readable by the app', async () => {
    const res = await store.app.inject({
      method: 'POST',
      url: CARTS,
      headers: { origin: APP, authorization: `Bearer ${ana.token}`, [FINGERPRINT_HEADER]: 'fp-cors-0001' },
      payload: { product_id: PRODUCT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(cartSchema.parse(res.json()).cart_details.map((line) => line.product.id)).toContain(PRODUCT);
  });

  it('should mark refusals readable too, so the app sees the status instead of a network error', async () => {
    const res = await store.app.inject({ method: 'GET', url: CARTS, headers: { origin: APP } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
  });

  it('should answer an unlisted origin as before, without letting its page read the answer', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=1', headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('should agree with the cross-site guard: a listed origin passes with the cookie, others are refused', async () => {
    const byCookie = (origin: string) =>
      store.app.inject({ method: 'POST', url: CARTS, cookies: { token: ana.token }, headers: { origin }, payload: { product_id: PRODUCT + 1 } });
    const refused = await byCookie(OTHER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CROSS_SITE_REFUSED });
    expect((await byCookie(APP)).statusCode).toBe(200);
  });
});

describe('without API_ORIGINS', () => {
  let store: TestApp;
  beforeAll(async () => {
    store = await openTestApp({ name: 'cors-off', database: { template: await seededTemplate(SEED) } });
  });
  afterAll(async () => {
    await store.close();
  });

  it('should answer preflights 404 with no CORS header, as before', async () => {
    const res = await preflight(store, APP);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('reading API_ORIGINS', () => {
  it('should read a comma list of origins, canonical and without duplicates', () => {
    expect(parseApiOrigins(' https://Shop.Example.com/, http://localhost:5173,https://shop.example.com ')).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(parseApiOrigins(undefined)).toEqual([]);
    expect(readConfig({}).apiOrigins).toEqual([]);
    expect(readConfig({ API_ORIGINS: 'http://localhost:5173' }).apiOrigins).toEqual(['http://localhost:5173']);
  });

  it('should refuse what is not an origin, naming the variable', () => {
    for (const bad of ['*', 'shop.example.com', 'https://shop.example.com/app', 'ftp://shop.example.com']) {
      expect(() => parseApiOrigins(bad), bad).toThrow(ConfigError);
      expect(() => parseApiOrigins(bad), bad).toThrow(/API_ORIGINS/);
    }
  });
});
