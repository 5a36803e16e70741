/**
 * The HTTP protections of every answer, with `helmet`: the store page's CSP, nosniff,
 * Referrer-Policy, and HSTS when `PUBLIC_URL` is https. API answers (`/api/`) get the few that
 * protect a response that is not a document ({@link apiHeaders}).
 *
 * The headers do not vary by request (no CSP nonces), so helmet runs once at start-up and every
 * answer gets the headers it set. `@fastify/helmet` builds helmet again for each request and
 * parsed the CSP each time: about a tenth of a cached product answer's CPU.
 *
 * The CSP is the store page's: scripts, styles, frames and calls from the store's own origin
 * only, no inline script or style (the built store has none: Vite emits external files, React
 * sets `style` through the CSSOM, which CSP does not govern), images also as `data:` URLs (the
 * favicon), and `frame-ancestors 'self'`. The hosted checkout and the payment relay are framed
 * from the same origin. Pages with needs of their own send their own CSP, which replaces this
 * one: the sandbox payment pages (a nonce script, inline styles), the embed channel page
 * (`frame-ancestors` lists `PARTNER_ORIGINS`) and the generated art.
 *
 * `X-Frame-Options` is not sent: it cannot name the partner origins that may frame the channel
 * page, and every browser that reads CSP obeys `frame-ancestors` instead.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** `PUBLIC_URL`: HSTS and `upgrade-insecure-requests` are sent only when it is https. */
  publicUrl?: string | undefined;
  /**
   * Whether the store's card modal runs Stripe.js (the live Stripe adapter with
   * `STRIPE_PUBLISHABLE_KEY`): the CSP then admits Stripe's script, frames and API, as Stripe
   * documents them.
   */
  stripeJs?: boolean | undefined;
}

/** The origins Stripe.js needs, by directive (Stripe's "Content Security Policy" guide). */
export const STRIPE_JS_CSP: Readonly<Record<'script-src' | 'frame-src' | 'connect-src', readonly string[]>> = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/** HSTS lifetime: 180 days, without subdomains (other hosts of the domain may not be https). */
export const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * Paths of files partner pages load with plain `<img>` (no CORS), so they must not be
 * `Cross-Origin-Resource-Policy: same-origin`: the catalogue's generated art.
 */
const PUBLIC_RESOURCE_PREFIXES = ['/art/'];

/**
 * The headers helmet sets for `options`, read once from a stand-in response: helmet's middleware
 * only calls `setHeader` and `removeHeader`, the same for every request.
 * @param options - helmet's options
 * @returns the header names (lower case) and values
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The store page's CSP directives.
 * @param https - whether the store is public over https (adds `upgrade-insecure-requests`)
 * @param stripeJs - whether the card modal loads Stripe.js (adds {@link STRIPE_JS_CSP})
 */
export function storeCspDirectives(https: boolean, stripeJs = false): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
  };
  if (stripeJs) {
    for (const [name, origins] of Object.entries(STRIPE_JS_CSP)) directives[name] = [...directives[name]!, ...origins];
  }
  // on plain http (development, a LAN address) upgrading would break every asset
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Where the JSON API answers: never a document, never framed. */
const API_PREFIX = '/api/';

/**
 * The headers of API answers (JSON, redirects, refusals), after OWASP's REST Security Cheat
 * Sheet: of the store page's set, what protects a response that is not a document. A CSP that
 * loads nothing and may be framed nowhere (should a JSON answer ever be opened as a page),
 * nosniff (it is never read as script or HTML), Cross-Origin-Resource-Policy (no other site
 * reads it through `<script>` or `<img>`), and HSTS when the store is https. The rest of helmet's
 * set governs documents only (Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) and cost a cached
 * product answer about 430 of its 810 header bytes, on every request.
 * @param page - the store page's headers, from {@link helmetHeaders}
 */
export function apiHeaders(page: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': page['cross-origin-resource-policy'] ?? 'same-origin',
    'x-content-type-options': 'nosniff',
  };
  const hsts = page['strict-transport-security'];
  if (hsts !== undefined) headers['strict-transport-security'] = hsts;
  return headers;
}

/**
 * Registers helmet for the whole app.
 * @example
 * await app.register(securityHeaders, { publicUrl: config.publicUrl });
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { publicUrl, stripeJs }) => {
    const https = publicUrl?.trim().toLowerCase().startsWith('https:') ?? false;
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: storeCspDirectives(https, stripeJs === true) },
      // no COOP: the store's login window is opened by partner pages of other sites and hands the
      // login back to the store's channel frame among its opener's frames (window.opener), which
      // any COOP value other than unsafe-none would sever for a cross-origin opener
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // the store's own links keep their path; other sites see only the origin
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
      xFrameOptions: false,
    });
    const api = apiHeaders(headers);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(API_PREFIX) ? api : headers);
      if (PUBLIC_RESOURCE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done();
    });
  },
  { name: 'd2d-security-headers', fastify: '5.x' },
);
