/**
 * Makes the server's own URLs in an answer absolute against the API's origin, so art, media,
 * downloads and payment pages load from the API server whatever origin the app runs on. Which
 * fields those are is the contract's ({@link isServerUrlField}); page routes stay as sent.
 * @module
 */
import { isServerUrlField } from '@d2d/contract';

// a scheme (`https:`, `data:`, `blob:`) means the server already sent a URL that stands alone
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The base server URLs resolve against, or `undefined` when `apiBase` is relative (`''`, `'/'`):
 * then the app calls its own origin, where the server's relative URLs already point.
 * @param apiBase - The store's `apiBase`.
 */
export function serverUrlBase(apiBase: string): string | undefined {
  try {
    const url = new URL(apiBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function resolve(value: string, base: string): string {
  if (value === '' || HAS_SCHEME.test(value)) return value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

/**
 * Rewrites, in place, every server URL field of a freshly parsed answer to an absolute URL.
 * @param answer - The parsed JSON answer (or any part of it).
 * @param base - From {@link serverUrlBase}.
 * @param parentKey - The key the value sits under, for the contract's `parent.key` fields.
 * @returns The same value.
 * @example
 * resolveServerUrls({ thumbnailImage: '/art/product/1/thumbnail.svg' }, 'https://store.example.com/');
 * // { thumbnailImage: 'https://store.example.com/art/product/1/thumbnail.svg' }
 */
export function resolveServerUrls<T>(answer: T, base: string, parentKey?: string): T {
  if (Array.isArray(answer)) {
    for (const item of answer) resolveServerUrls(item, base, parentKey);
  } else if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') {
        if (isServerUrlField(parentKey, key)) record[key] = resolve(value, base);
      } else if (typeof value === 'object' && value !== null) {
        resolveServerUrls(value, base, key);
      }
    }
  }
  return answer;
}
