import { useEffect, type RefObject } from 'react';

/**
 * Closes a popover or menu when the shopper clicks outside it or presses Escape, returning focus
 * to its trigger on Escape.
 * @param open - Whether it is open.
 * @param root - The element that holds the trigger and the panel.
 * @param close - Closes it.
 * @param trigger - The button to focus after Escape.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, trigger?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const doc = root.current?.ownerDocument ?? document;
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (root.current && !path.includes(root.current)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger?.current?.focus();
    };
    doc.addEventListener('mousedown', onPointer);
    doc.addEventListener('touchstart', onPointer);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('mousedown', onPointer);
      doc.removeEventListener('touchstart', onPointer);
      doc.removeEventListener('keydown', onKey);
    };
  }, [open, root, close, trigger]);
}
