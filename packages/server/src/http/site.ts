/**
 * The storefront site of a request (spec §1). The `region` cookie holds a region code: 1, 2,
 * 284 and 286 map to sites 1, 2, 3 and 3; the region switch writes 301 (US, the default) or 302
 * (UK), and 284 for EU (our decision so EU shoppers can reach site 3; the spec's switch only
 * knows UK and "anything else"). A missing or unknown cookie means site 1. Routes read
 * `request.site` (`requestContext.ts`).
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REGION_COOKIE, REGION_COOKIE_MAX_AGE_SECONDS, REGIONS, SITES, siteIdForRegion, type Site } from '@d2d/contract';
import { isSecureRequest } from './secureCookies.js';

const US_SITE = SITES[0];

/**
 * The site of a region code.
 * @param region - a region code (1, 2, 284, 286, 301, 302), or anything else
 * @returns the site; site 1 (US) for unknown codes
 * @example
 * siteForRegion(284).currency; // 'EUR'
 */
export function siteForRegion(region: number | undefined): Site {
  const id = region === undefined ? undefined : siteIdForRegion(region);
  return SITES.find((s) => s.id === id) ?? US_SITE;
}

/**
 * The region code in the request's `region` cookie, when it holds a known one.
 * @param request - the Fastify request (with @fastify/cookie registered)
 * @returns the region code, or `undefined` when the cookie is missing or garbage
 */
export function regionOf(request: FastifyRequest): number | undefined {
  const raw = request.cookies?.[REGION_COOKIE];
  if (raw === undefined || !/^\d{1,4}$/.test(raw.trim())) return undefined;
  const code = Number(raw.trim());
  return REGIONS.some((r) => r.code === code) ? code : undefined;
}

/**
 * The site a request shops on: prices, currency, content-rating system and date format follow it.
 * @param request - the Fastify request
 * @returns the site (site 1, US, without a valid region cookie)
 * @example
 * request.site = siteOf(request);
 */
export function siteOf(request: FastifyRequest): Site {
  return siteForRegion(regionOf(request));
}

/**
 * The region code the region switch writes for a route code (`/region/{code}`): `UK` → 302,
 * `EU` → 284, anything else → 301 (case-insensitive).
 * @param code - the code the shopper picked
 * @returns the region code to store
 * @example
 * switchRegionCode('uk'); // 302
 */
export function switchRegionCode(code: string): 301 | 302 | 284 {
  const key = code.trim().toUpperCase();
  if (key === 'UK') return 302;
  if (key === 'EU') return 284;
  return 301;
}

/**
 * Sets the 1-hour region cookie. Scripts read it too (the store shows the region), so it is not
 * HttpOnly; Secure on an https store, as the token cookie.
 * @param reply - the Fastify reply
 * @param region - the region code to store
 */
export function setRegionCookie(reply: FastifyReply, region: number): void {
  reply.setCookie(REGION_COOKIE, String(region), {
    path: '/',
    maxAge: REGION_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecureRequest(reply.request),
  });
}

/** The country each site assumes when no edge proxy names the shopper's country. */
const SITE_HOME_COUNTRY: Record<number, string> = { 1: 'US', 2: 'GB', 3: 'DE' };

/**
 * The shopper's country for country restrictions (`buyableFromCountry`): the two-letter code an
 * edge proxy puts in `CF-IPCountry` or `X-Country-Code`, else the site's home country (US, GB,
 * DE for the EU site).
 * @param request - the Fastify request
 * @param site - the request's site
 * @returns an ISO 3166 alpha-2 code in upper case
 */
export function countryOf(request: FastifyRequest, site: Site): string {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  return SITE_HOME_COUNTRY[site.id] ?? 'US';
}
