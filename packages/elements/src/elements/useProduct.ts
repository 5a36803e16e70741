import { useEffect, useState } from 'react';
import type { Product } from '@d2d/contract';
import { useElement } from './ElementRoot.js';
import { errorText } from './errorText.js';
import { emit } from './events.js';

/** A product being loaded for an element. */
export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'error'; message: string };

/**
 * Loads the product an element shows, once per page however many elements show it (its images
 * already point at the store's origin). A failure dispatches `d2d-error` on the element.
 * @param productId - The `product-id` attribute.
 */
export function useProduct(productId: number | undefined): ProductState {
  const { page, host } = useElement();
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  useEffect(() => {
    if (productId === undefined || !Number.isInteger(productId) || productId <= 0) {
      const message = 'Set the product-id attribute to a product of the store.';
      setState({ status: 'error', message });
      emit(host, 'd2d-error', { message, error: new RangeError(message) });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    page.product(productId).then(
      (product) => live && setState({ status: 'ready', product }),
      (error: unknown) => {
        if (!live) return;
        const message = errorText(error);
        setState({ status: 'error', message });
        emit(host, 'd2d-error', { message, error, productId });
      },
    );
    return () => {
      live = false;
    };
  }, [page, host, productId]);
  return state;
}
