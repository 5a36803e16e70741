import { SOCIAL_AUTH_HEADER } from '@d2d/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, REMEMBER_TOKEN_STORAGE_KEY, SOCIAL_PENDING_STORAGE_KEY, socialReturnParams, type Store } from './index.js';
import { account, cart, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
function setup(options: Parameters<typeof testStore>[0] = {}) {
  const t = testStore(options);
  stores.push(t.store);
  t.server.on('GET', '/d2d/streaming/campaign', { body: null });
  t.server.on('GET', '/d2d/premium/campaign', { body: null });
  t.server.on('GET', '/api/account/shopping_carts', { body: cart() });
  t.server.on('GET', '/api/account/auth/google/authorize', {
    body: { authorization_url: 'https://idp.example/auth?x=1', state: 'state-1', code_verifier: 'v'.repeat(43) },
  });
  return t;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const REDIRECT = 'https://store.example/';

describe('socialReturnParams', () => {
  it('should read a provider answer and ignore other pages', () => {
    expect(socialReturnParams('?code=c&state=s&iss=https%3A%2F%2Fidp')).toEqual({ code: 'c', state: 's', iss: 'https://idp' });
    expect(socialReturnParams('?error=access_denied&state=s')).toEqual({ error: 'access_denied', state: 's' });
    expect(socialReturnParams('?aff=savepoint')).toBeNull();
    expect(socialReturnParams('?code=c')).toBeNull();
  });
});

describe('social sign-in', () => {
  it('should keep the state and verifier, then sign in with the code the provider sent back', async () => {
    const { store, server, cookies, storage } = setup();
    const url = await store.session.beginSocialLogin('google', { redirectUri: REDIRECT, returnTo: '#!/pc' });
    expect(url).toBe('https://idp.example/auth?x=1');
    expect(server.calls('GET', '/api/account/auth/google/authorize')[0]?.query.get('redirect_uri')).toBe(REDIRECT);
    server.on('POST', '/api/account/auth/google', { status: 201, body: { ...account({ temporary_email: true, userName: 'Sam' }), token: 'social-token' } });

    const outcome = await store.session.finishSocialLogin({ code: 'the-code', state: 'state-1', iss: 'https://idp.example' });
    expect(outcome).toMatchObject({ kind: 'signed-in', provider: 'google', returnTo: '#!/pc' });
    expect(cookies.get('token')).toBe('social-token');
    expect(store.session.headerName.value).toBe('Sam');
    const sent = server.calls('POST', '/api/account/auth/google')[0]!;
    expect(sent.body).toEqual({ code: 'the-code', state: 'state-1', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43), iss: 'https://idp.example' });
    expect(sent.headers.get(SOCIAL_AUTH_HEADER)).toBeNull();
    expect(storage.getItem(SOCIAL_PENDING_STORAGE_KEY)).toBeNull();
  });

  it('should ignore an answer whose state this page did not start, and report a cancel', async () => {
    const { store, server } = setup();
    await store.session.beginSocialLogin('google', { redirectUri: REDIRECT });
    expect(await store.session.finishSocialLogin({ code: 'x', state: 'forged' })).toEqual({ kind: 'unknown' });
    // the kept request is used up by any answer
    expect(await store.session.finishSocialLogin({ code: 'x', state: 'state-1' })).toEqual({ kind: 'unknown' });
    await store.session.beginSocialLogin('google', { redirectUri: REDIRECT });
    expect(await store.session.finishSocialLogin({ error: 'access_denied', state: 'state-1' })).toMatchObject({ kind: 'cancelled', provider: 'google' });
    expect(server.calls('POST', '/api/account/auth/google')).toHaveLength(0);
  });

  it('should link with the token in the custom auth header and reload the account', async () => {
    const { store, server, cookies } = setup();
    cookies.set('token', 'my-token');
    server.on('POST', '/api/account/auth/google', { body: account() });
    server.on('GET', '/api/account/getcurrent', { body: account({ connections: [{ source: 'google', connected: true }] }) });
    await store.session.beginSocialLogin('google', { redirectUri: REDIRECT, link: true, returnTo: '#!/my-account/account-info' });
    const outcome = await store.session.finishSocialLogin({ code: 'c', state: 'state-1' });
    expect(outcome).toMatchObject({ kind: 'linked', returnTo: '#!/my-account/account-info' });
    expect(server.calls('POST', '/api/account/auth/google')[0]?.headers.get(SOCIAL_AUTH_HEADER)).toBe('Bearer my-token');
    expect(store.session.account.value?.connections).toEqual([{ source: 'google', connected: true }]);
  });

  it('should pass the server\'s refusal on', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/auth/google', { status: 409, body: { failureError: { id: 0, message: 'Linked elsewhere.' } } });
    await store.session.beginSocialLogin('google', { redirectUri: REDIRECT });
    await expect(store.session.finishSocialLogin({ code: 'c', state: 'state-1' })).rejects.toBeInstanceOf(ApiError);
    expect(store.session.isLoggedIn.value).toBe(false);
  });
});

describe('unlinking', () => {
  it('should reload the account while the shopper stays signed in', async () => {
    const { store, server, cookies } = setup();
    cookies.set('token', 'my-token');
    server.on('DELETE', '/api/account/social/disconnect', { body: { connections: [{ source: 'facebook', connected: false }, { source: 'google', connected: true }] } });
    server.on('GET', '/api/account/getcurrent', { body: account() });
    await store.session.disconnectSocial('facebook');
    expect(server.calls('DELETE', '/api/account/social/disconnect')[0]?.query.get('provider')).toBe('facebook');
    expect(store.session.isLoggedIn.value).toBe(true);
  });

  it('should clear the session when the server signed the shopper out', async () => {
    const { store, server, cookies, storage } = setup();
    cookies.set('token', 'my-token');
    storage.setItem(REMEMBER_TOKEN_STORAGE_KEY, 'remember-0123456789abcdef');
    store.session.account.value = account();
    server.on('DELETE', '/api/account/social/disconnect', { body: { connections: [], signed_out: true } });
    const answer = await store.session.disconnectSocial('google');
    expect(answer.signed_out).toBe(true);
    expect(store.session.isLoggedIn.value).toBe(false);
    expect(cookies.get('token')).toBeUndefined();
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
