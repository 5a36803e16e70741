import { useEffect, useRef, useState } from 'react';
import { cartSignature } from '../channel/tabSync.js';
import { useElement, useShopper } from './ElementRoot.js';
import { errorText } from './errorText.js';
import { emit } from './events.js';

/**
 * The cart as the cart elements show it: the shopper's lines and totals as the store reported
 * them, line removal with its error line, and `d2d-cart-change` on the element (not bubbling: the
 * page-wide one comes from `<d2d-store>` or `document`).
 */
/** What {@link useCartView} gives the cart elements. */
export type CartView = ReturnType<typeof useCartView>;

export function useCartView() {
  const { page, host } = useElement();
  const shopper = useShopper();
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const signature = cartSignature(shopper.cart);
  const shown = useRef(signature);

  useEffect(() => {
    if (shown.current === signature) return;
    shown.current = signature;
    emit(host, 'd2d-cart-change', { cart: shopper.cart, count: shopper.lines.length }, { bubbles: false });
  }, [host, signature, shopper]);

  const remove = (lineId: number) => {
    setMessage(null);
    setRemoving(true);
    page
      .removeLine(lineId)
      .catch((error: unknown) => {
        const text = errorText(error);
        setMessage(text);
        emit(host, 'd2d-error', { message: text, error });
      })
      .finally(() => setRemoving(false));
  };

  return { page, host, shopper, remove, busy: shopper.loading || removing, message };
}
