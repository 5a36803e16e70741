import { REGION_COOKIE, TOKEN_COOKIE } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE, confirmedAccount, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { SESSION_TTL_MS } from '../services/accounts/sessions.js';
import { CROSS_SITE_REFUSED } from './csrfGuard.js';

describe('request context', () => {
  let store: TestStore;
  let token: string;
  let accountId: number;
  let handled: number;

  beforeEach(async () => {
    handled = 0;
    store = await startTestStore({
      extend(app) {
        app.get('/test/mine', { config: { auth: 'required' } }, async (request) => {
          handled += 1;
          return { id: request.account.id };
        });
        app.post('/test/mine', { config: { auth: 'required' } }, async (request) => {
          handled += 1;
          return { id: request.account.id };
        });
        app.get('/test/maybe', { config: { auth: 'optional' } }, async (request) => ({ id: request.account?.id ?? null }));
        app.get('/test/public', async (request) => ({ id: request.account?.id ?? null }));
        app.get('/test/where', async (request) => ({
          site: request.site.id,
          country: request.country,
          shopper: { site: request.shopper.site.id, country: request.shopper.country, now: request.shopper.now.getTime() },
        }));
      },
    });
    ({ token, id: accountId } = await confirmedAccount(store.app, 'ana@example.com'));
  });
  afterEach(async () => {
    await store.close();
  });

  const get = (url: string, options: { token?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
    store.app.inject({
      method: 'GET',
      url,
      cookies: options.cookies ?? {},
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    });

  it('should answer 401 to a visitor on a route that requires a login, before its handler runs', async () => {
    for (const options of [{}, { token: 'not-a-session-token-of-anyone-at-all' }]) {
      const res = await get('/test/mine', options);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authorization has been denied for this request.' });
    }
    expect(handled).toBe(0);
  });

  it('should give a route that requires a login the account of a bearer token or token cookie', async () => {
    expect((await get('/test/mine', { token })).json()).toEqual({ id: accountId });
    expect((await get('/test/mine', { cookies: { [TOKEN_COOKIE]: token } })).json()).toEqual({ id: accountId });
  });

  it("should judge the session's expiry by the app's clock", async () => {
    store.clock.advance(SESSION_TTL_MS + 1);
    expect((await get('/test/mine', { token })).statusCode).toBe(401);
    expect((await get('/test/maybe', { token })).json()).toEqual({ id: null });
  });

  it('should let visitors into a route where the login is optional, as a null account', async () => {
    expect((await get('/test/maybe')).json()).toEqual({ id: null });
    expect((await get('/test/maybe', { token })).json()).toEqual({ id: accountId });
  });

  it('should not look up an account on a route that declares no auth', async () => {
    expect((await get('/test/public', { token })).json()).toEqual({ id: null });
  });

  it('should refuse a cross-site call with the token cookie before authentication', async () => {
    const crossSite = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const withCookie = await store.app.inject({ method: 'POST', url: '/test/mine', payload: {}, headers: crossSite, cookies: { [TOKEN_COOKIE]: token } });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual({ message: CROSS_SITE_REFUSED });
    const sameSite = await store.app.inject({ method: 'POST', url: '/test/mine', payload: {}, headers: { origin: STORE }, cookies: { [TOKEN_COOKIE]: token } });
    expect(sameSite.json()).toEqual({ id: accountId });
    expect(handled).toBe(1);
  });

  it('should take the site from the region cookie and the country from the site or an edge header', async () => {
    const where = async (cookies: Record<string, string>, headers: Record<string, string> = {}) => (await get('/test/where', { cookies, headers })).json();
    expect(await where({})).toMatchObject({ site: 1, country: 'US' });
    expect(await where({ [REGION_COOKIE]: '302' })).toMatchObject({ site: 2, country: 'GB' });
    expect(await where({ [REGION_COOKIE]: '284' })).toMatchObject({ site: 3, country: 'DE' });
    expect(await where({ [REGION_COOKIE]: 'garbage' })).toMatchObject({ site: 1, country: 'US' });
    expect(await where({ [REGION_COOKIE]: '284' }, { 'cf-ipcountry': 'fr' })).toMatchObject({ site: 3, country: 'FR' });
  });

  it("should give services the site, the country and the app's clock as the shopper context", async () => {
    store.clock.advance(60_000);
    const res = await get('/test/where', { cookies: { [REGION_COOKIE]: '302' } });
    expect(res.json().shopper).toEqual({ site: 2, country: 'GB', now: store.clock.now });
  });
});
