import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cartSchema, type Cart } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { CartTotalsList } from './CartTotalsList.js';
import { createTestStore } from '../../test/testStore.js';
import { cart, cartWithCoupon, cartWithHighCoupon } from '../../fixtures/cart.js';
import { parseFixture } from '../../fixtures/parseFixture.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function totalsOf(c: Cart, siteId: 1 | 2 = 1) {
  const { store } = createTestStore({}, { site: siteId });
  stores.push(store);
  store.cart.set(c);
  return store.cart.totals.value!;
}

const amount = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('CartTotalsList', () => {
  it('should show the subtotal and total, and no discount rows without discounts', () => {
    render(<CartTotalsList totals={totalsOf(cart)} siteId={1} />);
    expect(amount('Subtotal')).toBe('$49.98');
    expect(amount('Total')).toBe('$49.98');
    expect(screen.queryByText(/Coupon/)).toBeNull();
    expect(screen.queryByText('Wallet credit')).toBeNull();
  });

  it('should show the coupon discount with its percentage', () => {
    render(<CartTotalsList totals={totalsOf(cartWithCoupon)} siteId={1} />);
    expect(amount('Coupon (10% off)')).toBe('-$5.00');
    expect(amount('Total')).toBe('$44.98');
  });

  it('should highlight a coupon over 49% off only when asked', () => {
    const { container, rerender } = render(<CartTotalsList totals={totalsOf(cartWithHighCoupon)} siteId={1} />);
    expect(container.querySelector('.d2d-totals__row--highlight')).toBeNull();
    rerender(<CartTotalsList totals={totalsOf(cartWithHighCoupon)} siteId={1} couponHighlighted />);
    expect(container.querySelector('.d2d-totals__row--highlight')?.textContent).toContain('Coupon (60% off)');
  });

  it('should show wallet credit and format amounts in the site currency', () => {
    const withWallet = parseFixture('withWallet', cartSchema, {
      ...cart,
      currency_symbol: '£',
      discount_detail: { discounts: { details: { coupon_discount: null, redeem_discount: { currency: 10, percent: null } } } },
      net_price: 39.98,
    });
    render(<CartTotalsList totals={totalsOf(withWallet, 2)} siteId={2} />);
    expect(amount('Wallet credit')).toBe('-£10.00');
    expect(amount('Total')).toBe('£39.98');
  });

  it('should be a description list of terms and amounts', () => {
    const { container } = render(<CartTotalsList totals={totalsOf(cart)} siteId={1} />);
    // subtotal, tax (calculated at checkout: this cart carries no tax) and total
    expect(container.querySelector('dl')?.querySelectorAll('dt')).toHaveLength(3);
  });

  it('should show the estimated tax with its state and rate, and the total the payment charges', () => {
    const taxed = parseFixture('taxed', cartSchema, { ...cart, tax: { currency: 3.12, percent: 6.25, region: 'IL', status: 'estimated' }, total_price: 53.1 });
    render(<CartTotalsList totals={totalsOf(taxed)} siteId={1} />);
    expect(amount('Estimated tax (IL 6.25%)')).toBe('$3.12');
    expect(amount('Total')).toBe('$53.10');
  });

  it('should say the tax is calculated at checkout while it is unknown, and nothing when there is none', () => {
    const unknown = parseFixture('unknownTax', cartSchema, { ...cart, tax: { currency: 0, status: 'at_checkout' }, total_price: 49.98 });
    const { rerender } = render(<CartTotalsList totals={totalsOf(unknown)} siteId={1} />);
    expect(amount('Tax')).toBe('Calculated at checkout');
    const none = parseFixture('noTax', cartSchema, { ...cart, tax: { currency: 0, status: 'none' }, total_price: 49.98 });
    rerender(<CartTotalsList totals={totalsOf(none)} siteId={1} />);
    expect(screen.queryByText('Tax')).toBeNull();
  });
});
