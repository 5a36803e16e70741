import { useMemo, useSyncExternalStore } from 'react';

/**
 * Where the app is: the path after `#!` (the form core's `navigate` event and the dialogs'
 * `onNavigate` give, e.g. `/complete-purchased?status=success&paymentId=…`) and its query.
 */
export interface AppLocation {
  path: string;
  query: URLSearchParams;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash.replace(/^#!?/, '');

/**
 * The current location, re-rendering when the hash changes.
 * @returns The path (`/` when the hash is empty) and its query.
 */
export function useLocation(): AppLocation {
  const hash = useSyncExternalStore(subscribe, readHash);
  return useMemo(() => {
    const [path = '', search = ''] = hash.split('?');
    return { path: path || '/', query: new URLSearchParams(search) };
  }, [hash]);
}

/**
 * The href of an app path.
 * @param path - A path such as `/cart`.
 * @returns The hash link, `#!/cart`.
 */
export function href(path: string): string {
  return `#!${path}`;
}

/**
 * Goes to an app path.
 * @param path - A path such as `/cart`, with an optional query.
 */
export function navigate(path: string): void {
  window.location.hash = href(path);
}

/**
 * A product page's href.
 * @param product - Anything with the product's id.
 * @returns `#!/product/{id}`.
 */
export function productHref(product: { id: number }): string {
  return href(`/product/${product.id}`);
}
