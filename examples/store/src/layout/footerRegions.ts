import type { SiteId } from '@d2d/contract';

/**
 * The region switch of the footer (spec §1: code UK sets the UK region, any other code the
 * default US one), each with the site it lands on.
 */
export const FOOTER_REGIONS = [
  { code: 'US', label: 'United States ($)', siteId: 1 },
  { code: 'UK', label: 'United Kingdom (£)', siteId: 2 },
] as const satisfies readonly { code: string; label: string; siteId: SiteId }[];

/**
 * The footer's region links with the one the shopper is on marked: an EU shopper (site 3) has
 * no link of their own, so none is marked for them.
 * @example
 * footerRegionLinks(2).find((r) => r.current)?.code; // 'UK'
 */
export function footerRegionLinks(site: SiteId): { code: string; label: string; current: boolean }[] {
  return FOOTER_REGIONS.map((region) => ({ code: region.code, label: region.label, current: region.siteId === site }));
}
