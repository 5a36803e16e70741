/**
 * Who is shopping where and when: what every read of prices, offers and restrictions depends on
 * besides its own arguments.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { Site } from '@d2d/contract';
import { countryOf, siteForRegion, siteOf } from './site.js';

/**
 * The request's site (currency, prices, rating system), the shopper's country (restrictions)
 * and the clock (sales, pre-orders, instant play windows). The request context plugin builds it
 * once per request as `request.shopper`; services take it as an argument, so tests pass a
 * fixed `now`.
 */
export interface ShopperContext {
  site: Site;
  /** ISO alpha-2 country of the shopper. */
  country: string;
  now: Date;
}

/**
 * The shopper context of a request: its site from the `region` cookie, or from an explicit
 * region code (the preview calls name one), with the country that site implies.
 * @param request - the Fastify request (cookies parsed)
 * @param now - the time the request is judged at
 * @param region - a region code that overrides the cookie
 * @returns the context
 * @example
 * const preview = shopperContextOf(request, request.shopper.now, 302);
 */
export function shopperContextOf(request: FastifyRequest, now: Date, region?: number): ShopperContext {
  const site = region === undefined ? siteOf(request) : siteForRegion(region);
  return { site, country: countryOf(request, site), now };
}
