import type { Site } from '@d2d/contract';

/**
 * What every catalogue read depends on besides its arguments: the request's site (currency,
 * prices, rating system), the shopper's country (restrictions) and the clock (sales, pre-orders,
 * instant play windows). Routes build it once per request; tests pass a fixed `now`.
 */
export interface CatalogueContext {
  site: Site;
  /** ISO alpha-2 country of the shopper. */
  country: string;
  now: Date;
}
