import type { FastifyRequest } from 'fastify';
import { siteForRegion, countryOf, siteOf } from '../../http/site.js';
import type { CatalogueContext } from '../../services/catalogue/context.js';

/**
 * The catalogue context of a request: its site from the region cookie (or from an explicit
 * region code, as the preview calls pass one), its country and the current time.
 */
export function requestContext(request: FastifyRequest, region?: number): CatalogueContext {
  const site = region === undefined ? siteOf(request) : siteForRegion(region);
  return { site, country: countryOf(request, site), now: new Date() };
}
