import { createContext, useContext } from 'react';

/**
 * Where dialogs and popovers render. In a document this is `document.body`; inside a custom
 * element's shadow root the element passes its own container so the dialog picks up the
 * shadow root's styles.
 */
export const PortalContext = createContext<HTMLElement | null>(null);

/**
 * The element dialogs should portal into.
 * @returns The container from the nearest provider, else `document.body`.
 */
export function usePortalContainer(): HTMLElement | null {
  const container = useContext(PortalContext);
  if (container) return container;
  return typeof document === 'undefined' ? null : document.body;
}
