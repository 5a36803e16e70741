import { useMemo, useState } from 'react';
import type { CartLineView } from '@d2d/core';
import { useCart, useIsLoggedIn, useStoreEvent } from '@d2d/react';
import { storeUrl } from '../page/storeLinks.js';
import { useElement } from './ElementRoot.js';
import { cartErrorMessage } from './errorMessage.js';
import { emit } from './events.js';

/**
 * The cart as the cart elements show it: lines with their thumbnails made absolute against the
 * store's origin, line removal with its error line, and `d2d-cart-change` on the element (not
 * bubbling: the page-wide one comes from `<d2d-store>` or `document`).
 */
export function useCartView() {
  const { page, host } = useElement();
  const signedIn = useIsLoggedIn();
  const cart = useCart();
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useStoreEvent('cart-change', ({ cart: value }) => {
    emit(host, 'd2d-cart-change', { cart: value, count: value?.cart_details.length ?? 0 }, { bubbles: false });
  });

  const lines = useMemo(
    () =>
      cart.lines.map(
        (view): CartLineView => ({
          ...view,
          line: { ...view.line, product: { ...view.line.product, thumbnail_image: storeUrl(view.line.product.thumbnail_image, page.origin) } },
        }),
      ),
    [cart.lines, page.origin],
  );

  const remove = (lineId: number) => {
    setMessage(null);
    setRemoving(true);
    page.store.cart
      .remove(lineId)
      .catch((error: unknown) => {
        const text = cartErrorMessage(error);
        setMessage(text);
        emit(host, 'd2d-error', { message: text, error });
      })
      .finally(() => setRemoving(false));
  };

  return { page, host, signedIn, cart, lines, remove, busy: cart.loading || removing, message };
}
