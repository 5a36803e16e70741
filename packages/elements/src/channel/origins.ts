/**
 * Origin rules of the cross-origin channel (spec §6, ARCHITECTURE.md "Security"): origins are
 * compared as whole strings, never by prefix, suffix or substring, so `https://shop.example`
 * does not admit `https://shop.example.evil` or `https://evil-shop.example`.
 * @module
 */

/**
 * The canonical origin of a URL or origin string (`scheme://host[:port]`, default ports
 * dropped, host lower-cased), or `null` when it is not a plain http(s) origin: a path, query,
 * fragment or credentials make it invalid rather than being silently cut off.
 * @param value - An origin such as `https://blog.example:8443`.
 * @returns The origin as browsers report it in `MessageEvent.origin`, or `null`.
 * @example
 * normalizeOrigin('HTTPS://Blog.Example:443'); // 'https://blog.example'
 * normalizeOrigin('https://blog.example/path'); // null
 */
export function normalizeOrigin(value: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}

/**
 * Reads an allowlist written as a comma-separated list of origins (`PARTNER_ORIGINS`).
 * @param list - The comma list, or an array of origins.
 * @returns The canonical origins, duplicates removed.
 * @throws Error naming the entry that is not an origin.
 * @example
 * parseOriginList('https://blog.example, http://localhost:8081');
 */
export function parseOriginList(list: string | readonly string[]): string[] {
  const entries = typeof list === 'string' ? list.split(',') : list;
  const out: string[] = [];
  for (const raw of entries) {
    if (raw.trim() === '') continue;
    const origin = normalizeOrigin(raw);
    if (!origin) throw new Error(`"${raw.trim()}" is not an origin; write scheme://host[:port] with no path, e.g. https://blog.example.`);
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/**
 * Whether a message's origin is on the allowlist: exact string equality with one entry.
 * The opaque origin `"null"` (sandboxed frames, `file:` pages) is never allowed.
 * @param origin - `MessageEvent.origin`.
 * @param allowlist - Canonical origins (from {@link parseOriginList}).
 * @returns `true` only for an exact match.
 */
export function isAllowedOrigin(origin: unknown, allowlist: readonly string[]): boolean {
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
  for (const allowed of allowlist) if (allowed === origin) return true;
  return false;
}
