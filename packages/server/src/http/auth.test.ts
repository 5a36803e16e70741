import { MESSAGES } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmedAccount, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { ApiError } from './apiError.js';
import { requestToken } from './auth.js';

describe('auth helpers', () => {
  let store: TestStore;
  let token: string;
  beforeEach(async () => {
    // routes of another area reading the request's account, as cart and checkout do
    store = await startTestStore({
      extend(app) {
        app.get('/test/whoami', { config: { auth: 'optional' } }, async (request) => {
          return { email: request.account?.email ?? null, token: requestToken(request) };
        });
        app.get('/test/buy', { config: { auth: 'required' } }, async (request) => {
          if (request.account.email_confirmed_at === null) throw ApiError.unprocessable(4010, { base: [MESSAGES.unconfirmedEmail] });
          return { ok: true };
        });
      },
    });
    token = (await confirmedAccount(store.app, 'ana@example.com')).token;
  });
  afterEach(async () => {
    await store.close();
  });

  it('should find the account by bearer header or token cookie, and prefer the header', async () => {
    const byHeader = await store.app.inject({ method: 'GET', url: '/test/whoami', headers: { authorization: `bearer ${token}` } });
    expect(byHeader.json()).toEqual({ email: 'ana@example.com', token });
    const byCookie = await store.app.inject({ method: 'GET', url: '/test/whoami', cookies: { token } });
    expect(byCookie.json().email).toBe('ana@example.com');
    const both = await store.app.inject({ method: 'GET', url: '/test/whoami', headers: { authorization: 'Bearer revoked-or-unknown-token-value' }, cookies: { token } });
    expect(both.json().email).toBeNull();
  });

  it('should treat visitors and malformed headers as no account', async () => {
    for (const authorization of ['', 'Bearer', 'Token abc', `Bearer ${token} extra`]) {
      const res = await store.app.inject({ method: 'GET', url: '/test/whoami', headers: authorization ? { authorization } : {} });
      expect(res.json().email, authorization).toBeNull();
    }
  });

  it('should answer 401 on a route that requires a login without a session, and let logged-in accounts through', async () => {
    expect((await store.app.inject({ method: 'GET', url: '/test/buy' })).statusCode).toBe(401);
    const res = await store.app.inject({ method: 'GET', url: '/test/buy', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toEqual({ ok: true });
  });
});
