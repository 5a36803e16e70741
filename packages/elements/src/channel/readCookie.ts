/**
 * Reading one cookie out of `document.cookie` text, for the channel page's own cookies (the
 * store's login token, the handed-over login).
 * @module
 */

/**
 * Reads a cookie from `document.cookie` text.
 * @param cookieText - `document.cookie`.
 * @param name - The cookie's name.
 * @returns Its decoded value, or `undefined` when absent or empty.
 * @example
 * readCookie('a=1; token=abc%20d', 'token'); // 'abc d'
 */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a value that is not URI-encoded is used as it is
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}
