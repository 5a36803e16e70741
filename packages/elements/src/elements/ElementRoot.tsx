import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ShopperState } from '../channel/protocol.js';
import { getPageStore, whenPageStore, type PageStore } from '../page/pageStore.js';
import { SERVICE_UNAVAILABLE } from '@d2d/contract';
import { emit } from './events.js';
import { StatusLine } from './StatusLine.js';
import { observeParts } from './parts.js';
import { adoptStyles, shadowCss } from './shadowStyles.js';

/** What the React tree of an element knows about its surroundings. */
export interface ElementContextValue {
  page: PageStore;
  /** The custom element itself, where its events are dispatched. */
  host: HTMLElement;
}

const ElementContext = createContext<ElementContextValue | null>(null);

/**
 * The page store and the host element of the element being rendered.
 * @throws Error outside an {@link ElementRoot}.
 */
export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() is for components rendered by a D2D element (inside <ElementRoot>).');
  return value;
}

/**
 * The shopper as the store last reported them (login, cart, offer buttons, site), re-rendering
 * on every change.
 */
export function useShopper(): ShopperState {
  const { page } = useElement();
  return useSyncExternalStore(page.subscribe, page.state);
}

/** Props r2wc passes to every element's component. */
export interface ElementProps {
  /** The element's shadow root (r2wc renders into it). */
  container?: ShadowRoot | HTMLElement;
}

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? (container.host as HTMLElement) : (container as HTMLElement);
}

/** Props of {@link ElementRoot}. */
export interface ElementRootProps extends ElementProps {
  /** The `@d2d/react` rules of the components the element renders (e.g. `productCardStyles`). */
  styles: string;
  /** Shown until the page's store exists (a skeleton of the same size). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The shell of every element: the shadow root's stylesheet and `::part` names, the page's store
 * (rendered once `<d2d-store>` or `D2D.init` created it), and links to the store that open where
 * the page wants them, a click on the cart link announcing `d2d-checkout` first.
 */
export function ElementRoot({ container, styles, fallback = null, children }: ElementRootProps) {
  const host = hostOf(container);
  const [page, setPage] = useState<PageStore | undefined>(getPageStore);
  // the store's channel did not answer: the element says so instead of loading forever
  const [unavailable, setUnavailable] = useState(false);
  const context = useMemo(() => (page && host ? { page, host } : null), [page, host]);
  const [adopted] = useState(() => (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? adoptStyles(container, styles) : true));

  useEffect(() => {
    if (page) return undefined;
    let live = true;
    whenPageStore().then(
      (found) => live && setPage(found),
      (error: unknown) => {
        if (!live) return;
        setUnavailable(true);
        if (host) emit(host, 'd2d-error', { message: SERVICE_UNAVAILABLE, code: 'unavailable', error });
      },
    );
    return () => {
      live = false;
    };
  }, [page, host]);

  useEffect(() => (container ? observeParts(container) : undefined), [container]);

  useEffect(() => {
    if (!container || !page || !host) return undefined;
    const onClick = (event: Event) => {
      const mouse = event as MouseEvent;
      if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      const anchor = mouse.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.href !== '');
      if (!anchor || !anchor.href.startsWith(`${page.origin}/`)) return;
      mouse.preventDefault();
      const url = anchor.href;
      if (url === page.links.cart() && !emit(host, 'd2d-checkout', { url, cart: page.state().cart }, { cancelable: true })) return;
      page.open(url);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [container, page, host]);

  return (
    <>
      {!adopted && <style>{shadowCss(styles)}</style>}
      {context ? <ElementContext.Provider value={context}>{children}</ElementContext.Provider> : unavailable ? <StatusLine message={SERVICE_UNAVAILABLE} /> : fallback}
    </>
  );
}
