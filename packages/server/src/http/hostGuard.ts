/**
 * Refuses a request whose Host (or, behind a trusted proxy, `X-Forwarded-Host`) is not a host
 * name or address with an optional port, with a 400 before any route runs. The server builds
 * origins from the Host when `PUBLIC_URL` is unset (payment pages, checkout return urls), and a
 * malformed one used to end in a 500 there.
 * @module
 */
import fp from 'fastify-plugin';
import { ApiError } from './apiError.js';

/** The message of the 400 answer. */
export const MALFORMED_HOST = 'The Host header must be a host name or address, with an optional port.';

// DNS labels (underscores appear in internal service names), or a bracketed IPv6 address
const HOST_NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?$/;
const IPV6_LITERAL = /^\[[0-9A-Fa-f:.]+\]$/;
const MAX_HOST_LENGTH = 255;

/**
 * Whether a Host header value is a well-formed `host[:port]`.
 * @example
 * isWellFormedHost('store.example.com:8443'); // true
 * isWellFormedHost('bad host<>'); // false
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (typeof host !== 'string' || host === '' || host.length > MAX_HOST_LENGTH) return false;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  const name = match?.[1] ?? '';
  const port = match?.[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (!HOST_NAME.test(name) && !IPV6_LITERAL.test(name)) return false;
  try {
    // what every origin built from it goes through
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The host check, as the first `onRequest` hook of the app.
 * @example
 * await app.register(hostGuard);
 */
export const hostGuard = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isWellFormedHost(request.host)) throw ApiError.badRequest({ host: [MALFORMED_HOST] });
    });
  },
  { name: 'd2d-host-guard', fastify: '5.x' },
);
