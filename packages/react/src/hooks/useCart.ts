import type { Cart, CouponDetail } from '@d2d/contract';
import type { CartLineView, CartTotals } from '@d2d/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from './useStore.js';

/** The cart as components render it. */
export interface CartState {
  cart: Cart | null;
  lines: readonly CartLineView[];
  totals: CartTotals | null;
  count: number;
  isEmpty: boolean;
  coupon: CouponDetail | null;
  loading: boolean;
  couponLoading: boolean;
  couponHighlighted: boolean;
}

/**
 * The shopper's cart, re-rendering on every change.
 * @example
 * const { lines, totals } = useCart();
 */
export function useCart(): CartState {
  useSignals();
  const cart = useStore().cart;
  return {
    cart: cart.cart.value,
    lines: cart.lines.value,
    totals: cart.totals.value,
    count: cart.count.value,
    isEmpty: cart.isEmpty.value,
    coupon: cart.coupon.value,
    loading: cart.loading.value,
    couponLoading: cart.couponLoading.value,
    couponHighlighted: cart.couponHighlighted.value,
  };
}
