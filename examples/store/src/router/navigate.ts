import { pagePath, type PageArgs, type PageName } from '@d2d/contract';
import { toHash } from './location.js';

/**
 * Goes to a path of the store.
 * @param path - A path with an optional query, e.g. `/cart` or `/search?q=doom` (an href from
 *   {@link href}, with its `#!`, works too).
 * @param options - `replace` swaps the history entry instead of adding one (redirects).
 * @example
 * navigate('/my-account/account-info');
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const hash = toHash(path.startsWith('#!') ? path.slice(2) : path);
  if (options.replace) {
    // replaceState swaps the entry without a hashchange event, so the router is told directly
    const url = new URL(window.location.href);
    url.hash = hash;
    window.history.replaceState(window.history.state, '', url.toString());
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = hash;
  }
}

/**
 * The `href` of a route, hash-bang style.
 * @example
 * href('product', { slug: 'doom', pid: '1042' }); // '#!/download-doom/1042'
 */
export function href<N extends PageName>(name: N, ...args: PageArgs<N>): string {
  return toHash(pagePath(name, ...args));
}
