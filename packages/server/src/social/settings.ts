/**
 * The social-login settings (spec §1, §6): which providers the store signs in with and how to
 * reach them, read from the environment; and whether `start` runs the local identity provider.
 * @module
 */
import type { SocialProvider } from '@d2d/contract';
import { ConfigError } from '../config.js';

/** How to reach one provider. */
export interface SocialProviderSettings {
  provider: SocialProvider;
  /**
   * `oidc`: OpenID Connect, endpoints found by discovery at `issuer`, the identity read from the
   * ID token (Google). `oauth`: OAuth 2.0 with fixed endpoints, the identity read from
   * `userinfoEndpoint` (Facebook's Graph API).
   */
  kind: 'oidc' | 'oauth';
  clientId: string;
  clientSecret: string;
  /** The issuer: discovered (oidc), or the value ID tokens carry (oauth). */
  issuer: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scope: string;
  /** Plain-http calls to the provider: only the local identity provider on loopback. */
  allowInsecureRequests?: boolean;
  /** The authorization request's `prompt` (`login`: ask who signs in every time). */
  prompt?: string;
}

/** The social part of the server's settings. */
export interface SocialConfig {
  /** Providers configured with real credentials (`GOOGLE_*`, `FACEBOOK_*`). */
  socialProviders: SocialProviderSettings[];
  /**
   * `LOCAL_IDP`: run the local identity provider on loopback for the providers not configured.
   * Default on outside production while neither provider is configured; refused in production.
   */
  localIdp: boolean;
  /** `LOCAL_IDP_PORT`: its port; default 0 (any free port). */
  localIdpPort: number;
}

/** Google's issuer (OpenID Connect discovery). */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Facebook Login's OAuth endpoints and the Graph API call that answers who signed in. */
export const FACEBOOK_DEFAULTS = {
  issuer: 'https://www.facebook.com',
  authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
  tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
  userinfoEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
} as const;

function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function httpsUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = setting(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:') throw new ConfigError(`${name} must be an https URL, got "${value}"`);
  return value;
}

function credentials(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'FACEBOOK'): { clientId: string; clientSecret: string } | null {
  const clientId = setting(env, `${prefix}_CLIENT_ID`);
  const clientSecret = setting(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret };
}

/**
 * Reads `GOOGLE_CLIENT_ID`/`_SECRET` (and `GOOGLE_ISSUER`), `FACEBOOK_CLIENT_ID`/`_SECRET` (and
 * `FACEBOOK_AUTHORIZATION_URL`, `FACEBOOK_TOKEN_URL`, `FACEBOOK_USERINFO_URL`), `LOCAL_IDP` and
 * `LOCAL_IDP_PORT`.
 * @throws ConfigError for half-set credentials, a malformed URL or port, and `LOCAL_IDP=1` in production
 * @example
 * readSocialConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, false).socialProviders[0].provider; // 'google'
 */
export function readSocialConfig(env: NodeJS.ProcessEnv, production: boolean): SocialConfig {
  const providers: SocialProviderSettings[] = [];
  const google = credentials(env, 'GOOGLE');
  if (google) {
    providers.push({ provider: 'google', kind: 'oidc', ...google, issuer: httpsUrl(env, 'GOOGLE_ISSUER', GOOGLE_ISSUER), scope: 'openid email profile' });
  }
  const facebook = credentials(env, 'FACEBOOK');
  if (facebook) {
    providers.push({
      provider: 'facebook',
      kind: 'oauth',
      ...facebook,
      issuer: FACEBOOK_DEFAULTS.issuer,
      authorizationEndpoint: httpsUrl(env, 'FACEBOOK_AUTHORIZATION_URL', FACEBOOK_DEFAULTS.authorizationEndpoint),
      tokenEndpoint: httpsUrl(env, 'FACEBOOK_TOKEN_URL', FACEBOOK_DEFAULTS.tokenEndpoint),
      userinfoEndpoint: httpsUrl(env, 'FACEBOOK_USERINFO_URL', FACEBOOK_DEFAULTS.userinfoEndpoint),
      scope: 'email public_profile',
    });
  }
  const localSetting = setting(env, 'LOCAL_IDP')?.toLowerCase();
  if (localSetting !== undefined && !['1', 'true', '0', 'false'].includes(localSetting)) {
    throw new ConfigError(`LOCAL_IDP must be 1 or 0, got "${env.LOCAL_IDP}"`);
  }
  const localIdp = localSetting === undefined ? !production && providers.length === 0 : localSetting === '1' || localSetting === 'true';
  if (localIdp && production) {
    throw new ConfigError('NODE_ENV=production refuses LOCAL_IDP=1: the local identity provider signs anyone in as its test identities; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or FACEBOOK_CLIENT_ID/FACEBOOK_CLIENT_SECRET, or neither.');
  }
  const portText = setting(env, 'LOCAL_IDP_PORT') ?? '0';
  const localIdpPort = Number(portText);
  if (!/^\d+$/.test(portText) || localIdpPort > 65535) throw new ConfigError(`LOCAL_IDP_PORT must be a port number between 0 and 65535, got "${portText}"`);
  return { socialProviders: providers, localIdp, localIdpPort };
}
