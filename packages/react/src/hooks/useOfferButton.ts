import { useMemo } from 'react';
import type { OfferAction } from '@d2d/contract';
import type { OfferButton, OfferProductLike } from '@d2d/core';
import { useSignalValue } from './useSignalValue.js';
import { useStore } from './useStore.js';

/**
 * The offer button of a product (spec §4) from core's state machine, kept current with the
 * session and the cart.
 * @param product - The product.
 * @param offerAction - The offer, when the product has several.
 * @returns The button's state, label, action and disabled flag.
 * @example
 * const button = useOfferButton(product);
 * <button disabled={button.disabled}>{button.label}</button>
 */
export function useOfferButton(product: OfferProductLike, offerAction?: OfferAction | null): OfferButton {
  const store = useStore();
  const signal = useMemo(() => store.offerButton(product, offerAction), [store, product, offerAction]);
  return useSignalValue(signal);
}
