/**
 * Talks to a social provider through `openid-client`: builds the authorization request (state and
 * PKCE) and turns the code the provider sent the shopper back with into who signed in.
 * OpenID Connect providers (Google) answer with an ID token; OAuth providers (Facebook) with an
 * access token for their user-info call.
 * @module
 */
import type { SocialProvider } from '@d2d/contract';
import * as client from 'openid-client';
import type { SocialProviderSettings } from './settings.js';

/** Who signed in, as the provider says. */
export interface SocialIdentity {
  /** The provider's stable id of the person (`sub`, or Facebook's `id`). */
  subject: string;
  /** Null when the provider gives none (or an unverified one). */
  email: string | null;
  name: string | null;
}

/** What the client keeps while the shopper is at the provider. */
export interface AuthorizationRequest {
  authorization_url: string;
  state: string;
  code_verifier: string;
}

/** The provider's answer as the store page received it. */
export interface AuthorizationResponse {
  code: string;
  state: string;
  /** The redirect's `iss` (RFC 9207), from providers that send it. */
  iss?: string | undefined;
  redirectUri: string;
  codeVerifier: string;
}

/** A provider the store can send shoppers to. */
export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** A fresh authorization request for `redirectUri` (the store page the provider returns to). */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /**
   * Exchanges the code for tokens and reads the identity.
   * @throws SocialProviderError when the provider refuses the code or answers something unusable
   */
  identify(response: AuthorizationResponse): Promise<SocialIdentity>;
}

/** The provider refused the code, or could not be reached: the shopper starts again. */
export class SocialProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialProviderError';
  }
}

// a provider that hangs must not hold a request for long
const PROVIDER_TIMEOUT_S = 10;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The identity in an ID token's or user-info answer's claims. An e-mail the provider marks as not
 * verified is dropped: someone else may own that mailbox. Facebook sends no flag and only
 * confirmed addresses.
 */
export function identityFromClaims(claims: Record<string, unknown>): SocialIdentity {
  const subject = text(claims.sub) ?? (typeof claims.id === 'string' || typeof claims.id === 'number' ? String(claims.id) : null);
  if (!subject) throw new SocialProviderError('The provider did not say who signed in.');
  const verified = claims.email_verified === undefined || claims.email_verified === true || claims.email_verified === 'true';
  return { subject, email: verified ? text(claims.email)?.toLowerCase() ?? null : null, name: text(claims.name) };
}

/**
 * A client for one configured provider. OpenID Connect discovery runs on first use and is kept;
 * a failed discovery is tried again on the next sign-in.
 * @example
 * const google = socialProviderClient(settings);
 * const request = await google.authorizationRequest('https://store.example.com/');
 */
export function socialProviderClient(settings: SocialProviderSettings): SocialProviderClient {
  let configuration: Promise<client.Configuration> | null = null;
  const execute = settings.allowInsecureRequests ? [client.allowInsecureRequests] : [];
  const auth = client.ClientSecretPost(settings.clientSecret);

  const configure = async (): Promise<client.Configuration> => {
    if (settings.kind === 'oidc') {
      return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, { execute, timeout: PROVIDER_TIMEOUT_S });
    }
    const config = new client.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
        userinfo_endpoint: settings.userinfoEndpoint,
      },
      settings.clientId,
      undefined,
      auth,
    );
    for (const option of execute) option(config);
    config.timeout = PROVIDER_TIMEOUT_S;
    return config;
  };
  const configured = (): Promise<client.Configuration> => {
    if (!configuration) {
      configuration = configure().catch((error: unknown) => {
        configuration = null;
        throw new SocialProviderError(`The ${settings.provider} sign-in is not reachable right now.`, { cause: error });
      });
    }
    return configuration;
  };

  return {
    provider: settings.provider,
    async authorizationRequest(redirectUri) {
      const config = await configured();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(settings.prompt ? { prompt: settings.prompt } : {}),
      });
      return { authorization_url: url.href, state, code_verifier: codeVerifier };
    },
    async identify(response) {
      const config = await configured();
      const callback = new URL(response.redirectUri);
      callback.searchParams.set('code', response.code);
      callback.searchParams.set('state', response.state);
      if (response.iss !== undefined) callback.searchParams.set('iss', response.iss);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: response.codeVerifier,
          expectedState: response.state,
          idTokenExpected: settings.kind === 'oidc',
        });
      } catch (error) {
        throw new SocialProviderError(`The ${settings.provider} sign-in was not accepted. Please try again.`, { cause: error });
      }
      try {
        if (settings.kind === 'oidc') {
          const claims = tokens.claims();
          if (!claims) throw new SocialProviderError('The provider sent no ID token.');
          const identity = identityFromClaims(claims);
          // providers that keep profile claims out of the ID token answer them at user-info
          if ((identity.email === null || identity.name === null) && config.serverMetadata().userinfo_endpoint) {
            const info = await client.fetchUserInfo(config, tokens.access_token, identity.subject);
            const more = identityFromClaims(info);
            return { subject: identity.subject, email: identity.email ?? more.email, name: identity.name ?? more.name };
          }
          return identity;
        }
        const res = await client.fetchProtectedResource(config, tokens.access_token, new URL(settings.userinfoEndpoint!), 'GET');
        if (!res.ok) throw new SocialProviderError(`The provider's user-info call answered ${res.status}.`);
        return identityFromClaims((await res.json()) as Record<string, unknown>);
      } catch (error) {
        if (error instanceof SocialProviderError) throw error;
        throw new SocialProviderError(`The ${settings.provider} sign-in could not be read. Please try again.`, { cause: error });
      }
    },
  };
}
