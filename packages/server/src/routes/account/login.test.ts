import { LOGIN_FAILURE_ID, MESSAGES, badRequestBodySchema, conflictBodySchema, resolveLoginFailure, unauthorizedBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNCONFIRMED_ACCESS_MS } from '../../services/accounts/context.js';
import { authed, confirmedAccount, login, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

describe('POST /api/account/login', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('should answer 400 model-state errors for missing fields', async () => {
    const res = await store.app.inject({ method: 'POST', url: '/api/account/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(badRequestBodySchema.parse(res.json()).modelState).toEqual({ email: [MESSAGES.fieldRequired], password: [MESSAGES.fieldRequired] });
  });

  it('should answer the same 409 for an unknown e-mail and a wrong password', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const unknown = await login(store.app, 'nobody@example.com', 'secret12');
    const wrong = await login(store.app, 'ana@example.com', 'wrong1234');
    expect(unknown.statusCode).toBe(409);
    expect(wrong.statusCode).toBe(409);
    expect(unknown.json()).toEqual(wrong.json());
    expect(conflictBodySchema.parse(wrong.json()).failureError.message).toBe('Invalid email or password.');
  });

  it('should log in with the e-mail in any case and set a fresh token on every login', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const first = await login(store.app, 'ANA@Example.com', 'secret12');
    const second = await login(store.app, 'ana@example.com', 'secret12');
    expect(first.statusCode).toBe(200);
    expect(first.json().token).not.toBe(second.json().token);
    expect(first.cookies.find((c) => c.name === 'token')?.value).toBe(first.json().token);
  });

  it('should let an unconfirmed account log in, flagged by unconfirmedEmail', async () => {
    await signUp(store.app, { email: 'new@example.com' });
    const res = await login(store.app, 'new@example.com', 'secret12');
    expect(res.statusCode).toBe(200);
    expect(res.json().unconfirmedEmail).toBe('new@example.com');
  });

  it('should answer id 102 to an account still unconfirmed after its grace period, once the password is right', async () => {
    await signUp(store.app, { email: 'late@example.com' });
    store.clock.advance(UNCONFIRMED_ACCESS_MS + 1);
    const wrong = await login(store.app, 'late@example.com', 'nope12345');
    expect(wrong.json().failureError.id).not.toBe(LOGIN_FAILURE_ID.emailUnconfirmed);
    const res = await login(store.app, 'late@example.com', 'secret12');
    expect(res.statusCode).toBe(409);
    expect(resolveLoginFailure(res.statusCode, res.json())).toEqual({
      kind: 'resendConfirmation',
      message: 'You have to confirm your email address before continuing.',
    });
  });

  it('should answer id 104 and mail a link to choose a password to an account without one', async () => {
    const now = Date.now();
    await store.db
      .insertInto('accounts')
      .values({ email: 'social@example.com', email_confirmed_at: now, unconfirmed_email: null, user_name: 'Soc', last_name: null, password_hash: null, allow_tracking: null, gdpr_opt_in: null, address_user_name: null, address_street_1: null, address_street_2: null, address_city: null, address_state: null, address_zipcode: null, address_country_code_id: null, created_at: now, updated_at: now })
      .execute();
    const res = await login(store.app, 'social@example.com', 'whatever1');
    expect(res.statusCode).toBe(409);
    expect(res.json().failureError.id).toBe(LOGIN_FAILURE_ID.passwordNotSet);
    expect(resolveLoginFailure(409, res.json()).kind).toBe('navigate');
    const token = await mailedToken(store.app, 'social@example.com', 'reset-password');
    const reset = await store.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { account: { reset_password_token: token, password: 'chosen123', password_confirmation: 'chosen123' } },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(store.app, 'social@example.com', 'chosen123')).statusCode).toBe(200);
  });

  it('should answer 409 for an unknown remember token and 400 for a malformed one', async () => {
    const unknown = await store.app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().failureError.message).toBe('Your saved login has expired. Please log in again.');
    for (const remember_token of ['short', 42, null]) {
      const res = await store.app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token } });
      expect(res.statusCode, String(remember_token)).toBe(400);
      badRequestBodySchema.parse(res.json());
    }
  });

  it('should honour a remember token once even when it is sent twice at the same moment', async () => {
    const { rememberToken } = await confirmedAccount(store.app, 'ana@example.com');
    const send = () => store.app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: rememberToken } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('should stop honouring a session token after 14 days', async () => {
    const { token } = await confirmedAccount(store.app, 'ana@example.com');
    store.clock.advance(14 * 24 * 60 * 60 * 1000 - 1000);
    expect((await authed(store.app, token, 'GET', '/api/account/show')).statusCode).toBe(200);
    store.clock.advance(2000);
    const res = await authed(store.app, token, 'GET', '/api/account/show');
    expect(res.statusCode).toBe(401);
    unauthorizedBodySchema.parse(res.json());
  });
});

describe('session calls', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('should answer 401 to getcurrent and show without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }, { cookie: 'token=nope' }]) {
      for (const url of ['/api/account/getcurrent', '/api/account/show']) {
        const res = await store.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it('should accept the token cookie as well as the bearer header', async () => {
    const { token } = await confirmedAccount(store.app, 'ana@example.com');
    const res = await store.app.inject({ method: 'GET', url: '/api/account/getcurrent', cookies: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailAddress).toBe('ana@example.com');
    expect(res.json().token).toBeUndefined();
  });

  it('should log out only the session it is called with', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const a = (await login(store.app, 'ana@example.com', 'secret12')).json().token;
    const b = (await login(store.app, 'ana@example.com', 'secret12')).json().token;
    expect((await authed(store.app, a, 'DELETE', '/api/account/logout')).statusCode).toBe(200);
    expect((await authed(store.app, a, 'GET', '/api/account/show')).statusCode).toBe(401);
    expect((await authed(store.app, b, 'GET', '/api/account/show')).statusCode).toBe(200);
  });

  it('should answer logout without a session with 200, so a stale client can always log out', async () => {
    const res = await store.app.inject({ method: 'DELETE', url: '/api/account/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('should not mail anything for a login', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const before = (await mailbox(store.app)).length;
    await login(store.app, 'ana@example.com', 'secret12');
    expect(await mailbox(store.app)).toHaveLength(before);
  });
});
