import { NUMERIC_PARAMS, ROUTES, type RouteName, type RouteParams } from './routes.js';

/** A matched route: its name, its parameters (decoded) and the query. */
export type RouteMatch = {
  [N in RouteName]: { name: N; params: RouteParams<N>; query: URLSearchParams; path: string };
}[RouteName];

interface CompiledSegment {
  prefix: string;
  param: string | null;
}

const compiled = (Object.entries(ROUTES) as [RouteName, string][]).map(([name, pattern]) => ({
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
      if (value === null || (NUMERIC_PARAMS.has(segment.param) && !/^\d+$/.test(value))) ok = false;
      else params[segment.param] = value;
    }
    if (ok) return { name: route.name, params, query, path: `/${parts.join('/')}` } as RouteMatch;
  }
  return null;
}

/** A query for {@link buildPath}: `undefined` and empty values are left out. */
export type QueryInput = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

/**
 * Writes a query string (with its `?`), or `''` when empty.
 * @param query - The query values.
 * @returns For example `?q=doom&pf=PC`.
 */
export function queryString(query: QueryInput | URLSearchParams | undefined): string {
  if (!query) return '';
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '' || value === false) continue;
      if (Array.isArray(value)) {
        if (value.length > 0) search.set(key, value.join(','));
      } else {
        search.set(key, String(value));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The path of a route with its parameters filled in.
 * @param name - The route name.
 * @param params - Its parameters.
 * @param query - Optional query.
 * @returns The path, e.g. `/download-doom/1042`.
 * @example
 * buildPath('product', { slug: 'doom', pid: '1042' }); // '/download-doom/1042'
 */
export function buildPath<N extends RouteName>(
  name: N,
  ...[params, query]: keyof RouteParams<N> extends never ? [params?: RouteParams<N>, query?: QueryInput] : [params: RouteParams<N>, query?: QueryInput]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return `${path}${queryString(query)}`;
}
