import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, LoginCancelledError, REMEMBER_TOKEN_STORAGE_KEY, type Store } from './index.js';
import { VIP_TIERS, account, cart, cartLine, testStore } from './__tests__/fixtures.js';
import type { FakeServer } from './__tests__/fakeServer.js';

const stores: Store[] = [];
function setup(options: Parameters<typeof testStore>[0] = {}) {
  const t = testStore(options);
  stores.push(t.store);
  t.server.on('GET', '/d2d/streaming/campaign', { body: null });
  t.server.on('GET', '/d2d/premium/campaign', { body: null });
  t.server.on('GET', '/api/account/shopping_carts', { body: cart() });
  return t;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function acceptLogin(server: FakeServer, token = 'new-token', extra: Record<string, unknown> = {}) {
  server.on('POST', '/api/account/login', { body: { ...account(), token, remember_token: 'remember-0123456789abcdef', ...extra } });
}

describe('login', () => {
  it('should store the account and save the token in the token cookie', async () => {
    const { store, server, cookies } = setup();
    acceptLogin(server);
    expect(store.session.isLoggedIn.value).toBe(false);
    const logged = await store.session.login({ email: 'ana@example.com', password: 'secret123' });
    expect(logged.emailAddress).toBe('ana@example.com');
    expect(store.session.isLoggedIn.value).toBe(true);
    expect(cookies.get('token')).toBe('new-token');
    expect(server.calls('POST', '/api/account/login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'secret123' });
  });

  it('should keep the remember token only when asked to remember', async () => {
    const { store, server, storage } = setup();
    acceptLogin(server);
    await store.session.login({ email: 'ana@example.com', password: 'secret123' });
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBeNull();
    await store.session.login({ email: 'ana@example.com', password: 'secret123', remember: true });
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBe('remember-0123456789abcdef');
  });

  it('should reject a refused login with ApiError and stay logged out', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/login', { status: 409, body: { failureError: { id: 102, message: 'Confirm first.' } } });
    await expect(store.session.login({ email: 'ana@example.com', password: 'secret123' })).rejects.toBeInstanceOf(ApiError);
    expect(store.session.isLoggedIn.value).toBe(false);
  });

  it('should log in by social provider', async () => {
    const { store, server, cookies } = setup();
    server.on('POST', '/api/account/auth/google', { body: { ...account(), token: 'social-token' } });
    await store.session.socialLogin('google', { id_token: 'idt' });
    expect(cookies.get('token')).toBe('social-token');
    expect(server.calls('POST', '/api/account/auth/google')[0]?.body).toEqual({ id_token: 'idt' });
  });

  it('should sign up with the captcha payload', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/sign_up', { body: account({ unconfirmedEmail: 'ana@example.com' }) });
    const created = await store.session.signUp({
      account: { user_name: 'ana', email: 'ana@example.com', password: 'secret123' },
      'g-recaptcha-response': 'captcha-payload',
    });
    expect(created.unconfirmedEmail).toBe('ana@example.com');
    expect(server.calls('POST', '/api/account/sign_up')[0]?.body).toMatchObject({ 'g-recaptcha-response': 'captcha-payload' });
    expect(store.session.isLoggedIn.value).toBe(false);
  });
});

describe('token login and restore', () => {
  it('should log in with the remembered token and rotate it', async () => {
    const { store, server, storage } = setup();
    storage.setItem(REMEMBER_TOKEN_STORAGE_KEY, 'remember-old-0123456789');
    acceptLogin(server, 'tok', { remember_token: 'remember-new-0123456789' });
    await expect(store.session.restore()).resolves.toMatchObject({ id: 7 });
    expect(server.calls('POST', '/api/account/login')[0]?.body).toEqual({ remember_token: 'remember-old-0123456789' });
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBe('remember-new-0123456789');
  });

  it('should remove a token that fails token login', async () => {
    const { store, server, storage, cookies } = setup();
    storage.setItem(REMEMBER_TOKEN_STORAGE_KEY, 'remember-bad-0123456789');
    server.on('POST', '/api/account/login', { status: 401, body: { message: 'bad token' } });
    await expect(store.session.loginWithToken()).resolves.toBeNull();
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBeNull();
    expect(cookies.get('token')).toBeUndefined();
  });

  it('should load the account from the token cookie', async () => {
    const { store, server } = setup({ token: 'tok' });
    server.on('GET', '/api/account/getcurrent', { body: account() });
    await expect(store.session.restore()).resolves.toMatchObject({ id: 7 });
    expect(store.session.isLoggedIn.value).toBe(true);
  });

  it('should emit expired-token and drop the cookie when the token is refused', async () => {
    const { store, server, cookies } = setup({ token: 'stale' });
    server.on('GET', '/api/account/getcurrent', { status: 401, body: { message: 'expired' } });
    const expired: unknown[] = [];
    store.on('expired-token', (e) => expired.push(e));
    await expect(store.session.restore()).resolves.toBeNull();
    expect(expired).toEqual([{ endpoint: 'GET /api/account/getcurrent' }]);
    expect(cookies.get('token')).toBeUndefined();
  });

  it('should stay a visitor without any token', async () => {
    const { store, server } = setup();
    await expect(store.session.restore()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('401 queue and replay', () => {
  it('should clear the session, ask for a login, and replay the call after login', async () => {
    const { store, server, cookies } = setup({ token: 'stale' });
    store.session.account.value = account();
    store.cart.set(cart([cartLine(1)]));
    let tokenSeen = '';
    server.on('POST', '/api/account/shopping_carts', (request) => {
      tokenSeen = request.headers.get('authorization') ?? '';
      return tokenSeen === 'Bearer fresh' ? { body: cart([cartLine(1), cartLine(2)]) } : { status: 401, body: { message: 'login' } };
    });
    const events: string[] = [];
    store.on('login-required', (e) => events.push(`login-required:${e.reason}`));
    store.on('expired-token', () => events.push('expired-token'));

    const pending = store.api.cart.add({ product_id: 1002 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['expired-token', 'login-required:unauthorized']);
    expect(store.session.account.value).toBeNull();
    expect(cookies.get('token')).toBeUndefined();
    expect(store.cart.cart.value).toBeNull();

    acceptLogin(server, 'fresh');
    await store.session.login({ email: 'ana@example.com', password: 'secret123' });
    const replayed = await pending;
    expect(replayed.cart_details).toHaveLength(2);
    expect(tokenSeen).toBe('Bearer fresh');
    expect(server.calls('POST', '/api/account/shopping_carts')).toHaveLength(2);
  });

  it('should open one login dialog for several calls failing together', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/account/wallet', { status: 401, body: { message: 'login' } });
    const asked: unknown[] = [];
    store.on('login-required', (e) => asked.push(e));
    const calls = [store.api.account.wallet(), store.api.account.wallet(), store.api.account.wallet()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(1);
    store.session.cancelLogin();
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(LoginCancelledError);
  });

  it('should drop queued calls when the login is dismissed', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/account/wallet', { status: 401, body: { message: 'login' } });
    const pending = store.api.account.wallet();
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.session.cancelLogin();
    await expect(pending).rejects.toMatchObject({ status: 401 });
  });
});

describe('logout and flags', () => {
  it('should clear account, premium, token, remember token and cart', async () => {
    const { store, server, cookies, storage } = setup({ token: 'tok' });
    server.on('DELETE', '/api/account/logout', { body: { success: true } });
    storage.setItem(REMEMBER_TOKEN_STORAGE_KEY, 'remember-0123456789abcdef');
    store.session.account.value = account();
    store.session.premium.value = { subscription_price: 14.99, stop_renewing: false, status: 'subscribed' };
    store.cart.set(cart([cartLine(1)]));
    await store.session.logout();
    expect(server.calls('DELETE', '/api/account/logout')).toHaveLength(1);
    expect(store.session.account.value).toBeNull();
    expect(store.session.premium.value).toBeNull();
    expect(store.cart.cart.value).toBeNull();
    expect(cookies.get('token')).toBeUndefined();
    expect(storage.getItem(REMEMBER_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('should end the local session even when the server logout fails', async () => {
    const { store, server } = setup({ token: 'tok' });
    server.offline();
    store.session.account.value = account();
    await store.session.logout();
    expect(store.session.isLoggedIn.value).toBe(false);
  });

  it('should flag unconfirmed and temporary e-mails and show the header name', () => {
    const { store } = setup();
    store.session.account.value = account({ unconfirmedEmail: 'ana@example.com' });
    expect(store.session.isEmailUnconfirmed.value).toBe(true);
    expect(store.session.headerName.value).toBe('ana@example.com');
    store.session.account.value = account({ temporary_email: true, emailAddress: 'x@temp.test', userName: 'ana' });
    expect(store.session.isTemporaryEmail.value).toBe(true);
    expect(store.session.isEmailUnconfirmed.value).toBe(false);
    expect(store.session.headerName.value).toBe('ana');
  });

  it('should expose the VIP tier and progress once tiers are loaded', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/account/vips', { body: VIP_TIERS });
    store.session.account.value = account({ vip_tier: 2, purchase_amount: 300 });
    expect(store.session.vipTier.value).toBeNull();
    await store.session.loadVipTiers();
    expect(store.session.vipTier.value?.tierName).toBe('Silver');
    expect(store.session.vipProgress.value).toMatchObject({ status: 'member', amountToNextMinor: 20000 });
  });

  it('should tell premium members from cancelled ones', async () => {
    const { store, server } = setup({ token: 't' });
    server.on('GET', '/api/account/premium', { body: { subscription: { subscription_price: 14.99, stop_renewing: true, status: 'stop_renewing', end_date: '2030-01-01' } } });
    await store.session.loadPremium();
    expect(store.session.isPremiumMember.value).toBe(true);
    store.session.premium.value = { subscription_price: 14.99, stop_renewing: false, status: 'cancelled' };
    expect(store.session.isPremiumMember.value).toBe(false);
  });
});
