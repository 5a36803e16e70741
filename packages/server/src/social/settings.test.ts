import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { identityFromClaims } from './providerClient.js';
import { FACEBOOK_DEFAULTS, GOOGLE_ISSUER, readSocialConfig } from './settings.js';

describe('readSocialConfig', () => {
  it('should run the local identity provider by default in development only, and not when a provider is configured', () => {
    expect(readSocialConfig({}, false)).toEqual({ socialProviders: [], localIdp: true, localIdpPort: 0 });
    expect(readSocialConfig({}, true).localIdp).toBe(false);
    expect(readSocialConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }, false).localIdp).toBe(false);
    expect(readSocialConfig({ LOCAL_IDP: '0' }, false).localIdp).toBe(false);
    expect(readSocialConfig({ LOCAL_IDP: '1', LOCAL_IDP_PORT: '8090' }, false)).toMatchObject({ localIdp: true, localIdpPort: 8090 });
  });

  it('should refuse the local identity provider in production', () => {
    expect(() => readSocialConfig({ LOCAL_IDP: '1' }, true)).toThrow(ConfigError);
    expect(() => readSocialConfig({ LOCAL_IDP: '1' }, true)).toThrow(/NODE_ENV=production refuses LOCAL_IDP=1/);
  });

  it('should read Google as OpenID Connect and Facebook as OAuth with their default endpoints', () => {
    const config = readSocialConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' }, true);
    expect(config.socialProviders).toEqual([
      { provider: 'google', kind: 'oidc', clientId: 'g', clientSecret: 'gs', issuer: GOOGLE_ISSUER, scope: 'openid email profile' },
      { provider: 'facebook', kind: 'oauth', clientId: 'f', clientSecret: 'fs', ...FACEBOOK_DEFAULTS, scope: 'email public_profile' },
    ]);
  });

  it('should refuse half-set credentials, plain-http endpoints and odd values', () => {
    expect(() => readSocialConfig({ GOOGLE_CLIENT_ID: 'g' }, false)).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => readSocialConfig({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_TOKEN_URL: 'http://x.example/t' }, false)).toThrow(/FACEBOOK_TOKEN_URL must be an https URL/);
    expect(() => readSocialConfig({ LOCAL_IDP: 'maybe' }, false)).toThrow(/LOCAL_IDP must be 1 or 0/);
    expect(() => readSocialConfig({ LOCAL_IDP_PORT: '-1' }, false)).toThrow(/LOCAL_IDP_PORT/);
  });
});

describe('identityFromClaims', () => {
  it('should read sub or Facebook id, and drop an e-mail the provider did not verify', () => {
    expect(identityFromClaims({ sub: 's1', email: 'A@Example.com', email_verified: true, name: ' Ana ' })).toEqual({ subject: 's1', email: 'a@example.com', name: 'Ana' });
    expect(identityFromClaims({ id: '123', email: 'b@example.com', name: 'Bo' })).toEqual({ subject: '123', email: 'b@example.com', name: 'Bo' });
    expect(identityFromClaims({ sub: 's2', email: 'c@example.com', email_verified: false })).toEqual({ subject: 's2', email: null, name: null });
    expect(() => identityFromClaims({ email: 'd@example.com' })).toThrow();
  });
});
