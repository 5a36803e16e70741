import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE, authed, login, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

describe('account life cycle', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('should take an account from sign-up through confirmation, logins, a password change and logout', async () => {
    const { app } = store;

    // sign-up with a really solved captcha: logged in, unconfirmed, a confirmation mail queued
    const created = await signUp(app, { email: 'Ana@Example.com ', user_name: 'Ana', last_name: 'Lima', gdpr: true, subscribe: true });
    expect(created.statusCode).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({ emailAddress: 'ana@example.com', unconfirmedEmail: 'ana@example.com', user_name: 'Ana', subscribe: true, gdprOptIn: true, allow_tracking: null, temporary_email: false });
    expect(account.token).toMatch(/^[\w-]{43}$/);
    expect(created.cookies.find((c) => c.name === 'token')?.value).toBe(account.token);

    const [mail] = await mailbox(app, 'ana@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.sent_at).toBeNull();
    expect(mail?.links[0]).toMatch(new RegExp(`^${STORE.replace(/\./g, '\\.')}/#!/confirmation/[\\w-]{43}$`));

    // confirm through the mailed link
    const confirmationToken = await mailedToken(app, 'ana@example.com', 'confirmation');
    const confirmed = await app.inject({ method: 'GET', url: `/d2d/account/confirmation?confirmation_token=${confirmationToken}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Your email address is confirmed.', emailAddress: 'ana@example.com', kind: 'confirmation' });
    expect((await authed(app, account.token, 'GET', '/api/account/getcurrent')).json().unconfirmedEmail).toBeNull();

    // login with the password
    const loggedIn = await login(app, 'ana@example.com', 'secret12');
    expect(loggedIn.statusCode).toBe(200);
    const session = loggedIn.json();
    expect(session.token).not.toBe(account.token);
    expect(session.remember_token).toMatch(/^[\w-]{43}$/);

    // token login with the remember token: new tokens, the remember token is used up
    const tokenLogin = await app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: session.remember_token } });
    expect(tokenLogin.statusCode).toBe(200);
    const remembered = tokenLogin.json();
    expect(remembered.emailAddress).toBe('ana@example.com');
    expect(remembered.remember_token).not.toBe(session.remember_token);
    const replayed = await app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: session.remember_token } });
    expect(replayed.statusCode).toBe(409);

    // change the password: every older token stops working, the answer carries a new one
    const changed = await authed(app, remembered.token, 'PATCH', '/api/account/update_password', {
      account: { current_password: 'secret12', password: 'better345', password_confirmation: 'better345' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    for (const old of [account.token, remembered.token]) {
      expect((await authed(app, old, 'GET', '/api/account/getcurrent')).statusCode).toBe(401);
    }
    const oldRemember = await app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: remembered.remember_token } });
    expect(oldRemember.statusCode).toBe(409);
    expect((await login(app, 'ana@example.com', 'secret12')).statusCode).toBe(409);
    expect((await authed(app, fresh.token, 'GET', '/api/account/getcurrent')).statusCode).toBe(200);

    // logout revokes the session and its remember token, and clears the cookie
    const out = await authed(app, fresh.token, 'DELETE', '/api/account/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await authed(app, fresh.token, 'GET', '/api/account/getcurrent')).statusCode).toBe(401);
    const afterLogout = await app.inject({ method: 'POST', url: '/api/account/login', payload: { remember_token: fresh.remember_token } });
    expect(afterLogout.statusCode).toBe(409);

    // and the new password logs in
    expect((await login(app, 'ana@example.com', 'better345')).statusCode).toBe(200);
  });
});
