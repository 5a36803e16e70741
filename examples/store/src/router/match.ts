import { NUMERIC_PAGE_PARAMS, PAGES, type PageName, type PageParams } from '@d2d/contract';

/** A matched route: its name, its parameters (decoded) and the query. */
export type RouteMatch = {
  [N in PageName]: { name: N; params: PageParams<N>; query: URLSearchParams; path: string };
}[PageName];

interface CompiledSegment {
  prefix: string;
  param: string | null;
}

const compiled = (Object.entries(PAGES) as [PageName, string][]).map(([name, pattern]) => ({
  name,
  segments: pattern
    .split('/')
    .filter(Boolean)
    .map((segment): CompiledSegment => {
      const colon = segment.indexOf(':');
      return colon < 0 ? { prefix: segment, param: null } : { prefix: segment.slice(0, colon), param: segment.slice(colon + 1) };
    }),
}));

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Finds the route of a path.
 * @param path - The path part of the hash, e.g. `/download-doom/1042`.
 * @param query - The query of the hash.
 * @returns The match, or `null` when no route matches (the caller shows /404).
 * @example
 * matchPath('/pc/download/Role-Playing')?.name; // 'pcDownloadGenre'
 */
export function matchPath(path: string, query: URLSearchParams = new URLSearchParams()): RouteMatch | null {
  const parts = path.split('/').filter(Boolean);
  for (const route of compiled) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i += 1) {
      const segment = route.segments[i]!;
      const part = parts[i]!;
      if (segment.param === null) {
        ok = part.toLowerCase() === segment.prefix.toLowerCase();
        continue;
      }
      if (!part.toLowerCase().startsWith(segment.prefix.toLowerCase()) || part.length === segment.prefix.length) {
        ok = false;
        continue;
      }
      const value = decode(part.slice(segment.prefix.length));
      if (value === null || (NUMERIC_PAGE_PARAMS.has(segment.param) && !/^\d+$/.test(value))) ok = false;
      else params[segment.param] = value;
    }
    if (ok) return { name: route.name, params, query, path: `/${parts.join('/')}` } as RouteMatch;
  }
  return null;
}
