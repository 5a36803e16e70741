/**
 * `d2d-server start` with the local identity provider: starts it and gives the store its
 * providers for every social provider the settings leave unconfigured.
 * @module
 */
import type { ServerConfig } from '../config.js';
import { startLocalIdentityProvider, type LocalIdp } from './localIdp.js';

/**
 * Starts the local identity provider on `LOCAL_IDP_PORT` and adds its providers to `config`.
 * @example
 * const idp = config.localIdp ? await startLocalIdpFor(config) : null;
 */
export async function startLocalIdpFor(config: ServerConfig): Promise<LocalIdp> {
  const idp = await startLocalIdentityProvider({
    port: config.localIdpPort,
    redirectUris: config.publicUrl ? [`${config.publicUrl.replace(/\/+$/, '')}/`] : [],
  });
  const configured = new Set(config.socialProviders.map((p) => p.provider));
  config.socialProviders = [...config.socialProviders, ...idp.providers.filter((p) => !configured.has(p.provider))];
  return idp;
}
