/**
 * The affiliate of a partner page (spec §1: 5% commission, 30-day cookie; DECISIONS.md:
 * `?aff=ID` on any store or widget URL). A referral link (`?aff=` on the partner page's URL)
 * wins over the page's own `affiliate` setting, as the last referral wins on the store.
 * @module
 */

import { AFFILIATE_COOKIE_DAYS, affiliateFromUrl, affiliateId, isAffiliateId } from '@d2d/contract';

/**
 * The affiliate of this visit.
 * @param sources - The page URL, the configured id (`affiliate` attribute or option) and the id
 *   remembered from an earlier visit (the partner page's 30-day `aff` cookie).
 * @returns The first well-formed id of: the URL's `?aff=`, the configured one, the remembered one.
 */
export function resolveAffiliate(sources: { href: string; configured?: string | null | undefined; remembered?: string | null | undefined }): string | undefined {
  return affiliateFromUrl(sources.href) ?? affiliateId(sources.configured) ?? affiliateId(sources.remembered);
}

/** The partner page's own cookie that remembers a referral for 30 days (spec §1). */
export const AFFILIATE_MEMORY_COOKIE = 'd2d_aff';

/**
 * The affiliate remembered from an earlier visit of the partner page, if any.
 * @param doc - The partner page's document.
 */
export function rememberedAffiliate(doc: Document = document): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${AFFILIATE_MEMORY_COOKIE}=([^;]*)`).exec(doc.cookie);
  const value = match?.[1];
  return isAffiliateId(value) ? value : undefined;
}

/**
 * Remembers the affiliate of this visit on the partner page for 30 days, so a shopper who comes
 * back without the referral link still buys through it.
 * @param id - A well-formed affiliate id.
 * @param doc - The partner page's document.
 */
export function rememberAffiliate(id: string, doc: Document = document): void {
  doc.cookie = `${AFFILIATE_MEMORY_COOKIE}=${id}; Path=/; Max-Age=${AFFILIATE_COOKIE_DAYS * 86_400}; SameSite=Lax`;
}
