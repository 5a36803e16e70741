import { accountHeaderName, accountSchema, LOGIN_FAILURE_ID, MESSAGES, socialConnectionListSchema, type Account } from '@d2d/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalIdp } from '../../social/localIdp.js';
import { SOCIAL_TEXT } from '../../services/accounts/socialLogin.js';
import { authed, confirmedAccount, login, mailbox, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';
import { REDIRECT_URI, postSocial, signedInAtProvider, socialLogin, startIdp, startSocialStore } from './__tests__/socialKit.js';

const ALEX = 'google-alex-rivera';
const SAM = 'google-sam-okafor';
const KIM = 'facebook-kim-lee';

let idp: LocalIdp;
let store: TestStore;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});
afterEach(async () => {
  await store?.close();
});

const account = (res: { json: () => unknown }) => accountSchema.parse(res.json());
const connected = (a: Pick<Account, 'connections'>) => (a.connections ?? []).filter((c) => c.connected).map((c) => c.source).sort();

describe('social login with the local identity provider', () => {
  it('should list the configured providers, and none on a store without them', async () => {
    store = await startSocialStore(idp);
    expect((await store.app.inject({ method: 'GET', url: '/api/account/auth/providers' })).json()).toEqual({ providers: ['google', 'facebook'] });
    const bare = await startTestStore();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/account/auth/providers' })).json()).toEqual({ providers: [] });
      const res = await bare.app.inject({ method: 'GET', url: '/api/account/auth/google/authorize', query: { redirect_uri: REDIRECT_URI } });
      expect(res.statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: '/api/account/auth/facebook', payload: { code: 'x' } })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('should create an account from a Google identity with an e-mail, confirmed and without a password, and find it again', async () => {
    store = await startSocialStore(idp);
    const first = await socialLogin(store, 'google', ALEX);
    expect(first.statusCode, first.body).toBe(201);
    const created = account(first);
    expect(created).toMatchObject({ emailAddress: 'alex.rivera@example.com', unconfirmedEmail: null, userName: 'Alex Rivera', temporary_email: false, password_set: false });
    expect(created.token).toBeTruthy();
    expect(connected(created)).toEqual(['google']);
    expect(first.headers['set-cookie']).toContain('token=');

    const again = await socialLogin(store, 'google', ALEX);
    expect(again.statusCode).toBe(200);
    expect(account(again).id).toBe(created.id);
    // the password login of an account without one mails a link to choose it (spec §1)
    const res = await login(store.app, 'alex.rivera@example.com', 'whatever1');
    expect(res.json().failureError.id).toBe(LOGIN_FAILURE_ID.passwordNotSet);
  });

  it('should give an identity without an e-mail a temporary address, show its user name, and let it set a password through forgot-password', async () => {
    store = await startSocialStore(idp);
    const res = await socialLogin(store, 'google', SAM);
    expect(res.statusCode).toBe(201);
    const sam = account(res);
    expect(sam.temporary_email).toBe(true);
    expect(sam.emailAddress).toMatch(/^google-[0-9a-f]{16}@temporary-email\.d2d\.test$/);
    expect(accountHeaderName(sam)).toBe('Sam Okafor');

    const ask = await store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email: sam.emailAddress } } });
    expect(ask.statusCode).toBe(200);
    const token = await mailedToken(store.app, sam.emailAddress, 'reset-password');
    const reset = await store.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { account: { reset_password_token: token, password: 'choose123', password_confirmation: 'choose123' } },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const loggedIn = await login(store.app, sam.emailAddress, 'choose123');
    expect(loggedIn.statusCode).toBe(200);
    // the reset link proves no mailbox behind a temporary address: buying still needs a real one
    expect(account(loggedIn)).toMatchObject({ password_set: true, unconfirmedEmail: sam.emailAddress });
  });

  it('should replace the temporary address without a password and confirm the new one by its link', async () => {
    store = await startSocialStore(idp);
    const sam = account(await socialLogin(store, 'google', SAM));
    const change = await authed(store.app, sam.token!, 'PATCH', '/api/account/update_email', { account: { email: 'sam@example.com' } });
    expect(change.statusCode, change.body).toBe(200);
    expect(account(change).unconfirmedEmail).toBe('sam@example.com');
    const token = await mailedToken(store.app, 'sam@example.com', 'reconfirmation');
    expect((await store.app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: { confirmation_token: token } })).statusCode).toBe(200);
    const shown = account(await authed(store.app, sam.token!, 'GET', '/api/account/show'));
    expect(shown).toMatchObject({ emailAddress: 'sam@example.com', temporary_email: false, unconfirmedEmail: null });
    // the same Google identity signs in to the same account afterwards
    expect(account(await socialLogin(store, 'google', SAM)).id).toBe(sam.id);
  });

  it('should still ask an account with a password for it when changing the e-mail', async () => {
    store = await startSocialStore(idp);
    const ana = await confirmedAccount(store.app, 'ana@example.com');
    const res = await authed(store.app, ana.token, 'PATCH', '/api/account/update_email', { account: { email: 'ana2@example.com' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [MESSAGES.fieldRequired] });
  });

  it('should link Facebook with the custom auth header, list both, and refuse that Facebook account to anyone else', async () => {
    store = await startSocialStore(idp);
    const sam = account(await socialLogin(store, 'google', SAM));
    const linked = await socialLogin(store, 'facebook', KIM, sam.token!);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(account(linked).token).toBeUndefined();
    expect(connected(account(linked))).toEqual(['facebook', 'google']);
    const list = socialConnectionListSchema.parse((await authed(store.app, sam.token!, 'GET', '/api/account/social')).json());
    expect(list.connections).toEqual([{ source: 'facebook', connected: true }, { source: 'google', connected: true }]);

    // Kim's Facebook now signs in to Sam's account
    const viaFacebook = await socialLogin(store, 'facebook', KIM);
    expect(viaFacebook.statusCode).toBe(200);
    expect(account(viaFacebook).id).toBe(sam.id);

    const ana = await confirmedAccount(store.app, 'ana@example.com');
    const refused = await socialLogin(store, 'facebook', KIM, ana.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().failureError.message).toBe(SOCIAL_TEXT.linkedElsewhere('facebook'));
  });

  it('should refuse a link asked with a dead session instead of signing in', async () => {
    store = await startSocialStore(idp);
    const res = await socialLogin(store, 'facebook', KIM, 'x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect((await store.db.selectFrom('accounts').select('id').execute())).toHaveLength(0);
  });

  it('should unlink a provider and keep the shopper signed in while another way in remains', async () => {
    store = await startSocialStore(idp);
    const sam = account(await socialLogin(store, 'google', SAM));
    await socialLogin(store, 'facebook', KIM, sam.token!);
    const res = await authed(store.app, sam.token!, 'DELETE', '/api/account/social/disconnect?provider=facebook');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connections: [{ source: 'facebook', connected: false }, { source: 'google', connected: true }] });
    expect((await authed(store.app, sam.token!, 'GET', '/api/account/show')).statusCode).toBe(200);
    // unlinking again changes nothing
    expect((await authed(store.app, sam.token!, 'DELETE', '/api/account/social/disconnect?provider=facebook')).statusCode).toBe(200);
  });

  it('should refuse to unlink the last way into an account with a temporary address and no password', async () => {
    store = await startSocialStore(idp);
    const sam = account(await socialLogin(store, 'google', SAM));
    const res = await authed(store.app, sam.token!, 'DELETE', '/api/account/social/disconnect?provider=google');
    expect(res.statusCode).toBe(409);
    expect(res.json().failureError.message).toBe(SOCIAL_TEXT.keepAWayIn);
    expect(connected(account(await authed(store.app, sam.token!, 'GET', '/api/account/show')))).toEqual(['google']);
  });

  it('should sign out everywhere and mail a password link when the last way in of a real address is unlinked', async () => {
    store = await startSocialStore(idp);
    const alex = account(await socialLogin(store, 'google', ALEX));
    const res = await authed(store.app, alex.token!, 'DELETE', '/api/account/social/disconnect?provider=google');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signed_out: true, connections: [{ source: 'facebook', connected: false }, { source: 'google', connected: false }] });
    expect(res.headers['set-cookie']).toMatch(/^token=;/);
    expect((await authed(store.app, alex.token!, 'GET', '/api/account/show')).statusCode).toBe(401);
    expect(await mailedToken(store.app, 'alex.rivera@example.com', 'reset-password')).toBeTruthy();
  });

  it('should link a confirmed account with the same address and refuse an unconfirmed one', async () => {
    store = await startSocialStore(idp);
    const unconfirmed = await signUp(store.app, { email: 'alex.rivera@example.com' });
    expect(unconfirmed.statusCode).toBe(201);
    const refused = await socialLogin(store, 'google', ALEX);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().failureError.message).toBe(SOCIAL_TEXT.emailWaiting('google'));
    await store.close();

    store = await startSocialStore(idp);
    const owner = await confirmedAccount(store.app, 'alex.rivera@example.com');
    const res = await socialLogin(store, 'google', ALEX);
    expect(res.statusCode).toBe(200);
    expect(account(res)).toMatchObject({ id: owner.id, password_set: true });
    expect(connected(account(res))).toEqual(['google']);
  });

  it('should refuse a replayed code, a changed state, another return page and provider tokens', async () => {
    store = await startSocialStore(idp);
    const body = await signedInAtProvider(store, 'google', ALEX);
    expect((await postSocial(store, 'google', body)).statusCode).toBe(201);
    const replay = await postSocial(store, 'google', body);
    expect(replay.statusCode).toBe(409);

    const fresh = await signedInAtProvider(store, 'google', ALEX);
    expect((await postSocial(store, 'google', { ...fresh, code_verifier: 'v'.repeat(43) })).statusCode).toBe(409);
    expect((await postSocial(store, 'google', { ...fresh, redirect_uri: 'https://evil.example/' })).json().modelState).toHaveProperty('redirect_uri');
    expect((await postSocial(store, 'google', { id_token: 'a.b.c' })).statusCode).toBe(400);
    // Google's code at the Facebook call is a code the Facebook client does not own
    expect((await postSocial(store, 'facebook', fresh)).statusCode).toBe(409);
    const authorize = await store.app.inject({ method: 'GET', url: '/api/account/auth/google/authorize', query: { redirect_uri: 'https://evil.example/' } });
    expect(authorize.statusCode).toBe(400);
  });

  it('should not mail anything for a sign-in', async () => {
    store = await startSocialStore(idp);
    await socialLogin(store, 'google', ALEX);
    await socialLogin(store, 'google', SAM);
    expect(await mailbox(store.app)).toEqual([]);
  });
});
