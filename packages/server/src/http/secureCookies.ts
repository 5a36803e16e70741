/**
 * Whether the store's cookies (`token`, `region`, `aff`) carry `Secure`: always when `PUBLIC_URL`
 * is https (behind a TLS-terminating proxy the request itself may look like plain http), and
 * for any request that arrived over https (directly, or through a trusted proxy's
 * `X-Forwarded-Proto`).
 * @module
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by {@link secureCookies}: the store is public over https, so every cookie is Secure. */
    d2dHttpsStore: boolean;
  }
}

/** Options of {@link secureCookies}. */
export interface SecureCookiesOptions {
  /** `PUBLIC_URL`, the store's origin. */
  publicUrl?: string | undefined;
}

/**
 * Records whether the store is served over https, for {@link isSecureRequest}.
 * @example
 * await app.register(secureCookies, { publicUrl: config.publicUrl });
 */
export const secureCookies = fp<SecureCookiesOptions>(
  async (app, { publicUrl }) => {
    app.decorate('d2dHttpsStore', publicUrl?.trim().toLowerCase().startsWith('https:') ?? false);
  },
  { name: 'd2d-secure-cookies', fastify: '5.x' },
);

/**
 * The `secure` flag for a cookie set in answer to this request.
 * @example
 * reply.setCookie(REGION_COOKIE, '302', { path: '/', secure: isSecureRequest(request) });
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.d2dHttpsStore === true;
}
