/**
 * The affiliate id rule (spec §1: 5% commission, 30-day cookie; DECISIONS.md: `?aff=ID` on any
 * store or widget URL): what an id may look like and where a URL carries it. The server decides
 * whether a well-formed id is a known affiliate; every client only checks its form.
 * @module
 */
import { AFFILIATE_PARAM } from './wireNames.js';

/** What an affiliate id may look like: 1 to 64 letters, digits, `_` or `-`. */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether a value is a well-formed affiliate id.
 * @param value - Anything (a cookie, a query value, an attribute).
 * @returns `true` for a string that matches {@link AFFILIATE_ID_PATTERN}.
 * @example
 * isAffiliateId('blog42'); // true
 * isAffiliateId('x y'); // false
 */
export function isAffiliateId(value: unknown): value is string {
  return typeof value === 'string' && AFFILIATE_ID_PATTERN.test(value);
}

/**
 * A candidate id made an affiliate id: trimmed, and only when well formed.
 * @param value - A cookie, attribute or query value.
 * @returns The id, or `undefined`.
 * @example
 * affiliateId(' blog42 '); // 'blog42'
 */
export function affiliateId(value: string | null | undefined): string | undefined {
  const id = value?.trim();
  return id && AFFILIATE_ID_PATTERN.test(id) ? id : undefined;
}

/**
 * The `aff` parameter of a URL, before the hash (`/?aff=ID#!/pc`) or in a hash-bang route's query
 * (`/#!/pc?aff=ID`); the first well-formed one wins.
 * @param href - An absolute URL.
 * @returns The affiliate id, or `undefined` when absent or malformed.
 * @example
 * affiliateFromUrl('https://blog.example/review?aff=blog42'); // 'blog42'
 * affiliateFromUrl('https://store.example.com/#!/pc?aff=blog42'); // 'blog42'
 */
export function affiliateFromUrl(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const q = url.hash.indexOf('?');
  const hashQuery = q < 0 ? null : new URLSearchParams(url.hash.slice(q + 1));
  return affiliateId(url.searchParams.get(AFFILIATE_PARAM)) ?? affiliateId(hashQuery?.get(AFFILIATE_PARAM));
}
