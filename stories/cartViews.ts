import type { Cart } from '@d2d/contract';
import type { CartLineView, CartTotals } from '@d2d/core';
import { storyStore } from './storyStore.js';

/**
 * The lines and totals core derives from a cart fixture, as the cart components receive them.
 * @param cart - A cart fixture.
 */
export function cartViews(cart: Cart): { lines: readonly CartLineView[]; totals: CartTotals } {
  const store = storyStore();
  store.cart.set(cart);
  const totals = store.cart.totals.value;
  if (!totals) throw new Error('The cart fixture has no totals');
  return { lines: store.cart.lines.value, totals };
}
