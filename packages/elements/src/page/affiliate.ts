/**
 * The affiliate of a partner page (spec §1: 5% commission, 30-day cookie; DECISIONS.md:
 * `?aff=ID` on any store or widget URL). A referral link (`?aff=` on the partner page's URL)
 * wins over the page's own `affiliate` setting, as the last referral wins on the store.
 * @module
 */

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
