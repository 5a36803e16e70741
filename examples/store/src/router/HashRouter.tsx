import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { parseHash } from './location.js';
import { matchPath, type RouteMatch } from './match.js';
import { navigate } from './navigate.js';
import { PAGES } from '@d2d/contract';
import { ABOUT_US_PAGES } from './routes.js';

const RouteContext = createContext<RouteMatch | null>(null);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const readHash = () => window.location.hash;

/** What a location resolves to: a route to show, or a path to redirect to first. */
export type Resolution = { kind: 'route'; match: RouteMatch } | { kind: 'redirect'; to: string };

/**
 * Resolves a hash: the splash (no hash) goes to the default path, `/about-us/{page}` to the
 * page's own route, and an unknown path to `/404` (spec §2).
 * @param hash - `location.hash`.
 * @param defaultPath - Where the splash route goes.
 * @returns The route to show or where to redirect.
 */
export function resolveHash(hash: string, defaultPath: string): Resolution {
  const { path, query } = parseHash(hash);
  if (path === '') return { kind: 'redirect', to: defaultPath };
  const match = matchPath(path, query);
  if (!match) return { kind: 'redirect', to: PAGES.notFound };
  if (match.name === 'aboutUsPage') {
    const target = ABOUT_US_PAGES[match.params.page as keyof typeof ABOUT_US_PAGES];
    return { kind: 'redirect', to: target ? PAGES[target] : PAGES.notFound };
  }
  return { kind: 'route', match };
}

/** Props of {@link HashRouter}. */
export interface HashRouterProps {
  /** Where the splash route (no hash) goes: the stored default path. */
  defaultPath?: string;
  children: ReactNode;
}

/**
 * Keeps the current route of the hash-bang URL and re-renders on every hash change.
 * @example
 * <HashRouter defaultPath="/"><App /></HashRouter>
 */
export function HashRouter({ defaultPath = '/', children }: HashRouterProps) {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  const resolution = useMemo(() => resolveHash(hash, defaultPath), [hash, defaultPath]);

  useEffect(() => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
  }, [resolution]);

  const path = resolution.kind === 'route' ? resolution.match.path : null;
  useEffect(() => {
    // a new page starts at the top; a query change (page, filters) keeps the scroll position
    if (path !== null && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [path]);

  if (resolution.kind === 'redirect') return null;
  return <RouteContext.Provider value={resolution.match}>{children}</RouteContext.Provider>;
}

/**
 * The current route.
 * @returns The matched route with its parameters and query.
 * @throws Error outside a {@link HashRouter}.
 */
export function useRoute(): RouteMatch {
  const match = useContext(RouteContext);
  if (!match) throw new Error('useRoute() needs a route: render the page inside <HashRouter>.');
  return match;
}
