/**
 * Hash-bang locations (`#!/pc/download?page=2`): the spec's routing has no HTML5 mode, so the
 * whole route lives in the hash and a reload or a shared link lands on the same page.
 * @module
 */

/** The route part of a location. */
export interface HashLocation {
  /** Always starts with `/`; `''` only for the splash (no hash at all). */
  path: string;
  query: URLSearchParams;
}

/**
 * Reads a `location.hash`. `#!/a?b=1` and the bang-less `#/a?b=1` both give `/a` and `b=1`.
 * @param hash - `location.hash`, with or without its `#`.
 * @returns The path and query; the path is `''` when the hash is empty (the splash route).
 */
export function parseHash(hash: string): HashLocation {
  let rest = hash.startsWith('#') ? hash.slice(1) : hash;
  if (rest.startsWith('!')) rest = rest.slice(1);
  const q = rest.indexOf('?');
  const rawPath = q < 0 ? rest : rest.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : rest.slice(q + 1));
  if (rawPath === '') return { path: '', query };
  const path = `/${rawPath.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return { path, query };
}

/**
 * The hash of a path, hash-bang style.
 * @param path - A path with an optional query, e.g. `/cart` or `/search?q=doom`.
 * @returns `#!/cart`.
 */
export function toHash(path: string): string {
  return `#!${path.startsWith('/') ? path : `/${path}`}`;
}
