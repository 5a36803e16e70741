import { cartSchema } from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { CARTS, P, openCartKit, type CartKit, type Shopper } from '../routes/cart/__tests__/cartKit.js';
import { CROSS_SITE_REFUSED } from './csrfGuard.js';

const EVIL = 'https://evil.example';

function refused(res: LightMyRequestResponse): boolean {
  return res.statusCode === 403 && res.json<{ message?: string }>().message === CROSS_SITE_REFUSED;
}

describe('cross-site requests carrying the token cookie', () => {
  let kit: CartKit;
  let ana: Shopper;
  beforeAll(async () => {
    kit = await openCartKit();
    ana = await kit.shopper('ana@example.com');
  });
  afterAll(async () => {
    await kit.close();
  });

  const addByCookie = (headers: Record<string, string>, token = ana.token) =>
    kit.app.inject({ method: 'POST', url: CARTS, cookies: { token }, headers, payload: { product_id: P.plainA } });
  const cartLines = async () => cartSchema.parse((await kit.call(ana, 'GET', CARTS)).json()).cart_details.length;

  it('should refuse a POST from another origin with 403 in the JSON error shape, and change nothing', async () => {
    const res = await addByCookie({ origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_REFUSED });
    expect(await cartLines()).toBe(0);
  });

  it('should refuse before authentication: an unknown token gets 403, not 401', async () => {
    expect(refused(await addByCookie({ origin: EVIL }, 'not-a-session-token'))).toBe(true);
  });

  it('should refuse the opaque origin of sandboxed frames and data URLs, and sibling subdomains', async () => {
    expect(refused(await addByCookie({ origin: 'null' }))).toBe(true);
    expect(refused(await addByCookie({ origin: 'https://shop.store.test' }))).toBe(true);
    expect(refused(await addByCookie({ origin: 'http://store.test' }))).toBe(true);
  });

  it('should go by Sec-Fetch-Site when there is no Origin', async () => {
    expect(refused(await addByCookie({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(refused(await addByCookie({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    for (const site of ['same-origin', 'none']) {
      const res = await addByCookie({ 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(200);
    }
  });

  it("should let the store's own origin, bearer calls, visitors and clients without browser headers through", async () => {
    expect((await addByCookie({ origin: STORE })).statusCode).toBe(200);
    expect(await cartLines()).toBe(1);
    // no Origin and no Sec-Fetch-Site: curl, another server
    expect((await addByCookie({})).statusCode).toBe(200);
    const bearer = await kit.app.inject({ method: 'POST', url: CARTS, headers: { origin: EVIL, authorization: `Bearer ${ana.token}` }, payload: { product_id: P.plainB } });
    expect(bearer.statusCode).toBe(200);
    // a visitor (no cookie) is not a forgery target: the route answers as it always does
    const visitor = await kit.app.inject({ method: 'POST', url: CARTS, headers: { origin: EVIL }, payload: { product_id: P.plainA } });
    expect(visitor.statusCode).toBe(401);
  });

  it('should guard every unsafe method', async () => {
    for (const [method, url] of [['PUT', `${CARTS}/1`], ['DELETE', `${CARTS}/1`], ['PATCH', '/api/account/update'], ['DELETE', '/api/account/logout']] as const) {
      const res = await kit.app.inject({ method, url, cookies: { token: ana.token }, headers: { origin: EVIL }, payload: {} });
      expect(refused(res), `${method} ${url}`).toBe(true);
    }
    // the session survived the forged logout
    expect((await kit.call(ana, 'GET', '/api/account/getcurrent')).statusCode).toBe(200);
  });

  it('should guard the GETs that change state, and leave mailed links alone', async () => {
    const trial = (site: string) => kit.app.inject({ method: 'GET', url: '/d2d/premium/redeem_free_trial', cookies: { token: ana.token }, headers: { 'sec-fetch-site': site } });
    expect(refused(await trial('cross-site'))).toBe(true);
    expect(refused(await trial('same-origin'))).toBe(false);
    const keys = await kit.app.inject({ method: 'GET', url: '/api/product/getsubscriptionactivationkeys?skuId=120', cookies: { token: ana.token }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused(keys)).toBe(true);
    // a confirmation link clicked in a webmail is a cross-site navigation that carries the cookie
    const link = await kit.app.inject({ method: 'GET', url: '/d2d/account/confirmation?confirmation_token=x', cookies: { token: ana.token }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused(link)).toBe(false);
    // reading is not guarded
    const read = await kit.app.inject({ method: 'GET', url: CARTS, cookies: { token: ana.token }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('the store origin without PUBLIC_URL', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ config: { publicUrl: undefined } });
  });
  afterAll(async () => {
    await store.close();
  });

  it('should be the origin the request was made to', async () => {
    const logout = (origin: string) =>
      store.app.inject({ method: 'DELETE', url: '/api/account/logout', cookies: { token: 'some-token' }, headers: { host: 'localhost:5173', origin } });
    expect(refused(await logout('http://localhost:5173'))).toBe(false);
    expect(refused(await logout('http://localhost:8080'))).toBe(true);
    expect(refused(await logout('https://localhost:5173'))).toBe(true);
  });
});
