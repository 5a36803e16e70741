import { Suspense, lazy, type ReactNode } from 'react';
import { ROUTES_WITHOUT_NAVIGATION, useRoute } from '../router/index.js';
import { FocusMainOnRouteChange } from './FocusMainOnRouteChange.js';
import { Header } from './Header.js';

// below the fold on every page: its code (and its countries call) stays out of the first script;
// it arrives at the bottom, so nothing on screen moves for it
const Footer = lazy(() => import('./Footer.js').then((module) => ({ default: module.Footer })));

/** The page frame: skip link, navigation (hidden on /registration and /gdpr), main and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const route = useRoute();
  const bare = ROUTES_WITHOUT_NAVIGATION.has(route.name);
  return (
    <div className="d2d-app">
      <a className="d2d-skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        Skip to content
      </a>
      {!bare && <Header />}
      <FocusMainOnRouteChange />
      <main id="main" className="d2d-main" tabIndex={-1}>
        {children}
      </main>
      {!bare && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
