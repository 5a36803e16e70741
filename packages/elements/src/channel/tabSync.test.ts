import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@d2d/contract';
import { cartSignature, startTabSync, type SyncedCart } from './tabSync.js';

const cart = (lines: number[], net = lines.length * 10): Cart =>
  ({ id: 1, cart_details: lines.map((id) => ({ id, product: { id, title: 't' } })), coupon_details: null, net_price: net, gross_price: net, currency_symbol: '$' }) as unknown as Cart;

function tab() {
  let listener: ((cart: Cart | null) => void) | undefined;
  const synced: SyncedCart & { change(value: Cart | null): void; refreshes: number } = {
    refreshes: 0,
    onChange(l) {
      listener = l;
      return () => (listener = undefined);
    },
    refresh() {
      synced.refreshes += 1;
    },
    isLoggedIn: () => true,
    change(value) {
      listener?.(value);
    },
  };
  return synced;
}

describe('startTabSync', () => {
  const stops: Array<() => void> = [];
  let key: string;
  beforeEach(() => {
    key = `k-${Math.random()}`;
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('should make the other tabs reload when one tab changes the cart, without echoes', async () => {
    const a = tab();
    const b = tab();
    stops.push(startTabSync(a, key), startTabSync(b, key));
    a.change(cart([]));
    b.change(cart([]));
    a.change(cart([1]));
    await vi.waitFor(() => expect(b.refreshes).toBe(1));
    // b's reload brings the same cart: it does not announce it back
    b.change(cart([1]));
    await new Promise((r) => setTimeout(r, 30));
    expect(a.refreshes).toBe(0);
    expect(b.refreshes).toBe(1);
  });

  it('should not announce the first cart a tab loads', async () => {
    const a = tab();
    const b = tab();
    stops.push(startTabSync(a, key), startTabSync(b, key));
    a.change(cart([1, 2]));
    await new Promise((r) => setTimeout(r, 30));
    expect(b.refreshes).toBe(0);
  });

  it('should reload when the tab becomes visible again', () => {
    const a = tab();
    stops.push(startTabSync(a, key));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(a.refreshes).toBe(1);
  });
});

describe('cartSignature', () => {
  it('should differ when lines, coupon or total differ', () => {
    expect(cartSignature(null)).toBe('none');
    expect(cartSignature(cart([1]))).toBe(cartSignature(cart([1])));
    expect(cartSignature(cart([1]))).not.toBe(cartSignature(cart([2])));
    expect(cartSignature(cart([1], 10))).not.toBe(cartSignature(cart([1], 5)));
  });
});
