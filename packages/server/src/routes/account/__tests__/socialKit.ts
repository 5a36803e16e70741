/**
 * Test kit of social login: the accounts kit's store with the real local identity provider
 * in-process on loopback as its Google and Facebook, and the trip through the provider's page.
 */
import type { SocialProvider } from '@d2d/contract';
import { SOCIAL_AUTH_HEADER } from '@d2d/contract';
import type { LightMyRequestResponse } from 'fastify';
import { signInAtProvider } from '../../../social/__tests__/idpBrowser.js';
import { startLocalIdentityProvider, type LocalIdp } from '../../../social/localIdp.js';
import { STORE, startTestStore, type TestStore } from './kit.js';

export { STORE };

/** The store page the providers send shoppers back to. */
export const REDIRECT_URI = `${STORE}/`;

/** Starts the local identity provider (one per test file). */
export function startIdp(): Promise<LocalIdp> {
  return startLocalIdentityProvider({ redirectUris: [REDIRECT_URI] });
}

/** A store whose Google and Facebook are the local identity provider's. */
export function startSocialStore(idp: LocalIdp): Promise<TestStore> {
  return startTestStore({ config: { socialProviders: idp.providers } });
}

/** The body of `POST /api/account/auth/{provider}` after `identity` signed in at the provider. */
export interface SocialBody {
  code: string;
  state: string;
  iss?: string;
  redirect_uri: string;
  code_verifier: string;
}

/** Asks the store where to go, signs `identity` in on the provider's page, and returns the body to post. */
export async function signedInAtProvider(store: TestStore, provider: SocialProvider, identity: string): Promise<SocialBody> {
  const res = await store.app.inject({ method: 'GET', url: `/api/account/auth/${provider}/authorize`, query: { redirect_uri: REDIRECT_URI } });
  if (res.statusCode !== 200) throw new Error(`authorize: ${res.statusCode} ${res.body}`);
  const auth = res.json<{ authorization_url: string; state: string; code_verifier: string }>();
  const back = await signInAtProvider(auth.authorization_url, identity, STORE);
  if (!back.code || back.state !== auth.state) throw new Error(`the provider answered ${back.url.href}`);
  return { code: back.code, state: back.state, ...(back.iss ? { iss: back.iss } : {}), redirect_uri: REDIRECT_URI, code_verifier: auth.code_verifier };
}

/** Posts the provider's answer; with `linkToken` in the custom auth header to link instead. */
export function postSocial(store: TestStore, provider: SocialProvider, body: object, linkToken?: string): Promise<LightMyRequestResponse> {
  return store.app.inject({
    method: 'POST',
    url: `/api/account/auth/${provider}`,
    payload: body,
    headers: linkToken ? { [SOCIAL_AUTH_HEADER]: `Bearer ${linkToken}` } : {},
  });
}

/** Signs `identity` in through the whole trip; returns the answer. */
export async function socialLogin(store: TestStore, provider: SocialProvider, identity: string, linkToken?: string): Promise<LightMyRequestResponse> {
  return postSocial(store, provider, await signedInAtProvider(store, provider, identity), linkToken);
}
