import { useEffect, useState } from 'react';
import type { Product } from '@d2d/contract';
import { storeUrl } from '../page/storeLinks.js';
import { useElement } from './ElementRoot.js';
import { productErrorMessage } from './errorMessage.js';
import { emit } from './events.js';

/** A product being loaded for an element. */
export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'error'; message: string };

const IMAGE_FIELDS = ['frontImage', 'backImage', 'detailImage', 'thumbnailImage'] as const;

/**
 * A product with its images made absolute against the store's origin (the catalogue's art
 * paths are site-relative and would otherwise load from the partner's site).
 * @param product - The product as the store sent it.
 * @param origin - The store's origin.
 */
export function withStoreImages(product: Product, origin: string): Product {
  const out: Product = { ...product };
  for (const field of IMAGE_FIELDS) {
    if (typeof out[field] === 'string') out[field] = storeUrl(out[field], origin);
  }
  return out;
}

/**
 * Loads the product an element shows, once per page however many elements show it. A failure
 * dispatches `d2d-error` on the element.
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
      (product) => live && setState({ status: 'ready', product: withStoreImages(product, page.origin) }),
      (error: unknown) => {
        if (!live) return;
        const message = productErrorMessage(error);
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
