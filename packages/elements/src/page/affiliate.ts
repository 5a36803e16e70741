/**
 * The affiliate of a partner page (spec §1: 5% commission, 30-day cookie; DECISIONS.md:
 * `?aff=ID` on any store or widget URL). A referral link (`?aff=` on the partner page's URL)
 * wins over the page's own `affiliate` setting, as the last referral wins on the store.
 * @module
 */

import { AFFILIATE_COOKIE_DAYS } from '@d2d/contract';

/** What an affiliate id may look like (the server's rule). */
export const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `aff` parameter of a URL, before the hash or in a hash-bang route's query.
 * @param href - The page's URL.
 * @returns The affiliate id, or `undefined` when absent or malformed.
 * @example
 * affiliateFromUrl('https://blog.example/review?aff=blog42'); // 'blog42'
 */
export function affiliateFromUrl(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const q = url.hash.indexOf('?');
  const candidates = [url.searchParams.get('aff'), q < 0 ? null : new URLSearchParams(url.hash.slice(q + 1)).get('aff')];
  for (const candidate of candidates) {
    const id = candidate?.trim();
    if (id && AFFILIATE_ID.test(id)) return id;
  }
  return undefined;
}

/**
 * The affiliate of this visit.
 * @param sources - The page URL, the configured id (`affiliate` attribute or option) and the id
 *   remembered from an earlier visit (the partner page's 30-day `aff` cookie).
 * @returns The first well-formed id of: the URL's `?aff=`, the configured one, the remembered one.
 */
export function resolveAffiliate(sources: { href: string; configured?: string | null | undefined; remembered?: string | null | undefined }): string | undefined {
  const fromUrl = affiliateFromUrl(sources.href);
  if (fromUrl) return fromUrl;
  for (const candidate of [sources.configured, sources.remembered]) {
    const id = candidate?.trim();
    if (id && AFFILIATE_ID.test(id)) return id;
  }
  return undefined;
}

/** The partner page's own cookie that remembers a referral for 30 days (spec §1). */
export const AFFILIATE_MEMORY_COOKIE = 'd2d_aff';

/**
 * The affiliate remembered from an earlier visit of the partner page, if any.
 * @param doc - The partner page's document.
 */
export function rememberedAffiliate(doc: Document = document): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${AFFILIATE_MEMORY_COOKIE}=([^;]*)`).exec(doc.cookie);
  return match?.[1] && AFFILIATE_ID.test(match[1]) ? match[1] : undefined;
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
