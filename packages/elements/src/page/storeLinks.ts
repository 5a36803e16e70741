/**
 * Links from a partner page to the store's own pages (hash-bang routes of spec §2). Every link
 * carries the affiliate (`?aff=` before the hash), so the store records the attribution on the
 * shopper's first visit to it, whatever the browser does with third-party cookies.
 * @module
 */
import { fillPagePattern, pageUrl, productPath } from '@d2d/contract';

/** Products as far as a link needs them. */
export interface LinkableProduct {
  id: number;
  title: string;
  uriSafeTitle?: string | null | undefined;
  productType?: string | null | undefined;
}

/** The store's pages a partner page links to. */
export interface StoreLinks {
  /** The store's origin. */
  readonly origin: string;
  /** Any route, e.g. `page('/pc')`. */
  page(route: string): string;
  /** The product page (`/download-{slug}/{pid}`, `/byob-{slug}/{pid}` for a custom bundle). */
  product(product: LinkableProduct): string;
  /** The cart, where checkout happens. */
  cart(): string;
  /** The store's home with its login dialog open (`#!/?login=1`). */
  login(): string;
  /** The shopper's account (downloads and keys of owned games). */
  account(): string;
  /** The premium subscription page. */
  subscribe(): string;
  /** The search results for a keyword. */
  search(keyword: string): string;
}

/**
 * Builds the links of one store.
 * @param origin - The store's origin.
 * @param affiliate - The affiliate of this visit, if any.
 * @returns The links.
 * @example
 * storeLinks('https://store.example.com', 'blog42').cart(); // 'https://store.example.com/?aff=blog42#!/cart'
 */
export function storeLinks(origin: string, affiliate?: string): StoreLinks {
  const page = (route: string) => pageUrl(origin, route, { affiliate });
  return {
    origin,
    page,
    product(product) {
      return page(productPath(product));
    },
    // patterns written out (checked against the page table by type): the script stays small
    cart: () => page(fillPagePattern('/cart')),
    login: () => page(fillPagePattern('/', {}, { login: 1 })),
    account: () => page(fillPagePattern('/my-account')),
    subscribe: () => page(fillPagePattern('/premium/subscribe')),
    search: (keyword) => page(fillPagePattern('/search', {}, { q: keyword })),
  };
}

/**
 * A URL the store sent, made absolute against the store's origin (the catalogue's art paths are
 * site-relative, `/art/product/42/front.svg`, and would otherwise point at the partner's site).
 * @param url - The URL as sent.
 * @param origin - The store's origin.
 * @returns The absolute http(s) URL, or `null` for anything else (`javascript:`, `data:`, …).
 */
export function storeUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}
